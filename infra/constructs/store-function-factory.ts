// Builds a store function wired by what its code reaches (infra/function-reach.ts): the shared
// settings of the stage for any code that loads functions/config.ts, the table, SES sending and
// the payment credentials only where the import graph leads to the module that uses them.
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { GLOBAL_SECONDARY_INDEXES } from '../../functions/data/table';
import { BUNDLED_FOLDERS, functionReach, type FunctionReach } from '../function-reach';
import { acknowledgeWildcardFindings } from './nag-acknowledgements';
import type { StageSettings } from '../stage-settings';
import { StoreFunction, type FunctionSetting } from './store-function';

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
}

export function createStoreFunction(scope: Construct, id: string, wiring: StoreFunctionWiring): StoreFunction {
  const reach = functionReach(wiring.entry);
  const storeFunction = new StoreFunction(scope, id, {
    entry: wiring.entry,
    description: wiring.description,
    logRetention: wiring.settings.production ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH,
    retainLogs: wiring.settings.production,
    environment: { STORE_NAME: wiring.mail.storeName },
    bundledFolders: Object.entries(BUNDLED_FOLDERS)
      .filter(([access]) => reach[access as keyof FunctionReach])
      .map(([, folder]) => folder),
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
  for (const [setting, value] of Object.entries(wiring.environment ?? {})) {
    if (value !== undefined) storeFunction.setEnvironment(setting as FunctionSetting, value);
  }
  return storeFunction;
}
