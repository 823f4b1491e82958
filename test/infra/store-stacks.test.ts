// The three stacks as `cdk synth` builds them, synthesised once for the file: what each stack
// must contain, and cdk-nag's AwsSolutions and Serverless packs with nothing left unacknowledged.
// esbuild bundles the data stack's functions only (the same construct builds every function;
// `npm run synth` bundles them all).
import { RESERVED_CONCURRENCY } from '../../infra/shared/reserved-concurrency';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactSettingsSchema } from '../../functions/settings/contact';
import { contentConfigSchema } from '../../functions/settings/content';
import { publishingSettingsSchema } from '../../functions/settings/publishing';
import { siteSettingsSchema } from '../../functions/settings/site';
import { invoicingConfigSchema } from '../../functions/settings/invoicing';
import { invoiceDocumentsConfigSchema } from '../../functions/settings/invoice-documents';
import { streamingConfigSchema } from '../../functions/settings/streaming';
import { transcodingConfigSchema } from '../../functions/settings/transcoding';
import { loadSettings } from '../../functions/settings/load';
import { mailDeliverySettingsSchema } from '../../functions/settings/mail-delivery';
import { mailQueueSettingsSchema } from '../../functions/settings/mail-queue';
import { coachingSettingsSchema } from '../../functions/settings/coaching';
import { outboxSettingsSchema } from '../../functions/settings/outbox';
import { idempotencySettingsSchema } from '../../functions/settings/idempotency';
import { paymentsConfigSchema } from '../../functions/settings/payments';
import { storeSettingsSchema } from '../../functions/settings/store';
import { tableSettingsSchema } from '../../functions/settings/table';
import { MAIL_MAX_RECEIVE_COUNT, MAIL_VISIBILITY_TIMEOUT_SECONDS } from '../../functions/mail/mail-queue-policy';
import { type SettingsSlice } from '../../infra/function-reach';
import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS, TIME_TO_LIVE_ATTRIBUTE } from '../../functions/data/table';
import {
  graphqlFunctions,
  httpFunctions,
  queueFunctions,
  scheduledFunctions,
  triggerFunctions,
  videoFunctions,
} from '../../functions/handlers/resolver-map';
import { functionReach, grantedTableActions } from '../../infra/function-reach';
import { PASSWORD_POLICY } from '../../functions/domain/password-policy';
import { ADMIN_GROUP } from '../../functions/domain/viewer';
import { stackNames } from '../../infra/stack-names';
import { PUBLISHED_KEYS } from '../../infra/stacks/web-stack';
import { cloudFrontRoutingFunctionCode } from '../../infra/site-routes';
import { API_LIMITS, LIMIT_RESPONSES } from '../../infra/shared/api-limits';
import { LAMBDA_RESOLVER_CODE } from '../../infra/shared/lambda-resolver-code';
import { STORE_ERROR_FIELD } from '../../functions/handlers/appsync-resolver';
import { synthStore, type SynthesizedStore } from './synth-store';
import { mailSendingPlan } from '../../infra/shared/mail-sending';

let store: SynthesizedStore;

beforeAll(() => {
  store = synthStore({ bundleStacks: [stackNames('dev').data] });
}, 180_000);

const mappedFields = Object.values(graphqlFunctions).flatMap((definition) =>
  Object.entries(definition.fields).flatMap(([typeName, fields]) =>
    (fields as readonly string[]).map((fieldName) => ({ typeName, fieldName })),
  ),
);

const SLICE_SCHEMAS = {
  table: tableSettingsSchema,
  store: storeSettingsSchema,
  contact: contactSettingsSchema,
  coaching: coachingSettingsSchema,
  mailQueue: mailQueueSettingsSchema,
  outbox: outboxSettingsSchema,
  idempotency: idempotencySettingsSchema,
  mailDelivery: mailDeliverySettingsSchema,
  payments: paymentsConfigSchema,
  content: contentConfigSchema,
  publishing: publishingSettingsSchema,
  site: siteSettingsSchema,
  invoicing: invoicingConfigSchema,
  invoiceDocuments: invoiceDocumentsConfigSchema,
  streaming: streamingConfigSchema,
  transcoding: transcodingConfigSchema,
} satisfies Record<SettingsSlice, unknown>;

function resourcesOf(template: Template, type: string): Record<string, { Properties: Record<string, unknown> }> {
  return template.findResources(type) as Record<string, { Properties: Record<string, unknown> }>;
}

describe('data stack', () => {
  it('builds the table from the data layer: the same keys and indexes, on demand, with PITR', () => {
    store.templates.data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: GLOBAL_SECONDARY_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
      TimeToLiveSpecification: { AttributeName: TIME_TO_LIVE_ATTRIBUTE, Enabled: true },
    });
  });

  it('lets users sign in with a verified e-mail, under the password policy the sign-up form checks', () => {
    store.templates.data.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_POLICY.minLength,
          RequireUppercase: PASSWORD_POLICY.requireUppercase,
          RequireLowercase: PASSWORD_POLICY.requireLowercase,
          RequireNumbers: PASSWORD_POLICY.requireDigits,
          RequireSymbols: PASSWORD_POLICY.requireSymbols,
        },
      },
      Schema: Match.arrayWith([
        // Written at sign-up only (checked there by the pre-sign-up trigger), never rewritten later.
        Match.objectLike({ Name: 'given_name', Required: true, Mutable: false }),
        Match.objectLike({ Name: 'family_name', Required: true, Mutable: false }),
      ]),
    });
  });

  it('wires the post-confirmation and custom-message triggers to their functions', () => {
    const pool = Object.values(resourcesOf(store.templates.data, 'AWS::Cognito::UserPool'))[0];
    const config = pool?.Properties['LambdaConfig'] as Record<string, { 'Fn::GetAtt': [string, string] }>;
    expect(Object.keys(config).sort()).toEqual(['CustomMessage', 'PostConfirmation', 'PreSignUp']);
    expect(Object.keys(triggerFunctions).sort()).toEqual(['customMessage', 'postConfirmation', 'preSignUp']);
    expect(config['PreSignUp']?.['Fn::GetAtt'][0]).toMatch(/^PreSignUp/);
    expect(config['PostConfirmation']?.['Fn::GetAtt'][0]).toMatch(/^PostConfirmation/);
    expect(config['CustomMessage']?.['Fn::GetAtt'][0]).toMatch(/^CustomMessage/);
  });

  it('has the admin group the schema directives name', () => {
    store.templates.data.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: ADMIN_GROUP });
    expect(readFileSync('schema.graphql', 'utf8')).toContain(`cognito_groups: ["${ADMIN_GROUP}"]`);
  });

  it('gives the web an SRP client with refresh, no secret, 15-minute tokens and refresh-token revocation on sign-out', () => {
    store.templates.data.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      GenerateSecret: false,
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes', IdToken: 'minutes' }),
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
    });
  });

  it("keeps one secret for the sellers' Mercado Pago credentials, one for their ARCA certificates, one for the stream signing key, and a private content bucket", () => {
    store.templates.data.resourceCountIs('AWS::SecretsManager::Secret', 3);
    store.templates.data.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: Match.anyValue(),
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      CorsConfiguration: Match.anyValue(),
    });
  });

  it('versions the content bucket and expires replaced or deleted versions after 30 days', () => {
    store.templates.data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: Match.anyValue(),
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Status: 'Enabled', NoncurrentVersionExpiration: { NoncurrentDays: 30 } })]),
      },
    });
  });
});

