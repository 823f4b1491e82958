// The API stack: AppSync from schema.graphql with one Lambda data source per function of the
// resolver map and one resolver per mapped field (the shared APPSYNC_JS code in front of the Lambda), the HTTP functions (the payment
// webhook) behind Function URLs, and the SPA's /config.json, written here because this stack
// knows the endpoint and the published API key.
import { join } from 'node:path';
import { ArnFormat, CfnOutput, Duration, Expiration, Fn, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AuthorizationType,
  CfnApiKey,
  Code,
  Definition,
  FieldLogLevel,
  FunctionRuntime,
  GraphqlApi,
  IntrospectionConfig,
  type IGraphqlApi,
} from 'aws-cdk-lib/aws-appsync';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FunctionUrlAuthType } from 'aws-cdk-lib/aws-lambda';
import { failedInvocationsQueue } from '../constructs/failed-invocations';
import { Rule, Schedule as EventsSchedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption, type IQueue } from 'aws-cdk-lib/aws-sqs';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import {
  graphqlFunctions,
  httpFunctions,
  publishFunction as publishFunctionDefinition,
  scheduledFunctions,
  UNRESOLVED_FIELDS,
  type FunctionDefinition,
  type FunctionGrants,
} from '../../functions/handlers/resolver-map';
import type { RuntimeConfig } from '../shared/runtime-config';
import { assertResolverCoverage } from '../checks/resolver-coverage';
import { acknowledgeCdkProviders, acknowledgeWildcardFindings } from '../constructs/nag-acknowledgements';
import { ApiFirewall } from '../constructs/api-firewall';
import { createStoreFunction } from '../constructs/store-function-factory';
import { API_LIMITS, introspectionEnabled } from '../shared/api-limits';
import { RESERVED_CONCURRENCY } from '../shared/reserved-concurrency';
import { LAMBDA_RESOLVER_CODE } from '../shared/lambda-resolver-code';
import type { StoreFunction } from '../constructs/store-function';
import { functionReach } from '../function-reach';
import { readPreludeSdl, readSchemaSdl, SCHEMA_FILE } from '../schema-source';
import type { StageSettings } from '../stage-settings';
import type { DataStack } from './data-stack';
import { publishFunctionName } from './publish-function-name';
import { RUNTIME_CONFIG_KEY, siteBucketName } from './web-stack';
import { repositoryRoot } from '../shared/paths';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The visitors' key expires 365 days (AppSync's maximum) after the day of the deploy that last
 * touched it; every deploy extends it. Counted from the start of the UTC day so that two synths
 * on one day produce the same template.
 */
export function apiKeyExpiry(now: Date = new Date()): Expiration {
  const startOfDay = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return Expiration.atDate(new Date(startOfDay + 365 * DAY_MS));
}

export interface ApiStackProps extends StackProps {
  settings: StageSettings;
  data: DataStack;
  web: { stackName: string; distribution: IDistribution; webUrl: string; streamKeyPairId: string };
  /** What the functions/handlers/resolver-map.ts maps export; replaceable in tests. */
  resolverMap?: {
    graphqlFunctions: Readonly<Record<string, FunctionDefinition>>;
    httpFunctions: Readonly<Record<string, FunctionGrants & { path: string }>>;
    unresolvedFields: Readonly<Record<string, number>>;
  };
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export class ApiStack extends Stack {
  readonly api: IGraphqlApi;
  readonly graphqlFunctions: Record<string, StoreFunction> = {};
  readonly httpFunctions: Record<string, StoreFunction> = {};
  readonly publishFunction: StoreFunction;
  readonly scheduledFunctions: Record<string, StoreFunction> = {};
  /** Every dead-letter queue of this stack by name (publish events, scheduled runs): each has an alarm. */
  readonly deadLetterQueues: Record<string, IQueue> = {};

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings, data, web } = props;
    const map = props.resolverMap ?? { graphqlFunctions, httpFunctions, unresolvedFields: UNRESOLVED_FIELDS };
    // Before anything is built: a field without resolver or a resolver without field stops synth.
    assertResolverCoverage({
      schemaSdl: readSchemaSdl(),
      preludeSdl: readPreludeSdl(),
      functions: map.graphqlFunctions,
      unresolved: map.unresolvedFields,
    });

