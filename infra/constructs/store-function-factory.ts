// Builds a store function wired by what its code reaches (infra/function-reach.ts): the shared
// settings of the stage for any code that loads functions/config.ts, the table, SES sending and
// the payment credentials only where the import graph leads to the module that uses them.
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { GLOBAL_SECONDARY_INDEXES } from '../../functions/data/table';
import { functionReach } from '../function-reach';
import { acknowledgeWildcardFindings } from './nag-acknowledgements';
import type { StageSettings } from '../stage-settings';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { StoreFunction, type FunctionSetting, type StoreFunctionProps } from './store-function';

/** The mail settings every function that loads the config needs (CloudFormation parameters). */
export interface StoreMailSettings {
  mailFrom: string;
  storeEmail: string;
  storeName: string;
}

export interface StoreFunctionWiring {
  entry: string;
  description: string;
  settings: StageSettings;
  mail: StoreMailSettings;
  table: ITableV2;
  mailIdentity: IEmailIdentity;
  paymentCredentials: ISecret;
  /** The private bucket of the courses' videos (infra/stacks/data-stack.ts). */
  contentBucketName: string;
  /** Further settings of this function (e.g. the web address for payment return links). */
  environment?: Partial<Record<FunctionSetting, string>>;
  /** The site bucket and its distribution, for code that publishes the storefront. */
  site?: { bucketName: string; distribution: IDistribution };
  /** The publish function, for code that asks for a republish after a catalogue change. */
  publishFunction?: IFunction;
  /** Construct options of this function (asynchronous failures, bundling hooks, concurrency). */
  options?: Pick<StoreFunctionProps, 'asyncFailureQueue' | 'afterBundling' | 'reservedConcurrentExecutions' | 'timeout' | 'memorySize'>;
}

export function createStoreFunction(scope: Construct, id: string, wiring: StoreFunctionWiring): StoreFunction {
  const reach = functionReach(wiring.entry);
  const storeFunction = new StoreFunction(scope, id, {
    entry: wiring.entry,
    description: wiring.description,
    logRetention: wiring.settings.production ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH,
    retainLogs: wiring.settings.production,
    environment: { STORE_NAME: wiring.mail.storeName },
    ...wiring.options,
  });
  if (reach.config) {
    storeFunction
      .setEnvironment('MAIL_TRANSPORT', 'ses')
      .setEnvironment('MAIL_FROM', wiring.mail.mailFrom)
      .setEnvironment('STORE_EMAIL', wiring.mail.storeEmail);
  }
  if (reach.table) {
    storeFunction.bindTable(
      wiring.table,
      GLOBAL_SECONDARY_INDEXES.map((index) => index.indexName),
    );
  } else if (reach.config) {
    // functions/config.ts requires the name even from code that never opens the table.
    storeFunction.setEnvironment('TABLE_NAME', wiring.table.tableName);
  }
  if (reach.mail) wiring.mailIdentity.grantSendEmail(storeFunction.function);
  if (reach.paymentCredentials) storeFunction.bindSecret(wiring.paymentCredentials, 'MERCADO_PAGO_SECRET_ID');
  if (reach.content) {
    storeFunction.bindContentBucket(wiring.contentBucketName);
    acknowledgeWildcardFindings(
      storeFunction.role,
      "Videos are read and uploaded through presigned URLs for any object of the store's private content bucket (keys are chosen per course and topic at run time); the role reaches no other bucket.",
    );
  }
  if (reach.site) {
    if (!wiring.site) throw new Error(`${wiring.entry} publishes the storefront: give it the site bucket and distribution`);
    storeFunction.bindSite(wiring.site.bucketName, wiring.site.distribution);
    acknowledgeWildcardFindings(
      storeFunction.role,
      "The publisher writes and removes the storefront's pages, whose keys follow the catalogue's items (courses/<id>.html, …), in the store's own site bucket only.",
    );
  }
  if (reach.publishing && wiring.publishFunction) {
    storeFunction.bindPublishFunction(wiring.publishFunction);
    acknowledgeWildcardFindings(
      storeFunction.role,
      'aws-cdk-lib grants invoking the publish function and its versions (ARN and ARN:*); no other function can be invoked.',
    );
  }
  for (const [setting, value] of Object.entries(wiring.environment ?? {})) {
    if (value !== undefined) storeFunction.setEnvironment(setting as FunctionSetting, value);
  }
  return storeFunction;
}