describe('API stack', () => {
  it('authorizes with the user pool by default and an expiring API key for visitors, with X-Ray and field logs', () => {
    store.templates.api.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      AuthenticationType: 'AMAZON_COGNITO_USER_POOLS',
      AdditionalAuthenticationProviders: [{ AuthenticationType: 'API_KEY' }],
      XrayEnabled: true,
      LogConfig: Match.objectLike({ FieldLogLevel: 'ERROR', CloudWatchLogsRoleArn: Match.anyValue() }),
    });
    const keys = Object.values(resourcesOf(store.templates.api, 'AWS::AppSync::ApiKey'));
    expect(keys).toHaveLength(1);
    const expires = Number(keys[0]?.Properties['Expires']) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(363 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(365 * 24 * 3600 * 1000);
  });

  it('serves schema.graphql as it is, without the local prelude', () => {
    const schema = Object.values(resourcesOf(store.templates.api, 'AWS::AppSync::GraphQLSchema'))[0];
    expect(schema?.Properties['Definition']).toBe(readFileSync('schema.graphql', 'utf8'));
  });

  it('has one Lambda data source per mapped function and one resolver per mapped field', () => {
    const dataSources = Object.values(resourcesOf(store.templates.api, 'AWS::AppSync::DataSource'));
    expect(dataSources.filter((source) => source.Properties['Type'] === 'AWS_LAMBDA')).toHaveLength(Object.keys(graphqlFunctions).length);
    const resolvers = Object.values(resourcesOf(store.templates.api, 'AWS::AppSync::Resolver')).map((resolver) => ({
      typeName: resolver.Properties['TypeName'],
      fieldName: resolver.Properties['FieldName'],
    }));
    expect(resolvers).toHaveLength(mappedFields.length);
    expect(resolvers).toEqual(expect.arrayContaining(mappedFields));
  });

  it('runs the shared APPSYNC_JS code in front of every function, so expected errors are raised there, not by Lambda', () => {
    const resolvers = Object.values(resourcesOf(store.templates.api, 'AWS::AppSync::Resolver'));
    for (const resolver of resolvers) {
      expect(resolver.Properties).toMatchObject({
        Kind: 'UNIT',
        Runtime: { Name: 'APPSYNC_JS', RuntimeVersion: '1.0.0' },
        Code: LAMBDA_RESOLVER_CODE,
      });
    }
    expect(LAMBDA_RESOLVER_CODE).toContain(`util.error(answer.${STORE_ERROR_FIELD}.message, answer.${STORE_ERROR_FIELD}.type)`);
  });

  it('gives every HTTP function a public Function URL (its code checks the signature)', () => {
    store.templates.api.resourceCountIs('AWS::Lambda::Url', Object.keys(httpFunctions).length);
    if (Object.keys(httpFunctions).length > 0) {
      store.templates.api.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'NONE' });
    }
  });

  it('limits query depth and resolver count with the shared numbers; introspection on in dev only', () => {
    store.templates.api.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      QueryDepthLimit: API_LIMITS.queryDepthLimit,
      ResolverCountLimit: API_LIMITS.resolverCountLimit,
      IntrospectionConfig: 'ENABLED',
    });
  });

  it('puts a WAF web ACL in front of AppSync and the user pool: managed rules, document size, rates per IP', () => {
    const acls = Object.values(resourcesOf(store.templates.api, 'AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    const acl = acls[0]?.Properties as {
      Scope: string;
      Rules: { Name: string; Statement: Record<string, Record<string, unknown>>; Action?: Record<string, unknown> }[];
      CustomResponseBodies: Record<string, { Content: string }>;
    };
    expect(acl.Scope).toBe('REGIONAL');
    const rule = (name: string) => acl.Rules.find((candidate) => candidate.Name === name);
    for (const group of ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesCommonRuleSet']) {
      expect(rule(group)?.Statement['ManagedRuleGroupStatement']).toMatchObject({ VendorName: 'AWS', Name: group });
    }
    expect(rule('QueryTooLarge')?.Statement['SizeConstraintStatement']).toMatchObject({
      ComparisonOperator: 'GT',
      Size: API_LIMITS.maxQueryBytes,
      FieldToMatch: { JsonBody: expect.objectContaining({ MatchPattern: { IncludedPaths: ['/query'] } }) },
    });
    expect(rule('QueryTooLarge')?.Action).toEqual({
      Block: { CustomResponse: { ResponseCode: 413, CustomResponseBodyKey: LIMIT_RESPONSES.queryTooLarge.errorType } },
    });
    expect(rule('RequestsPerIp')?.Statement['RateBasedStatement']).toEqual({
      AggregateKeyType: 'IP',
      Limit: API_LIMITS.rate.requestsPerIp,
      EvaluationWindowSec: API_LIMITS.rate.windowSeconds,
    });
    const sensitive = rule('ContactPerIp')?.Statement['RateBasedStatement'] as Record<string, unknown>;
    expect(sensitive).toMatchObject({ AggregateKeyType: 'IP', Limit: API_LIMITS.rate.contactRequestsPerIp });
    expect(JSON.stringify(sensitive['ScopeDownStatement'])).toContain('sendcontactmessage');
    // JSON escapes (\u0073endContactMessage) are decoded before the match, then the case folded.
    expect(JSON.stringify(sensitive['ScopeDownStatement'])).toContain(
      JSON.stringify([
        { Priority: 0, Type: 'JS_DECODE' },
        { Priority: 1, Type: 'LOWERCASE' },
      ]),
    );
    const accountEmails = rule('AccountEmailsPerIp')?.Statement['RateBasedStatement'] as Record<string, unknown>;
    expect(accountEmails).toMatchObject({ AggregateKeyType: 'IP', Limit: API_LIMITS.rate.accountEmailsPerIp });
    for (const target of ['SignUp', 'ResendConfirmationCode', 'ForgotPassword']) {
      expect(JSON.stringify(accountEmails['ScopeDownStatement'])).toContain(`"AWSCognitoIdentityProviderService.${target}"`);
    }
    // Per session: the token in the authorization header is the key (a request without it is not counted).
    expect(rule('RequestsPerToken')?.Statement['RateBasedStatement']).toEqual({
      AggregateKeyType: 'CUSTOM_KEYS',
      CustomKeys: [{ Header: { Name: 'authorization', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } }],
      Limit: API_LIMITS.rate.requestsPerToken,
      EvaluationWindowSec: API_LIMITS.rate.windowSeconds,
      ScopeDownStatement: {
        ByteMatchStatement: {
          FieldToMatch: { SingleHeader: { Name: 'authorization' } },
          PositionalConstraint: 'STARTS_WITH',
          SearchString: 'eyJ',
          TextTransformations: [{ Priority: 0, Type: 'NONE' }],
        },
      },
    });
    // Per address, the requests without a session token.
    expect(rule('RequestsWithoutTokenPerIp')?.Statement['RateBasedStatement']).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: API_LIMITS.rate.requestsWithoutTokenPerIp,
      ScopeDownStatement: { NotStatement: { Statement: { ByteMatchStatement: expect.objectContaining({ SearchString: 'eyJ' }) } } },
    });
    // The rate rules' order: the narrow scopes first, the address's ceiling last.
    expect(acl.Rules.filter((candidate) => candidate.Statement['RateBasedStatement']).map((candidate) => candidate.Name)).toEqual([
      'ContactPerIp',
      'AccountEmailsPerIp',
      'RequestsPerToken',
      'RequestsWithoutTokenPerIp',
      'RequestsPerIp',
    ]);
    expect(JSON.parse(acl.CustomResponseBodies[LIMIT_RESPONSES.tooManyRequests.errorType]?.Content ?? '{}')).toEqual({
      data: null,
      errors: [{ errorType: 'TooManyRequests', message: LIMIT_RESPONSES.tooManyRequests.message }],
    });
    const associations = Object.values(resourcesOf(store.templates.api, 'AWS::WAFv2::WebACLAssociation'));
    expect(associations).toHaveLength(2);
    const apiId = Object.keys(resourcesOf(store.templates.api, 'AWS::AppSync::GraphQLApi'))[0] ?? 'none';
    const targets = associations.map((association) => JSON.stringify(association.Properties['ResourceArn']));
    expect(targets.some((target) => target.includes(`"${apiId}"`))).toBe(true);
    expect(targets.some((target) => /ImportValue.*Users.*Arn/.test(target))).toBe(true);
    store.templates.api.resourceCountIs('AWS::WAFv2::LoggingConfiguration', 1);
  });

  it('publishes /config.json with the shape the local stack serves', () => {
    const deployments = Object.values(resourcesOf(store.templates.api, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(1);
    expect(deployments[0]?.Properties['DistributionPaths']).toEqual(['/config.json']);
    const configFile = readdirSync(store.outdir)
      .map((entry) => join(store.outdir, entry, 'config.json'))
      .find((path) => existsSync(path));
    expect(configFile).toBeDefined();
    const config = JSON.parse(readFileSync(configFile ?? '', 'utf8')) as Record<string, unknown>;
    expect(Object.keys(config).sort()).toEqual(
      [
        'apiKey',
        'cognitoEndpoint',
        'cuit',
        'graphqlUrl',
        'legalName',
        'maxInstallments',
        'region',
        'storeName',
        'userPoolClientId',
        'userPoolId',
      ].sort(),
    );
    expect(config).toMatchObject({ cognitoEndpoint: null, storeName: 'Impulso' });
  });
});

