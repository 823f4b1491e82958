// AWS WAF in front of the API: one regional web ACL associated with AppSync and with the Cognito
// user pool (sign-up goes to Cognito directly). Its numbers, rate rules and refusals come from
// infra/shared/api-limits.ts and infra/shared/rate-rules.ts, the definitions the local stack
// enforces too:
//   - AWS managed rule groups: IP reputation, known bad inputs, the common rule set (its 8 KB body
//     size rule counts only: an admin's lesson text is larger, and the document size is limited below);
//   - the GraphQL document (`query`) larger than maxQueryBytes → 413 QueryTooLarge;
//   - per client IP: sendContactMessage; Cognito's SignUp, ResendConfirmationCode and ForgotPassword;
//     requests without a session token; every request. Per session token (the `authorization`
//     header, a custom aggregation key): every signed-in request → 429.
import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { CfnLoggingConfiguration, CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_LIMITS, LIMIT_RESPONSES, limitResponseBody, type LimitResponse } from '../shared/api-limits';
import { RATE_RULES, type RateRule, type RequestMatch } from '../shared/rate-rules';

export interface ApiFirewallProps {
  /** ARNs of the protected resources: the AppSync API and the user pool. */
  protectedArns: Record<string, string>;
  logRetention: RetentionDays;
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const blockWith = (response: LimitResponse): CfnWebACL.RuleActionProperty => ({
  block: { customResponse: { responseCode: response.status, customResponseBodyKey: response.errorType } },
});

function managedGroup(name: string, priority: number, countOnly: string[] = []): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(countOnly.length > 0 ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) } : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

function byteMatch(match: RequestMatch): CfnWebACL.StatementProperty {
  if (match.part === 'header' && 'startsWith' in match) {
    return {
      byteMatchStatement: {
        fieldToMatch: { singleHeader: { Name: match.name } },
        positionalConstraint: 'STARTS_WITH',
        searchString: match.startsWith,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    };
  }
  return match.part === 'body'
    ? {
        byteMatchStatement: {
          fieldToMatch: { body: { oversizeHandling: 'CONTINUE' } },
          positionalConstraint: 'CONTAINS',
          searchString: match.contains,
          textTransformations: match.transformations.map((type, priority) => ({ priority, type })),
        },
      }
    : {
        byteMatchStatement: {
          fieldToMatch: { singleHeader: { Name: match.name } },
          positionalConstraint: 'EXACTLY',
          searchString: match.equals,
          textTransformations: [{ priority: 0, type: 'NONE' }],
        },
      };
}

function scopeDown(scope: readonly RequestMatch[] | undefined, negated: boolean): CfnWebACL.StatementProperty | undefined {
  if (!scope || scope.length === 0) return undefined;
  const [only] = scope;
  const statement = scope.length === 1 && only ? byteMatch(only) : { orStatement: { statements: scope.map(byteMatch) } };
  return negated ? { notStatement: { statement } } : statement;
}

function rateRule(rule: RateRule): CfnWebACL.RuleProperty {
  const scopeDownStatement = scopeDown(rule.scope, rule.scopeNegated ?? false);
  return {
    name: rule.name,
    priority: rule.priority,
    action: blockWith(rule.response),
    statement: {
      rateBasedStatement: {
        ...(rule.key.kind === 'ip'
          ? { aggregateKeyType: 'IP' }
          : {
              aggregateKeyType: 'CUSTOM_KEYS',
              customKeys: [{ header: { name: rule.key.name, textTransformations: [{ priority: 0, type: 'NONE' }] } }],
            }),
        limit: rule.limit,
        evaluationWindowSec: rule.windowSeconds,
        ...(scopeDownStatement ? { scopeDownStatement } : {}),
      },
    },
    visibilityConfig: visibility(rule.name),
  };
}

export class ApiFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: ApiFirewallProps) {
    super(scope, id);
    const responses = [LIMIT_RESPONSES.queryTooLarge, LIMIT_RESPONSES.tooManyRequests];

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      description: 'Store API on AppSync and sign-up on Cognito - managed rules, document size, rates per IP',
      visibilityConfig: visibility('StoreApi'),
      customResponseBodies: Object.fromEntries(
        responses.map((response) => [response.errorType, { contentType: 'APPLICATION_JSON', content: limitResponseBody(response) }]),
      ),
      rules: [
        managedGroup('AWSManagedRulesAmazonIpReputationList', 0),
        managedGroup('AWSManagedRulesKnownBadInputsRuleSet', 1),
        managedGroup('AWSManagedRulesCommonRuleSet', 2, ['SizeRestrictions_BODY']),
        {
          name: 'QueryTooLarge',
          priority: 3,
          action: blockWith(LIMIT_RESPONSES.queryTooLarge),
          statement: {
            sizeConstraintStatement: {
              fieldToMatch: {
                jsonBody: {
                  matchPattern: { includedPaths: ['/query'] },
                  matchScope: 'VALUE',
                  invalidFallbackBehavior: 'NO_MATCH',
                  oversizeHandling: 'CONTINUE',
                },
              },
              comparisonOperator: 'GT',
              size: API_LIMITS.maxQueryBytes,
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
          visibilityConfig: visibility('QueryTooLarge'),
        },
        ...RATE_RULES.map(rateRule),
      ],
    });

    for (const [name, resourceArn] of Object.entries(props.protectedArns)) {
      new CfnWebACLAssociation(this, `${name}Association`, { resourceArn, webAclArn: this.webAcl.attrArn });
    }

    // WAF requires log groups named aws-waf-logs-*; tokens and keys are redacted from the logs.
    const logs = new LogGroup(this, 'Logs', {
      logGroupName: `aws-waf-logs-${this.node.addr}`,
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // WAF wants the log group's ARN without the trailing :* that logGroupArn carries.
      logDestinationConfigs: [
        Stack.of(this).formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logs.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }, { singleHeader: { Name: 'x-api-key' } }],
    });
  }
}
