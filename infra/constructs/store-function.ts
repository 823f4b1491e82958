// The one way the store builds a Lambda function: Node.js 24 on ARM64, an ESM bundle from local
// esbuild (minified, with source maps), its own log group with a retention, X-Ray tracing, and a
// role that starts with nothing but its own log group. Access is added through helpers that grant
// and configure together (bindTable, bindSecret, …), so a permission never exists without the
// setting that uses it, nor the other way round.
import { basename, join } from 'node:path';
import { Arn, Aws, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { ApplicationLogLevel, Architecture, LoggingFormat, Runtime, SystemLogLevel, Tracing, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { FunctionsConfig } from '../../functions/settings/all';
import { repositoryRoot } from '../shared/paths';

/**
 * esbuild settings of every function. Exported so that measurements (npm run bench) bundle
 * exactly as a deploy does.
 */
export const FUNCTION_BUNDLING = {
  format: OutputFormat.ESM,
  minify: true,
  sourceMap: true,
  // Prefer the ESM builds of dependencies (the AWS SDK ships both): smaller bundles, faster start.
  mainFields: ['module', 'main'],
  target: 'node24',
  // Bundle the AWS SDK instead of using the runtime's copy: the deployed code then runs the exact
  // versions the lockfile and the tests use.
  externalModules: [],
  // A CommonJS dependency that calls require() on a Node built-in needs a require in ESM output.
  banner: "import { createRequire as __storeCreateRequire } from 'node:module'; const require = __storeCreateRequire(import.meta.url);",
  forceDockerBundling: false,
} as const satisfies BundlingOptions;

/** The CloudWatch namespace of the store's own metrics (Powertools Metrics, EMF). */
export const STORE_METRICS_NAMESPACE = 'FitnessStore';

/** Settings a function may receive; names checked against functions/settings/. */
export type FunctionSetting = keyof FunctionsConfig;

export interface StoreFunctionProps {
  /** Handler module, relative to the repository root (as in functions/handlers/resolver-map.ts). */
  entry: string;
  description: string;
  /**
   * How the function is invoked: synchronously (AppSync, a Cognito trigger, a Function URL; the
   * caller sees the error) or by an SQS event source mapping (failures go back to the queue, whose
   * redrive policy ends in a dead-letter queue).
   * @default 'synchronous'
   */
  invocation?: 'synchronous' | 'queue';
  /** @default 512 MB: the bundled SDK initialises noticeably faster with the CPU share it brings. */
  memorySize?: number;
  /** @default 10 seconds, well under AppSync's 30-second limit. */
  timeout?: Duration;
  logRetention: RetentionDays;
  /** Whether the log group outlives the stack (production). */
  retainLogs: boolean;
  /**
   * For a function invoked asynchronously (the publish function, S3's video uploads, the ladder
   * event, the schedules): failed events, after Lambda's two retries, land in this queue (its
   * on-failure destination and dead-letter queue). The others are invoked synchronously (AppSync,
   * Cognito triggers, Function URLs) or polled from a queue, and need none.
   */
  asyncFailureQueue?: IQueue;
  /** Runs after esbuild, in the bundle's folder (e.g. shipping the renderer bundle). */
  afterBundling?: (outputDir: string) => string[];
  /** Runs of this function never overlap. */
  reservedConcurrentExecutions?: number;
  /**
   * A fixed name, for a function another stack invokes by name (a reference would make the stacks
   * depend on each other both ways). @default CloudFormation's generated name
   */
  functionName?: string;
  /**
   * Folders of files the code reads at run time (e.g. fonts), relative to the repository root,
   * copied next to the bundle under their own name, where `new URL('./<name>/…', import.meta.url)`
   * finds them as it does beside the source.
   */
  bundledFolders?: readonly string[];
}

export class StoreFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: StoreFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // A role of our own instead of the AWSLambdaBasicExecutionRole managed policy, which may
    // write to every log group of the account.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description} (function role)`,
    });
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );

    this.function = new NodejsFunction(this, 'Function', {
      ...(props.functionName ? { functionName: props.functionName } : {}),
      entry: join(repositoryRoot, props.entry),
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      role: this.role,
      projectRoot: repositoryRoot,
      depsLockFilePath: join(repositoryRoot, 'package-lock.json'),
      bundling:
        props.bundledFolders?.length || props.afterBundling
          ? {
              ...FUNCTION_BUNDLING,
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) => [
                  ...(props.bundledFolders ?? []).map(
                    (folder) => `cp -r "${join(inputDir, folder)}" "${join(outputDir, basename(folder))}"`,
                  ),
                  ...(props.afterBundling?.(outputDir) ?? []),
                ],
              },
            }
          : FUNCTION_BUNDLING,
      ...(props.asyncFailureQueue
        ? { deadLetterQueue: props.asyncFailureQueue, onFailure: new SqsDestination(props.asyncFailureQueue), retryAttempts: 2 }
        : {}),
      ...(props.reservedConcurrentExecutions ? { reservedConcurrentExecutions: props.reservedConcurrentExecutions } : {}),
      // JSON lines: Lambda's own lines (START, REPORT, errors) and the code's (Powertools Logger)
      // are queried alike in CloudWatch Logs Insights.
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.WARN,
      environment: {
        // Stack traces point at the TypeScript sources through the bundled source maps.
        NODE_OPTIONS: '--enable-source-maps',
        // Powertools Logger and Metrics: the service name on every line and metric.
        POWERTOOLS_SERVICE_NAME: 'fitness-store',
        POWERTOOLS_METRICS_NAMESPACE: STORE_METRICS_NAMESPACE,
      },
    });
    const invocation = props.invocation ?? 'synchronous';

    const policy = this.role.node.tryFindChild('DefaultPolicy');
    if (policy) {
      Validations.of(policy).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions, so AWS requires "*".',
      });
    }
    Validations.of(this.function).acknowledge(
      ...(props.asyncFailureQueue
        ? []
        : [
            {
              id: 'Serverless-LambdaDLQ',
              reason:
                invocation === 'queue'
                  ? "Fed by an SQS event source mapping, never invoked asynchronously: a message it fails goes back to its queue, whose redrive policy moves it to the queue's dead-letter queue (watched by an alarm)."
                  : 'Invoked synchronously only (AppSync resolver, Cognito trigger or Function URL): the caller receives the error and retries; a dead-letter queue only applies to asynchronous invocations.',
            },
            {
              id: 'Serverless-LambdaAsyncFailureDestination',
              reason:
                invocation === 'queue'
                  ? 'Never invoked asynchronously: an SQS event source mapping polls for it, and failed messages end in the dead-letter queue.'
                  : 'Never invoked asynchronously (AppSync, Cognito triggers and Function URLs call it synchronously).',
            },
          ]),
    );
  }

  /**
   * Send `actions` to the store's table (the ones the function's data modules use, read from its
   * import graph), and tell the code the table's name. Never Scan (no request path may scan); the
   * indexes by name and only for a function that queries, so the role holds no wildcard.
   */
  bindTable(table: ITableV2, indexNames: readonly string[], actions: readonly string[]): this {
    if (actions.includes('dynamodb:Scan')) throw new Error(`${this.node.path}: no function may scan the table`);
    if (actions.length > 0) {
      const queries = actions.includes('dynamodb:Query');
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: [...actions],
          resources: [table.tableArn, ...(queries ? indexNames.map((indexName) => `${table.tableArn}/index/${indexName}`) : [])],
        }),
      );
    }
    this.setEnvironment('TABLE_NAME', table.tableName);
    return this;
  }

  /** Read one secret (e.g. a seller's payment credentials) whose ARN the code finds in `setting`. */
  bindSecret(secret: ISecret, setting: FunctionSetting): this {
    secret.grantRead(this.function);
    this.setEnvironment(setting, secret.secretArn);
    return this;
  }

  /**
   * Sign addresses to read and upload the courses' videos, and tell the code the bucket. The
   * bucket is named by the caller (not referenced) so the grant reads the same in every stack.
   */
  bindContentBucket(bucketName: string): this {
    const bucketArn = Arn.format({ partition: Aws.PARTITION, service: 's3', region: '', account: '', resource: bucketName });
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['s3:GetObject', 's3:PutObject'],
        resources: [`${bucketArn}/*`],
      }),
    );
    // Without ListBucket, S3 answers 403 instead of 404 for a video not uploaded yet.
    this.role.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:ListBucket'], resources: [bucketArn] }));
    this.setEnvironment('CONTENT_BUCKET', bucketName);
    return this;
  }

  /**
   * The invoices' PDFs: read and write objects under invoices/ of the content bucket, and nothing
   * else of it (the invoice worker stores them; the invoices function signs their downloads).
   */
  bindInvoiceDocuments(bucketName: string): this {
    const bucketArn = Arn.format({ partition: Aws.PARTITION, service: 's3', region: '', account: '', resource: bucketName });
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:GetObject', 's3:PutObject'], resources: [`${bucketArn}/invoices/*`] }),
    );
    this.setEnvironment('INVOICE_DOCUMENTS_BUCKET', bucketName);
    return this;
  }

  /**
   * Publish the storefront: read and write the site bucket's files (pages, sitemap, the publish
   * manifest; ListBucket so a missing file is a 404, not a 403) and invalidate the distribution.
   */
  bindSite(bucketName: string, distribution: IDistribution): this {
    const bucketArn = Arn.format({ partition: Aws.PARTITION, service: 's3', region: '', account: '', resource: bucketName });
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: [`${bucketArn}/*`],
      }),
    );
    this.role.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:ListBucket'], resources: [bucketArn] }));
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['cloudfront:CreateInvalidation'],
        resources: [
          Arn.format({
            partition: Aws.PARTITION,
            service: 'cloudfront',
            region: '',
            account: Aws.ACCOUNT_ID,
            resource: 'distribution',
            resourceName: distribution.distributionId,
          }),
        ],
      }),
    );
    this.setEnvironment('SITE_BUCKET', bucketName);
    this.setEnvironment('SITE_DISTRIBUTION_ID', distribution.distributionId);
    return this;
  }

  /** Ask the publish function to republish (asynchronous invoke), and tell the code its name. */
  bindPublishFunction(publishFunction: IFunction): this {
    publishFunction.grantInvoke(this.role);
    this.setEnvironment('PUBLISH_FUNCTION_NAME', publishFunction.functionName);
    return this;
  }

  /** Sets one of the settings functions/config.ts reads. */
  setEnvironment(setting: FunctionSetting, value: string): this {
    this.function.addEnvironment(setting, value);
    return this;
  }

  /** The principal to grant further permissions to (e.g. sending mail). */
  get grantPrincipal(): IGrantable['grantPrincipal'] {
    return this.function.grantPrincipal;
  }
}