describe('functions', () => {
  const allFunctions = () => ({
    ...resourcesOf(store.templates.data, 'AWS::Lambda::Function'),
    ...resourcesOf(store.templates.api, 'AWS::Lambda::Function'),
  });
  // The store's own functions carry the Powertools service name; CDK's helpers (log retention,
  // bucket deployments) do not.
  const isStoreFunction = (fn: { Properties: Record<string, unknown> }) =>
    JSON.stringify(fn.Properties['Environment'] ?? {}).includes('"POWERTOOLS_SERVICE_NAME":"fitness-store"');
  const storeFunctions = () => Object.entries(allFunctions()).filter(([, fn]) => isStoreFunction(fn));

  /** The handler module of a store function, from the description its stack gives it. */
  const entryOf = (fn: { Properties: Record<string, unknown> }): string => {
    const description = String(fn.Properties['Description']);
    const named = /^(?:GraphQL resolvers|HTTP \S+|Scheduled every \d+ min|Scheduled hourly at UTC hours [\d-]+) \((\w+)\)$/.exec(
      description,
    )?.[1];
    const byName: Record<string, { entry: string }> = { ...graphqlFunctions, ...httpFunctions, ...scheduledFunctions };
    if (named && byName[named]) return byName[named].entry;
    if (description.startsWith('Cognito pre-sign-up')) return triggerFunctions.preSignUp.entry;
    if (description.startsWith('Cognito post-confirmation')) return triggerFunctions.postConfirmation.entry;
    if (description.startsWith('Cognito custom message')) return triggerFunctions.customMessage.entry;
    if (description.startsWith('Delivers the queued e-mails')) return queueFunctions.mailSender.entry;
    if (description.startsWith('Puts the addresses SES reports')) return queueFunctions.mailFeedback.entry;
    if (description.startsWith('Publishes the storefront')) return 'functions/handlers/publish.ts';
    if (description.startsWith('Starts the MediaConvert job')) return videoFunctions.videoUploaded.entry;
    if (description.startsWith('Records a finished HLS ladder')) return videoFunctions.ladderFinished.entry;
    throw new Error(`no entry known for "${description}"`);
  };

  it("reserves the payment webhook's concurrency: a flood of notifications takes at most its share", () => {
    const webhooks = storeFunctions().filter(([, fn]) => entryOf(fn) === httpFunctions['paymentWebhook']?.entry);
    expect(webhooks).toHaveLength(1);
    expect(webhooks[0]?.[1].Properties['ReservedConcurrentExecutions']).toBe(RESERVED_CONCURRENCY.paymentWebhook);
  });

  /** Every statement of the IAM policies attached to a store function's role. */
  const statementsOfRole = (fn: { Properties: Record<string, unknown> }): { Action: string | string[] }[] => {
    const roleId = (fn.Properties['Role'] as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const policies = [
      ...Object.values(resourcesOf(store.templates.data, 'AWS::IAM::Policy')),
      ...Object.values(resourcesOf(store.templates.api, 'AWS::IAM::Policy')),
    ].filter((policy) => JSON.stringify(policy.Properties['Roles']) === JSON.stringify([{ Ref: roleId }]));
    return policies.flatMap((policy) => (policy.Properties['PolicyDocument'] as { Statement: { Action: string | string[] }[] }).Statement);
  };

  it('runs every store function on Node.js 24, ARM64, traced, with explicit memory and timeout', () => {
    // + 1: the publish function (storefront pages).
    const expected =
      Object.keys(graphqlFunctions).length +
      Object.keys(httpFunctions).length +
      Object.keys(triggerFunctions).length +
      Object.keys(queueFunctions).length +
      Object.keys(scheduledFunctions).length +
      Object.keys(videoFunctions).length +
      // the publish function (storefront pages)
      1;
    expect(storeFunctions()).toHaveLength(expected);
    for (const [, fn] of storeFunctions()) {
      expect(fn.Properties['Runtime']).toBe('nodejs24.x');
      if (entryOf(fn) === scheduledFunctions.invoiceWorker.entry) {
        // One run at a time (a point of sale's numbers in order), time for ARCA's slow answers.
        expect(fn.Properties).toMatchObject({ Architectures: ['arm64'], MemorySize: 512, Timeout: 60, ReservedConcurrentExecutions: 1 });
        continue;
      }
      if (String(fn.Properties['Description']).startsWith('Publishes the storefront')) {
        // It renders every page of the catalogue: more memory and time, one run at a time.
        expect(fn.Properties).toMatchObject({ Architectures: ['arm64'], MemorySize: 1024, Timeout: 300, ReservedConcurrentExecutions: 1 });
        continue;
      }
      expect(fn.Properties).toMatchObject({
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogFormat: 'JSON', ApplicationLogLevel: 'INFO' },
        MemorySize: 512,
        // The payment changes read pages until 15 s before their 60 s run out (a first run's day
        // of changes takes several runs, each resuming from the cursor); the mail sender sends a
        // batch at its share of SES's send rate (the dev stage's 1 a second).
        Timeout:
          entryOf(fn) === scheduledFunctions.paymentChanges.entry
            ? 60
            : entryOf(fn) === queueFunctions.mailSender.entry
              ? mailSendingPlan(1).timeoutSeconds
              : 10,
        Handler: 'index.handler',
      });
    }
  });

  it('gives each function its own log group with a retention', () => {
    const logGroups = [
      ...Object.values(resourcesOf(store.templates.data, 'AWS::Logs::LogGroup')),
      ...Object.values(resourcesOf(store.templates.api, 'AWS::Logs::LogGroup')),
    ];
    expect(logGroups.length).toBeGreaterThanOrEqual(storeFunctions().length);
    for (const group of logGroups) expect(group.Properties['RetentionInDays']).toBeGreaterThan(0);
  });

  it('bundles handlers as minified ES modules with source maps that Node loads', () => {
    const bundles = readdirSync(store.outdir)
      .map((entry) => join(store.outdir, entry, 'index.mjs'))
      .filter((path) => existsSync(path));
    expect(bundles).toHaveLength(
      Object.keys(triggerFunctions).length + Object.keys(queueFunctions).length + Object.keys(videoFunctions).length,
    );
    for (const bundle of bundles) {
      expect(existsSync(`${bundle}.map`)).toBe(true);
      // A fresh Node process, as Lambda starts one: the ESM bundle (with the AWS SDK's CommonJS
      // parts inside) must load and export the handler.
      const exported = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(pathToFileURL(bundle).href)}); process.stdout.write(typeof m.handler);`,
        ],
        { encoding: 'utf8' },
      );
      expect(exported).toBe('function');
    }
  });

  it('gives every function exactly the settings slices its code reads, each one complete', () => {
    // Deploy-time values (references, parameters) become sample values of the right kind.
    const sample = (name: string, value: unknown): string => {
      if (typeof value === 'string') return value;
      if (name.endsWith('_URL')) return 'https://example.test/';
      if (name === 'MAIL_FROM' || name === 'STORE_EMAIL') return 'tienda@example.test';
      return `sample-${name.toLowerCase()}`;
    };
    for (const [logicalId, fn] of storeFunctions()) {
      const variables = (fn.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables;
      const env = Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, sample(name, value)]));
      const entry = entryOf(fn);
      const reach = functionReach(entry);
      for (const slice of reach.settings) {
        expect(() => loadSettings(SLICE_SCHEMAS[slice], { ...env, AWS_REGION: 'us-east-1' }), `${logicalId} ${slice}`).not.toThrow();
      }
      // A setting no slice of the function reads is not given to it (mail settings only to the mail sender).
      const expected = new Set([
        'NODE_OPTIONS',
        'POWERTOOLS_SERVICE_NAME',
        'POWERTOOLS_METRICS_NAMESPACE',
        ...[...reach.settings].flatMap((slice) => Object.keys(SLICE_SCHEMAS[slice].shape)),
      ]);
      for (const name of Object.keys(variables)) expect(expected.has(name), `${logicalId} has ${name}`).toBe(true);
      if (!reach.settings.has('mailDelivery')) expect(variables['MAIL_FROM'], logicalId).toBeUndefined();
    }
  });

  it('grants each role exactly the table actions declared beside its function, SES only to the mail sender, S3 only to videos and publishing', () => {
    for (const [logicalId, fn] of storeFunctions()) {
      const reach = functionReach(entryOf(fn));
      const statements = statementsOfRole(fn);
      const tableActions = statements
        .flatMap((statement) => [statement.Action].flat())
        .filter((action) => String(action).startsWith('dynamodb:'));
      expect([...tableActions].sort(), logicalId).toEqual(grantedTableActions(entryOf(fn)));
      // A declared action is one the function's modules can send (the synth refuses any other).
      for (const action of tableActions) expect(reach.reachableTableActions, logicalId).toContain(action);
      const actions = statements.flatMap((statement) => [statement.Action].flat()).map(String);
      expect(
        actions.some((action) => action.startsWith('ses:')),
        logicalId,
      ).toBe(entryOf(fn) === queueFunctions.mailSender.entry);
      // Videos (lessons, planning training plans, evaluation videos and captions, members' form checks) and items' pictures
      // (catalogue administration); the publish function writes the storefront; the invoice
      // functions reach invoices/ only.
      expect(
        actions.some((action) => action.startsWith('s3:')),
        logicalId,
      ).toBe(
        entryOf(fn) === graphqlFunctions.lessons.entry ||
          entryOf(fn) === graphqlFunctions.evaluations.entry ||
          entryOf(fn) === graphqlFunctions.coaching.entry ||
          entryOf(fn) === graphqlFunctions.plannings.entry ||
          entryOf(fn) === graphqlFunctions.catalogueAdmin.entry ||
          entryOf(fn) === graphqlFunctions.invoices.entry ||
          entryOf(fn) === scheduledFunctions.invoiceWorker.entry ||
          entryOf(fn) === 'functions/handlers/publish.ts',
      );
      if (entryOf(fn) === graphqlFunctions.invoices.entry || entryOf(fn) === scheduledFunctions.invoiceWorker.entry) {
        const s3Resources = statements
          .filter((statement) => [statement.Action].flat().some((action) => String(action).startsWith('s3:')))
          .flatMap((statement) => [(statement as { Resource?: unknown }).Resource].flat());
        expect(JSON.stringify(s3Resources), logicalId).toMatch(/\/invoices\/\*/);
        expect(
          s3Resources.every((resource) => JSON.stringify(resource).includes('/invoices/*')),
          logicalId,
        ).toBe(true);
      }
      // The sellers' ARCA certificates: the invoice worker only.
      expect(JSON.stringify(statements).includes('ArcaCredentials'), logicalId).toBe(
        entryOf(fn) === scheduledFunctions.invoiceWorker.entry,
      );
      expect(
        actions.some((action) => action.startsWith('cloudfront:')),
        logicalId,
      ).toBe(entryOf(fn) === 'functions/handlers/publish.ts');
    }
    // What the catalogue never does: write (the landing's featured items and offers are a Query of
    // pointers, then BatchGetItem of the items), though the items repository it reads through can.
    expect(grantedTableActions(graphqlFunctions.catalogue.entry)).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
    expect(functionReach(graphqlFunctions.catalogue.entry).reachableTableActions).toContain('dynamodb:UpdateItem');
    expect(grantedTableActions(triggerFunctions.customMessage.entry)).toEqual([]);
  });

  it('lists per function every DynamoDB, S3, SES, SQS, Secrets Manager, Lambda and CloudFront action its role holds', () => {
    // Reviewable in one place: a change to any function's access changes this table.
    const AWS_SERVICES = ['dynamodb', 's3', 'ses', 'sqs', 'secretsmanager', 'lambda', 'cloudfront'];
    const actual: Record<string, string[]> = {};
    for (const [, fn] of storeFunctions()) {
      const name = entryOf(fn).replace(/^functions\/handlers\/|\.ts$/g, '');
      const actions = statementsOfRole(fn)
        .flatMap((statement) => [statement.Action].flat())
        .map(String)
        .filter((action) => AWS_SERVICES.includes(action.split(':')[0] ?? ''));
      actual[name] = [...new Set(actions)].sort();
    }
    expect(actual).toEqual(EXPECTED_ACTIONS);
  });

  it('queues e-mails with retries and a dead-letter queue, consumed by the mail sender with partial batch failures', () => {
    store.templates.data.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: MAIL_VISIBILITY_TIMEOUT_SECONDS,
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: MAIL_MAX_RECEIVE_COUNT },
    });
    store.templates.data.hasResourceProperties('AWS::SQS::Queue', { MessageRetentionPeriod: 14 * 24 * 3600 });
    store.templates.data.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('grants only what the code reaches: the message trigger gets no table, payment readers get the secret', () => {
    expect(functionReach(triggerFunctions.customMessage.entry)).toMatchObject({ table: false, paymentCredentials: false });
    const customMessage = Object.entries(resourcesOf(store.templates.data, 'AWS::Lambda::Function')).find(([id]) =>
      id.startsWith('CustomMessage'),
    );
    expect(Object.keys((customMessage?.[1].Properties['Environment'] as { Variables: object }).Variables)).not.toContain('TABLE_NAME');
    for (const [name, definition] of Object.entries(graphqlFunctions)) {
      if (!functionReach(definition.entry).paymentCredentials) continue;
      const own = Object.values(resourcesOf(store.templates.api, 'AWS::Lambda::Function')).find(
        (candidate) => candidate.Properties['Description'] === `GraphQL resolvers (${name})`,
      );
      const variables = (own?.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables;
      expect(variables['MERCADO_PAGO_SECRET_ID'], name).toBeDefined();
    }
  });

  it('lets no function scan the table', () => {
    const policies = [
      ...Object.values(resourcesOf(store.templates.data, 'AWS::IAM::Policy')),
      ...Object.values(resourcesOf(store.templates.api, 'AWS::IAM::Policy')),
    ];
    expect(JSON.stringify(policies)).not.toMatch(/dynamodb:(Scan|\*)/);
  });
});

describe('operations stack', () => {
  const alarms = () => Object.values(resourcesOf(store.templates.operations, 'AWS::CloudWatch::Alarm'));
  const topicRef = () => Object.keys(resourcesOf(store.templates.operations, 'AWS::SNS::Topic'))[0];

  it('alarms on errors and throttles of every store function, AppSync 5xx, webhook refusals, table throttles and e-mail', () => {
    // Every store function of the app, counted from the templates (the scheduled ones and the
    // publish function included): none without its errors and throttles alarms.
    const functionCount = Object.values({
      ...resourcesOf(store.templates.data, 'AWS::Lambda::Function'),
      ...resourcesOf(store.templates.api, 'AWS::Lambda::Function'),
    }).filter((fn) => JSON.stringify(fn.Properties['Environment'] ?? {}).includes('"POWERTOOLS_SERVICE_NAME":"fitness-store"')).length;
    expect(functionCount).toBe(
      Object.keys(store.stacks.data.functions).length +
        Object.keys(store.stacks.api.graphqlFunctions).length +
        Object.keys(store.stacks.api.httpFunctions).length +
        Object.keys(store.stacks.api.scheduledFunctions).length +
        1,
    );
    const metricNames = alarms().map((alarm) => String(alarm.Properties['MetricName'] ?? 'expression'));
    expect(metricNames.filter((name) => name === 'Errors')).toHaveLength(functionCount);
    expect(metricNames.filter((name) => name === 'Throttles')).toHaveLength(functionCount);
    for (const name of ['5XXError', 'ApproximateNumberOfMessagesVisible', 'Reputation.BounceRate', 'Reputation.ComplaintRate']) {
      expect(metricNames, name).toContain(name);
    }
    const expressions = JSON.stringify(alarms().map((alarm) => alarm.Properties['Metrics'] ?? null));
    expect(expressions).toContain('refusals / notifications');
    expect(expressions).toContain('ReadThrottleEvents');
    expect(expressions).toContain('WriteThrottleEvents');
  });

  it('sends every alarm, and its recovery, to the one topic the operator subscribes to', () => {
    store.templates.operations.resourceCountIs('AWS::SNS::Topic', 1);
    for (const alarm of alarms()) {
      expect(alarm.Properties['AlarmActions']).toEqual([{ Ref: topicRef() }]);
      expect(alarm.Properties['OKActions']).toEqual([{ Ref: topicRef() }]);
    }
    store.templates.operations.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    store.templates.operations.hasOutput('AlarmTopicArn', Match.anyValue());
  });

  it("alarms on the month's AWS spend through the same topic: 80% actual, 100% forecast of the stage's budget", () => {
    store.templates.operations.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: Match.objectLike({ BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 50, Unit: 'USD' } }),
      NotificationsWithSubscribers: [
        {
          Notification: Match.objectLike({ NotificationType: 'ACTUAL', Threshold: 80, ThresholdType: 'PERCENTAGE' }),
          Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicRef() } }],
        },
        {
          Notification: Match.objectLike({ NotificationType: 'FORECASTED', Threshold: 100, ThresholdType: 'PERCENTAGE' }),
          Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicRef() } }],
        },
      ],
    });
    store.templates.operations.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'sns:Publish', Principal: { Service: 'budgets.amazonaws.com' }, Effect: 'Allow' }),
        ]),
      }),
    });
  });

  it('watches the mail queue: an e-mail waiting past 15 minutes, and any e-mail in the dead-letter queue', () => {
    const byMetric = (metricName: string) => alarms().filter((alarm) => alarm.Properties['MetricName'] === metricName);
    /** The queue an alarm watches: an import of the data stack's queue name (its logical id included). */
    const watchedQueue = (alarm: { Properties: Record<string, unknown> } | undefined) =>
      JSON.stringify((alarm?.Properties['Dimensions'] as { Name: string; Value: unknown }[]).find((d) => d.Name === 'QueueName')?.Value);
    // The mail queue's, and the mail feedback queue's (SES's bounce events waiting).
    const allAges = byMetric('ApproximateAgeOfOldestMessage');
    expect(allAges.map(watchedQueue).filter((queue) => /MailFeedbackEvents/.test(queue))).toHaveLength(1);
    const ages = allAges.filter((alarm) => !/MailFeedbackEvents/.test(watchedQueue(alarm)));
    expect(ages).toHaveLength(1);
    expect(ages[0]?.Properties).toMatchObject({
      Namespace: 'AWS/SQS',
      Statistic: 'Maximum',
      Period: 300,
      Threshold: 900,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(watchedQueue(ages[0])).toMatch(/FnGetAttMail[0-9A-F]{8}QueueName/);
    const deadLetters = byMetric('ApproximateNumberOfMessagesVisible').filter((alarm) => /MailDeadLetters/.test(watchedQueue(alarm)));
    expect(deadLetters).toHaveLength(1);
    expect(deadLetters[0]?.Properties).toMatchObject({ Namespace: 'AWS/SQS', Statistic: 'Maximum', Threshold: 1 });
    expect(watchedQueue(deadLetters[0])).toMatch(/FnGetAttMailDeadLetters[0-9A-F]{8}QueueName/);
  });

  it('watches invoices: a document given up after every attempt, and the invoice worker schedule failing', () => {
    const failed = alarms().filter((alarm) => alarm.Properties['MetricName'] === 'InvoicesFailed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    store.templates.api.hasResourceProperties('AWS::Scheduler::Schedule', {
      Target: Match.objectLike({
        DeadLetterConfig: Match.objectLike({ Arn: Match.anyValue() }),
        RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 2 }),
      }),
    });
  });

  it('watches the outbox: an effect given up after every attempt (or unreadable), and the worker runs every minute', () => {
    const failed = alarms().filter((alarm) => alarm.Properties['MetricName'] === 'EffectsFailed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    store.templates.api.hasResourceProperties('AWS::Scheduler::Schedule', {
      Description: 'outboxWorker: every 1 min',
      ScheduleExpression: 'rate(1 minute)',
    });
  });
});

describe('safety nets (issue 24)', () => {
  const alarms = () => Object.values(resourcesOf(store.templates.operations, 'AWS::CloudWatch::Alarm'));
  const queueNameOf = (alarm: { Properties: Record<string, unknown> }) =>
    JSON.stringify(
      (alarm.Properties['Dimensions'] as { Name: string; Value: unknown }[] | undefined)?.find((d) => d.Name === 'QueueName')?.Value ??
        null,
    );

  it('leaves no queue of the app without an alarm watching it', () => {
    const queues = Object.keys({
      ...resourcesOf(store.templates.data, 'AWS::SQS::Queue'),
      ...resourcesOf(store.templates.api, 'AWS::SQS::Queue'),
    });
    // The mail queue, its dead letters, the mail feedback queue and its dead letters, the publish
    // failures, the video ladder's failed events, the video uploads' failed invocations and one
    // dead-letter queue per schedule.
    expect(queues).toHaveLength(7 + Object.keys(scheduledFunctions).length);
    const watched = alarms().map(queueNameOf).join(' ');
    for (const queue of queues) expect(watched, queue).toContain(queue);
  });

  it('gives every asynchronously invoked function an on-failure destination: an encrypted queue, kept 14 days, alarmed', () => {
    type Resource = { Type: string; Properties: Record<string, unknown> };
    const logicalIdIn = (value: unknown): string | null => {
      // Fn::GetAtt [id, 'Arn'] in its own stack; across stacks an import whose name carries the id.
      const text = JSON.stringify(value);
      return /"Fn::GetAtt":\["([A-Za-z0-9]+)","Arn"\]/.exec(text)?.[1] ?? null;
    };
    const asyncTargets = new Map<string, Template>();
    for (const template of [store.templates.data, store.templates.api]) {
      const resources = template.toJSON()['Resources'] as Record<string, Resource>;
      const isFunction = (id: string | null): id is string => id !== null && resources[id]?.Type === 'AWS::Lambda::Function';
      for (const resource of Object.values(resources)) {
        // EventBridge Scheduler, EventBridge rules and S3 notifications all invoke asynchronously.
        const targets =
          resource.Type === 'AWS::Scheduler::Schedule'
            ? [(resource.Properties['Target'] as { Arn: unknown }).Arn]
            : resource.Type === 'AWS::Events::Rule'
              ? ((resource.Properties['Targets'] as { Arn: unknown }[] | undefined) ?? []).map((target) => target.Arn)
              : resource.Type === 'Custom::S3BucketNotifications'
                ? (
                    (
                      resource.Properties['NotificationConfiguration'] as {
                        LambdaFunctionConfigurations?: { LambdaFunctionArn: unknown }[];
                      }
                    ).LambdaFunctionConfigurations ?? []
                  ).map((entry) => entry.LambdaFunctionArn)
                : [];
        for (const target of targets) {
          const id = logicalIdIn(target);
          if (isFunction(id)) asyncTargets.set(id, template);
        }
      }
    }
    // The schedules, the publish rule, the ladder event and the video uploads.
    expect([...asyncTargets.keys()].sort()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PublishFunction/),
        expect.stringMatching(/LadderFinished/),
        expect.stringMatching(/VideoUploaded/),
        ...Object.keys(scheduledFunctions).map((name) =>
          expect.stringMatching(new RegExp(`^${name[0]!.toUpperCase()}${name.slice(1)}Function`)),
        ),
      ]),
    );
    expect(asyncTargets.size).toBe(3 + Object.keys(scheduledFunctions).length);
    const watched = alarms().map(queueNameOf).join(' ');
    for (const [id, template] of asyncTargets) {
      const configs = Object.values(resourcesOf(template, 'AWS::Lambda::EventInvokeConfig')).filter(
        (config) => JSON.stringify(config.Properties['FunctionName']) === JSON.stringify({ Ref: id }),
      );
      expect(configs, id).toHaveLength(1);
      const destination = (configs[0]!.Properties['DestinationConfig'] as { OnFailure?: { Destination: unknown } } | undefined)?.OnFailure
        ?.Destination;
      const queueId = logicalIdIn(destination);
      expect(queueId, `${id}: on-failure destination`).not.toBeNull();
      expect(template.toJSON()['Resources'][queueId!], id).toMatchObject({
        Type: 'AWS::SQS::Queue',
        Properties: { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 },
      });
      expect(configs[0]!.Properties['MaximumRetryAttempts'], id).toBe(2);
      expect(watched, `${id}: ${queueId} alarmed`).toContain(queueId);
    }
  });

  it('runs the payment changes every 10 minutes, retried twice then into its own dead-letter queue', () => {
    const schedules = Object.values(resourcesOf(store.templates.api, 'AWS::Scheduler::Schedule'));
    expect(schedules).toHaveLength(Object.keys(scheduledFunctions).length);
    const changes = schedules.find((schedule) => String(schedule.Properties['Description']).startsWith('paymentChanges'));
    expect(changes?.Properties).toMatchObject({
      ScheduleExpression: 'rate(10 minutes)',
      Target: { RetryPolicy: { MaximumRetryAttempts: 2 }, DeadLetterConfig: { Arn: expect.anything() } },
    });
    expect(JSON.stringify(changes?.Properties['Target'])).toMatch(/PaymentChangesRunFailures/);
    for (const schedule of schedules) expect(schedule.Properties['Target']).toHaveProperty('DeadLetterConfig');
  });

  it("grants the payment changes only its paths' table actions (the order's moves, read by key), never a Scan; no S3, SES or CloudFront", () => {
    const reach = functionReach(scheduledFunctions.paymentChanges.entry);
    expect(reach.paymentCredentials).toBe(true);
    expect(reach.mailQueue).toBe(true);
    // The order's transactions need the item actions (PutItem, UpdateItem, DeleteItem); the cursor
    // is a GetItem and a conditional PutItem; orders are read by key (no Query, no BatchGetItem).
    expect(grantedTableActions(scheduledFunctions.paymentChanges.entry)).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    // The sweep moves orders the same way and also reads its queue of due orders.
    expect(grantedTableActions(scheduledFunctions.paymentSweep.entry)).toEqual(
      [...grantedTableActions(scheduledFunctions.paymentChanges.entry), 'dynamodb:Query'].sort(),
    );
    expect(reach.content || reach.site || reach.mail || reach.publishing).toBe(false);
  });

  it('alarms on the sweep and the payment changes: failures, and a lag that treats a run that never happens as breaching', () => {
    const byMetric = (name: string) => alarms().find((alarm) => alarm.Properties['MetricName'] === name)?.Properties;
    expect(byMetric('PaymentSweepFailures')).toMatchObject({ Threshold: 1, Statistic: 'Sum', Period: 900 });
    expect(byMetric('PaymentSweepLagSeconds')).toMatchObject({ Threshold: 900, Statistic: 'Maximum', TreatMissingData: 'breaching' });
    expect(byMetric('PaymentChangesFailures')).toMatchObject({ Threshold: 1, Statistic: 'Sum', Period: 1800 });
    expect(byMetric('PaymentChangesLagSeconds')).toMatchObject({
      Threshold: 1800,
      Statistic: 'Maximum',
      Period: 1800,
      TreatMissingData: 'breaching',
    });
  });
});

describe('web stack', () => {
  it('keeps the site bucket private and reachable only through CloudFront with origin access control', () => {
    store.templates.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    store.templates.web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    store.templates.web.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
    store.templates.web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: Match.anyValue(),
    });
  });

  it("serves items' pictures at /media/* from the private content bucket, readable by CloudFront under media/ only", () => {
    const distribution = Object.values(resourcesOf(store.templates.web, 'AWS::CloudFront::Distribution'))[0];
    const config = distribution?.Properties['DistributionConfig'] as {
      CacheBehaviors: { PathPattern: string; TargetOriginId: string; ViewerProtocolPolicy: string }[];
      Origins: { Id: string; OriginAccessControlId?: unknown; DomainName: unknown }[];
    };
    const media = config.CacheBehaviors.find((behavior) => behavior.PathPattern === 'media/*');
    expect(media?.ViewerProtocolPolicy).toBe('redirect-to-https');
    const origin = config.Origins.find((candidate) => candidate.Id === media?.TargetOriginId);
    expect(origin?.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(origin?.DomainName)).toContain('-content-');
    store.templates.data.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Sid: 'CloudFrontReadsPublicMedia',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Resource: Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith(['/media/*'])]) }),
          }),
        ]),
      },
    });
  });

  it('answers unknown paths 404 with the published not-found page; a viewer-request function maps addresses to pages', () => {
    store.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CustomErrorResponses: [
          Match.objectLike({ ErrorCode: 403, ResponseCode: 404, ResponsePagePath: '/404.html' }),
          Match.objectLike({ ErrorCode: 404, ResponseCode: 404, ResponsePagePath: '/404.html' }),
        ],
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
    const routing = Object.values(resourcesOf(store.templates.web, 'AWS::CloudFront::Function'))[0];
    expect(routing?.Properties['FunctionCode']).toBe(cloudFrontRoutingFunctionCode());
    expect(routing?.Properties['FunctionConfig']).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
  });

  it('publishes the storefront from one function: the site bucket, CloudFront invalidation, every minute, a dead-letter queue', () => {
    const functions = resourcesOf(store.templates.api, 'AWS::Lambda::Function');
    const [publishId, publish] =
      Object.entries(functions).find(([, fn]) => String(fn.Properties['Description']).startsWith('Publishes the storefront')) ?? [];
    expect(publish).toBeDefined();
    const variables = (publish?.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['SITE_BUCKET', 'SITE_DISTRIBUTION_ID', 'STORE_WEB_URL', 'TABLE_NAME']));
    expect(publish?.Properties['DeadLetterConfig']).toBeDefined();
    const policies = JSON.stringify(resourcesOf(store.templates.api, 'AWS::IAM::Policy'));
    expect(policies).toContain('cloudfront:CreateInvalidation');
    store.templates.api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [publishId, 'Arn'] } })],
    });
    // The catalogue administration function asks it to republish after a change; the visitors'
    // catalogue function only reads, and may not invoke it.
    const variablesOf = (name: string) => {
      const fn = Object.values(functions).find((candidate) => candidate.Properties['Description'] === `GraphQL resolvers (${name})`);
      return (fn?.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables;
    };
    expect(variablesOf('catalogueAdmin')['PUBLISH_FUNCTION_NAME']).toEqual({ Ref: publishId });
    expect(variablesOf('catalogue')['PUBLISH_FUNCTION_NAME']).toBeUndefined();
  });

  it('runs the planning notices every hour of the store morning with the scheduled time, reading by key and sending to the mail queue', () => {
    const functions = resourcesOf(store.templates.api, 'AWS::Lambda::Function');
    const [noticesId, notices] =
      Object.entries(functions).find(([, fn]) => String(fn.Properties['Description']).endsWith('(planningNotices)')) ?? [];
    expect(notices).toBeDefined();
    const schedules = Object.values(resourcesOf(store.templates.api, 'AWS::Scheduler::Schedule'));
    const schedule = schedules.find((candidate) => JSON.stringify(candidate.Properties['Target']).includes(String(noticesId)));
    // 07:00–12:00 at -03:00; the scheduler's time goes in the input, so a retry works for the same day.
    expect(schedule?.Properties['ScheduleExpression']).toBe('cron(0 10-15 * * ? *)');
    expect(JSON.stringify(schedule?.Properties['Target'])).toContain('<aws.scheduler.scheduled-time>');
    const roleId = (notices?.Properties['Role'] as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = Object.values(resourcesOf(store.templates.api, 'AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties['Roles']) === JSON.stringify([{ Ref: roleId }]))
      .flatMap((policy) => (policy.Properties['PolicyDocument'] as { Statement: { Action: string | string[] }[] }).Statement);
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'sqs:SendMessage']));
    const variables = (notices?.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'MAIL_QUEUE_URL', 'STORE_WEB_URL', 'STORE_NAME']));
  });

  it('sends HSTS, a CSP without framing, nosniff, a referrer policy and DENY framing', () => {
    const policy = Object.values(resourcesOf(store.templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'))[0];
    const headers = (
      policy?.Properties['ResponseHeadersPolicyConfig'] as { SecurityHeadersConfig: Record<string, Record<string, unknown>> }
    ).SecurityHeadersConfig;
    expect(headers['StrictTransportSecurity']).toMatchObject({
      AccessControlMaxAgeSec: 63_072_000,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(headers['ContentTypeOptions']).toMatchObject({ Override: true });
    expect(headers['ReferrerPolicy']).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    expect(headers['FrameOptions']).toMatchObject({ FrameOption: 'DENY' });
    const csp = JSON.stringify(headers['ContentSecurityPolicy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('.appsync-api.');
    expect(csp).toContain('https://cognito-idp.');
  });

  it('deploys the built web without ever pruning /config.json', () => {
    const deployments = Object.values(resourcesOf(store.templates.web, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const pruning = deployments.filter((deployment) => deployment.Properties['Prune'] !== false);
    expect(pruning).toHaveLength(1);
    expect(pruning[0]?.Properties['Exclude']).toEqual(expect.arrayContaining(['config.json', ...PUBLISHED_KEYS]));
  });
});

describe('adaptive streaming (issue 26)', () => {
  const policiesOf = (template: Template) => Object.values(resourcesOf(template, 'AWS::IAM::Policy'));
  const roleIdOf = (template: Template, descriptionStart: string) => {
    const fn = Object.values(resourcesOf(template, 'AWS::Lambda::Function')).find((candidate) =>
      String(candidate.Properties['Description']).startsWith(descriptionStart),
    );
    return (fn?.Properties['Role'] as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  };

  it('gives MediaConvert a role that reads uploads and writes ladders of the content bucket only', () => {
    const roles = Object.entries(resourcesOf(store.templates.data, 'AWS::IAM::Role')).filter(([, role]) =>
      JSON.stringify(role.Properties['AssumeRolePolicyDocument']).includes('mediaconvert.amazonaws.com'),
    );
    expect(roles).toHaveLength(1);
    const [roleId] = roles[0]!;
    const statements = policiesOf(store.templates.data)
      .filter((policy) => JSON.stringify(policy.Properties['Roles']) === JSON.stringify([{ Ref: roleId }]))
      .flatMap((policy) => (policy.Properties['PolicyDocument'] as { Statement: { Action: unknown; Resource: unknown }[] }).Statement);
    expect(statements.map((statement) => [statement.Action, JSON.stringify(statement.Resource)])).toEqual([
      // Course videos and members' form-check videos (issue 40).
      ['s3:GetObject', expect.stringMatching(/\/courses\/\*.*\/formchecks\/\*/)],
      ['s3:PutObject', expect.stringContaining('/streams/*')],
    ]);
  });

  it('starts a job on each upload under courses/ and formchecks/: CreateJob on the default queue and PassRole of that role only', () => {
    const roleId = roleIdOf(store.templates.data, 'Starts the MediaConvert job');
    const statements = policiesOf(store.templates.data)
      .filter((policy) => JSON.stringify(policy.Properties['Roles']) === JSON.stringify([{ Ref: roleId }]))
      .flatMap((policy) => (policy.Properties['PolicyDocument'] as { Statement: Record<string, unknown>[] }).Statement);
    const createJob = statements.find((statement) => statement['Action'] === 'mediaconvert:CreateJob');
    expect(JSON.stringify(createJob?.['Resource'])).toContain(':queues/Default');
    const passRole = statements.find((statement) => statement['Action'] === 'iam:PassRole');
    expect(passRole?.['Condition']).toEqual({ StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } });
    expect(JSON.stringify(statements)).not.toMatch(/"s3:|dynamodb:/);
    store.templates.data.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          Match.objectLike({ Events: ['s3:ObjectCreated:*'], Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'courses/' }] } } }),
          Match.objectLike({
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'formchecks/' }] } },
          }),
        ],
      },
    });
  });

  it("records finished ladders from MediaConvert's job state changes of this stage's bucket, with retries and a dead-letter queue", () => {
    store.templates.data.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: Match.objectLike({
        source: ['aws.mediaconvert'],
        'detail-type': ['MediaConvert Job State Change'],
        detail: Match.objectLike({ status: ['COMPLETE', 'ERROR'] }),
      }),
      Targets: [Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 4 }, DeadLetterConfig: Match.anyValue() })],
    });
  });

  it('serves /streams/* from the content bucket only with signed cookies of the key group, whose private key is a secret', () => {
    const distribution = Object.values(resourcesOf(store.templates.web, 'AWS::CloudFront::Distribution'))[0];
    const config = distribution?.Properties['DistributionConfig'] as {
      CacheBehaviors: { PathPattern: string; TrustedKeyGroups?: unknown[]; ViewerProtocolPolicy: string; AllowedMethods: string[] }[];
    };
    const streams = config.CacheBehaviors.find((behavior) => behavior.PathPattern === 'streams/*');
    expect(streams?.TrustedKeyGroups).toHaveLength(1);
    expect(streams?.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(streams?.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(Object.keys(resourcesOf(store.templates.web, 'AWS::CloudFront::PublicKey'))).toHaveLength(1);
    expect(Object.keys(resourcesOf(store.templates.web, 'AWS::CloudFront::KeyGroup'))).toHaveLength(1);
    store.templates.data.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Sid: 'CloudFrontReadsStreams',
            Action: 's3:GetObject',
            Resource: Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith(['/streams/*'])]) }),
          }),
        ]),
      },
    });
    const lessons = Object.values(resourcesOf(store.templates.api, 'AWS::Lambda::Function')).find(
      (candidate) => candidate.Properties['Description'] === 'GraphQL resolvers (lessons)',
    );
    const variables = (lessons?.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining(['STREAM_BASE_URL', 'STREAM_KEY_PAIR_ID', 'STREAM_PRIVATE_KEY_SECRET_ID']),
    );
    expect(variables['STREAM_PRIVATE_KEY']).toBeUndefined();
  });
});

describe('cdk-nag', () => {
  it.each([
    ['AwsSolutions', () => new AwsSolutionsChecks()],
    ['Serverless', () => new ServerlessChecks()],
  ])('finds nothing unacknowledged in the %s pack', (_name, pack) => {
    const report = pack().validateScope(store.app);
    const findings = report.violations.map(
      (violation) =>
        `${violation.severity} ${violation.ruleName}: ${violation.violatingResources.map((resource) => resource.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
  });
});

/**
 * Every store function's actions on the store's resources, by handler (functions/handlers/<name>.ts).
 * The table's come from the declaration beside each function (functions/handlers/resolver-map.ts);
 * the rest from the modules its code reaches (infra/function-reach.ts). sqs:SendMessage is the mail
 * queue (the publish function's: its dead-letter queue); secretsmanager the payment credentials, the
 * ARCA credentials (invoice worker) or the stream signing key.
 */
const EXPECTED_ACTIONS: Record<string, string[]> = {
  account: [
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  admin: [
    'dynamodb:BatchGetItem',
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    'secretsmanager:DescribeSecret',
    'secretsmanager:GetSecretValue',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  // reads only: no write action although its items repository holds writes
  catalogue: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'],
  'catalogue-admin': [
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    'lambda:InvokeFunction',
    's3:GetObject',
    's3:ListBucket',
    's3:PutObject',
    'secretsmanager:DescribeSecret',
    'secretsmanager:GetSecretValue',
  ],
  certificates: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query'],
  // no mail queue: its comments' e-mails leave as digests from the outbox worker; the content bucket
  // and the stream key for form checks (issue 40: the member's presigned upload, one video's cookies)
  coaching: [
    'dynamodb:BatchGetItem',
    'dynamodb:ConditionCheckItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    's3:GetObject',
    's3:ListBucket',
    's3:PutObject',
    'secretsmanager:DescribeSecret',
    'secretsmanager:GetSecretValue',
  ],
  'custom-message': [],
  evaluations: [
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    'lambda:InvokeFunction',
    's3:GetObject',
    's3:ListBucket',
    's3:PutObject',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  'invoice-worker': [
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    's3:GetObject',
    's3:PutObject',
    'secretsmanager:DescribeSecret',
    'secretsmanager:GetSecretValue',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  invoices: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 's3:GetObject', 's3:PutObject'],
  lessons: [
    'dynamodb:GetItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    // the course page republished when a lesson's captions are added or removed (issue 42)
    'lambda:InvokeFunction',
    's3:GetObject',
    's3:ListBucket',
    's3:PutObject',
    'secretsmanager:DescribeSecret',
    'secretsmanager:GetSecretValue',
  ],
  // consumes the mail queue and sends through SES
  'mail-feedback': [
    'dynamodb:UpdateItem',
    'sqs:ChangeMessageVisibility',
    'sqs:DeleteMessage',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:ReceiveMessage',
  ],
  'mail-sender': [
    'dynamodb:GetItem',
    'dynamodb:UpdateItem',
    'ses:SendEmail',
    'ses:SendRawEmail',
    'sqs:ChangeMessageVisibility',
    'sqs:DeleteMessage',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:ReceiveMessage',
  ],
  orders: [
    'dynamodb:BatchGetItem',
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    'secretsmanager:DescribeSecret',
    'secretsmanager:GetSecretValue',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  // a price change's fan-out (the planning's subscriber pointers, the subscriptions by key, each saved)
  // and its update at Mercado Pago (the sellers' credentials), decision 154
  'outbox-worker': [
    'dynamodb:BatchGetItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    'secretsmanager:DescribeSecret',
    'secretsmanager:GetSecretValue',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  'payment-changes': [
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'secretsmanager:DescribeSecret',
    'secretsmanager:GetSecretValue',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  'payment-sweep': [
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    'secretsmanager:DescribeSecret',
    'secretsmanager:GetSecretValue',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  'payment-webhook': [
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'secretsmanager:DescribeSecret',
    'secretsmanager:GetSecretValue',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  'planning-notices': [
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  plannings: [
    'dynamodb:BatchGetItem',
    'dynamodb:ConditionCheckItem',
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    's3:GetObject',
    's3:ListBucket',
    's3:PutObject',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  'post-confirmation': ['dynamodb:BatchGetItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:Query'],
  'pre-sign-up': [],
  // the site bucket and its distribution; sqs: its dead-letter queue of failed publish events
  publish: [
    'cloudfront:CreateInvalidation',
    'dynamodb:BatchGetItem',
    'dynamodb:GetItem',
    'dynamodb:Query',
    's3:DeleteObject',
    's3:GetObject',
    's3:ListBucket',
    's3:PutObject',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  'subscription-changes': [
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'secretsmanager:DescribeSecret',
    'secretsmanager:GetSecretValue',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  subscriptions: [
    'dynamodb:BatchGetItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    // A planning's offer changed: its published page is drawn again (the publish function).
    'lambda:InvokeFunction',
    'secretsmanager:DescribeSecret',
    'secretsmanager:GetSecretValue',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  'video-ladder-finished': [
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    'lambda:InvokeFunction',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:SendMessage',
  ],
  'video-uploaded': ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
};