    const wiring = {
      settings,
      mail: data.mail,
      table: data.table,
      mailIdentity: data.mailIdentity,
      mailQueue: data.mailQueue,
      paymentCredentials: data.paymentCredentials,
      arcaCredentials: data.arcaCredentials,
      contentBucketName: data.contentBucketName,
    };

    // The publish function: renders the storefront into the site bucket (see functions/publish).
    // Catalogue changes invoke it asynchronously; EventBridge runs it every minute for offer
    // window edges (and a full publish once a deploy changed the SPA shell).
    const publishFailures = new Queue(this, 'PublishFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(publishFailures).acknowledge(
      {
        id: 'AwsSolutions-SQS3',
        reason:
          "This queue is the publish function's dead-letter queue (failed asynchronous publish events, kept 14 days for the operator).",
      },
      {
        id: 'Serverless-SQSRedrivePolicy',
        reason: "This queue is itself the publish function's dead-letter queue; nothing consumes it but the operator.",
      },
    );
    const publishFunction = createStoreFunction(this, 'PublishFunction', {
      ...wiring,
      entry: publishFunctionDefinition.entry,
      description: 'Publishes the storefront as HTML to the site bucket',
      site: { bucketName: siteBucketName(web.stackName), distribution: web.distribution, webUrl: web.webUrl },
      options: {
        asyncFailureQueue: publishFailures,
        reservedConcurrentExecutions: RESERVED_CONCURRENCY.publish,
        functionName: publishFunctionName(settings.stage),
        timeout: Duration.minutes(5),
        memorySize: 1024,
        // The renderer (the web's React components for Node) ships next to the handler.
        afterBundling: (outputDir) => [`node --import tsx ${join(repositoryRoot, 'infra/publish-renderer-cli.ts')} ${outputDir}`],
      },
    });
    const schedule = new Rule(this, 'PublishSchedule', {
      description: 'Storefront: republish at offer window edges; everything after a deploy',
      schedule: EventsSchedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(publishFunction.function, { retryAttempts: 0 })],
    });
    Validations.of(schedule).acknowledge({
      id: 'Serverless-EventBusDLQ',
      reason:
        'A failed or missed scheduled run loses nothing: the next run (a minute later) publishes every offer edge since the last instant it published (kept in the publish manifest).',
    });
    this.publishFunction = publishFunction;
    this.deadLetterQueues['publishFailures'] = publishFailures;

    // HTTP functions first: the payment webhook's address is a setting of the order functions.
    let paymentWebhookUrl: string | undefined;
    for (const [name, definition] of Object.entries(map.httpFunctions)) {
      const isPaymentWebhook = functionReach(definition.entry).paymentCredentials;
      const storeFunction = createStoreFunction(this, `${upperFirst(name)}Function`, {
        ...wiring,
        entry: definition.entry,
        description: `HTTP ${definition.path} (${name})`,
        payments: { STORE_WEB_URL: web.webUrl },
        ...(isPaymentWebhook ? { options: { reservedConcurrentExecutions: RESERVED_CONCURRENCY.paymentWebhook } } : {}),
      });
      // Anyone on the internet may call it: the code verifies the provider's signature.
      const url = storeFunction.function.addFunctionUrl({ authType: FunctionUrlAuthType.NONE });
      const address = Fn.join('', [url.url, definition.path.replace(/^\/+/, '')]);
      if (isPaymentWebhook) {
        if (paymentWebhookUrl) throw new Error('More than one HTTP function reads the payment credentials: which one is the webhook?');
        paymentWebhookUrl = address;
      }
      new CfnOutput(this, `${upperFirst(name)}Url`, { value: address, description: `HTTP function "${name}"` });
      this.httpFunctions[name] = storeFunction;
    }

    // Scheduled functions (the payment sweep, the payment changes, the invoice worker, the planning
    // notices): EventBridge Scheduler invokes the same handler the local stack runs on a timer, with
    // the run's scheduled time as input (a retry carries the same one). A run that fails is retried
    // twice by the scheduler, then lands in the function's dead-letter queue (alarmed), and so does a
    // run the function itself failed after Lambda's two retries; the next run picks up whatever is
    // still due anyway.
    // The invoice worker runs one at a time (reserved concurrency 1): a point of sale's numbers are
    // asked for in order. Its documents retry with their own backoff (kept per document in the table).
    for (const [name, definition] of Object.entries(scheduledFunctions)) {
      const isInvoiceWorker = name === 'invoiceWorker';
      const timing: { everyMinutes?: number; utcHours?: string } = definition.schedule;
      const when = timing.everyMinutes ? `every ${timing.everyMinutes} min` : `hourly at UTC hours ${timing.utcHours ?? ''}`;
      // EventBridge Scheduler invokes asynchronously: a run the function fails is retried twice by
      // Lambda, then lands here (the on-failure destination); a run the scheduler could not deliver
      // lands here too (the schedule's dead-letter queue).
      const runFailures = failedInvocationsQueue(this, `${upperFirst(name)}RunFailures`, `${name}'s schedule`);
      const storeFunction = createStoreFunction(this, `${upperFirst(name)}Function`, {
        ...wiring,
        entry: definition.entry,
        description: `Scheduled ${when} (${name})`,
        payments: { STORE_WEB_URL: web.webUrl },
        options: {
          asyncFailureQueue: runFailures,
          ...('timeoutSeconds' in definition ? { timeout: Duration.seconds(definition.timeoutSeconds) } : {}),
          ...(isInvoiceWorker ? { reservedConcurrentExecutions: RESERVED_CONCURRENCY.invoiceWorker, timeout: Duration.seconds(60) } : {}),
        },
      });
      this.deadLetterQueues[`${name}RunFailures`] = runFailures;
      const schedulerRole = new Role(this, `${upperFirst(name)}SchedulerRole`, {
        assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
        description: `EventBridge Scheduler invokes ${name}`,
      });
      new Schedule(this, `${upperFirst(name)}Schedule`, {
        description: `${name}: ${when}`,
        schedule: timing.everyMinutes
          ? ScheduleExpression.rate(Duration.minutes(timing.everyMinutes))
          : ScheduleExpression.cron({ minute: '0', hour: timing.utcHours ?? '0' }),
        target: new LambdaInvoke(storeFunction.function, {
          role: schedulerRole,
          retryAttempts: 2,
          maxEventAge: Duration.minutes(timing.everyMinutes ?? 60),
          deadLetterQueue: runFailures,
          input: ScheduleTargetInput.fromObject({ scheduledTime: ContextAttribute.scheduledTime }),
        }),
      });
      acknowledgeWildcardFindings(
        schedulerRole,
        'aws-cdk-lib lets the scheduler invoke the function and its versions (ARN and ARN:*); this role can invoke nothing else.',
      );
      this.scheduledFunctions[name] = storeFunction;
    }

    const logsRole = new Role(this, 'ApiLogsRole', {
      assumedBy: new ServicePrincipal('appsync.amazonaws.com'),
      description: 'AppSync writes its logs',
    });
    const published = settings.apiKeyGenerations.at(-1) ?? '1';
    const expires = apiKeyExpiry();
    const api = new GraphqlApi(this, 'Api', {
      name: id,
      definition: Definition.fromFile(SCHEMA_FILE),
      authorizationConfig: {
        defaultAuthorization: {
          authorizationType: AuthorizationType.USER_POOL,
          userPoolConfig: { userPool: data.userPool },
        },
        additionalAuthorizationModes: [
          {
            authorizationType: AuthorizationType.API_KEY,
            apiKeyConfig: { name: `Visitors${published}`, description: `Visitors, generation ${published}`, expires },
          },
        ],
      },
      logConfig: {
        // Errors only, without request and response bodies: ALL would log buyers' addresses.
        fieldLogLevel: FieldLogLevel.ERROR,
        excludeVerboseContent: true,
        role: logsRole,
        retention: settings.production ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH,
      },
      xrayEnabled: true,
      // The limits the local endpoint enforces too (infra/shared/api-limits.ts).
      queryDepthLimit: API_LIMITS.queryDepthLimit,
      resolverCountLimit: API_LIMITS.resolverCountLimit,
      introspectionConfig: introspectionEnabled(settings.stage) ? IntrospectionConfig.ENABLED : IntrospectionConfig.DISABLED,
    });
    this.api = api;
    new ApiFirewall(this, 'Firewall', {
      protectedArns: { Api: api.arn, UserPool: data.userPool.userPoolArn },
      logRetention: settings.production ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH,
    });
    // Older key generations stay valid until the operator drops them (rotation, see docs/operations.md).
    for (const generation of settings.apiKeyGenerations.slice(0, -1)) {
      new CfnApiKey(api, `Visitors${generation}ApiKey`, {
        apiId: api.apiId,
        description: `Visitors, generation ${generation} (retiring)`,
        expires: expires.toEpoch(),
      });
    }

    // AppSync's log group is named after the API; aws-cdk-lib's LogRetention gives it a retention.
    logsRole.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [
          this.formatArn({
            service: 'logs',
            resource: 'log-group',
            resourceName: `/aws/appsync/apis/${api.apiId}:*`,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    );
    acknowledgeWildcardFindings(
      logsRole,
      "AppSync writes log streams whose names it chooses, inside the API's own log group only (the trailing :* is the streams).",
    );
    Validations.of(api).acknowledge({
      id: 'AwsSolutions-ASC3',
      reason:
        "Field errors are logged (FieldLogLevel.ERROR) without verbose content: verbose logs would copy request and response bodies — buyers' names, e-mails and addresses — into CloudWatch.",
    });

    for (const [name, definition] of Object.entries(map.graphqlFunctions)) {
      const storeFunction = createStoreFunction(this, `${upperFirst(name)}Function`, {
        ...wiring,
        entry: definition.entry,
        description: `GraphQL resolvers (${name})`,
        publishFunction: publishFunction.function,
        // Ladders are served by the store's own distribution (/streams/*) behind signed cookies.
        streaming: { baseUrl: web.webUrl, keyPairId: web.streamKeyPairId, signingKey: data.streamSigningKey },
        payments: {
          STORE_WEB_URL: web.webUrl,
          MAX_INSTALLMENTS: String(settings.maxInstallments),
          ...(paymentWebhookUrl ? { PAYMENT_WEBHOOK_URL: paymentWebhookUrl } : {}),
        },
      });
      this.graphqlFunctions[name] = storeFunction;
      const dataSource = api.addLambdaDataSource(`${upperFirst(name)}DataSource`, storeFunction.function);
      acknowledgeWildcardFindings(
        dataSource,
        'aws-cdk-lib lets AppSync invoke the function and its versions (ARN and ARN:*); this role can invoke nothing else.',
      );
      // One resolver code for every field (infra/shared/lambda-resolver-code.ts): the function's
      // expected errors are raised here with util.error, so they never count as Lambda errors.
      const resolverCode = Code.fromInline(LAMBDA_RESOLVER_CODE);
      for (const typeName of ['Query', 'Mutation'] as const) {
        for (const fieldName of definition.fields[typeName] ?? []) {
          dataSource.createResolver(`${typeName}${upperFirst(fieldName)}Resolver`, {
            typeName,
            fieldName,
            runtime: FunctionRuntime.JS_1_0_0,
            code: resolverCode,
          });
        }
      }
    }

    // The SPA's runtime configuration: the same shape the local stack serves.
    const runtimeConfig: RuntimeConfig = {
      region: this.region,
      graphqlUrl: api.graphqlUrl,
      apiKey: api.apiKey ?? '',
      userPoolId: data.userPool.userPoolId,
      userPoolClientId: data.userPoolClient.userPoolClientId,
      cognitoEndpoint: null,
      storeName: settings.storeName,
      legalName: settings.legalName,
      cuit: settings.cuit,
      maxInstallments: settings.maxInstallments,
    };
    new BucketDeployment(this, 'DeployRuntimeConfig', {
      sources: [Source.jsonData(RUNTIME_CONFIG_KEY, runtimeConfig)],
      destinationBucket: Bucket.fromBucketName(this, 'SiteBucket', siteBucketName(web.stackName)),
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: web.distribution,
      distributionPaths: [`/${RUNTIME_CONFIG_KEY}`],
      memoryLimit: 512,
      logGroup: new LogGroup(this, 'DeploymentLogs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    acknowledgeCdkProviders(this);

    new CfnOutput(this, 'GraphqlUrl', { value: api.graphqlUrl });
    new CfnOutput(this, 'PublishedApiKeyGeneration', { value: published });
  }
}
