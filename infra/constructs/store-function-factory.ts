// Builds a store function wired by what its code reaches (infra/function-reach.ts): each settings
// slice its code reads gets its values, and each access its code can use gets its grant — the
// table actions declared beside the function (checked against what its modules can send), the
// mail queue, SES, the payment credentials, the video bucket — and nothing else.
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { GLOBAL_SECONDARY_INDEXES } from '../../functions/data/table';
import { BUNDLED_FOLDERS, functionReach, grantedTableActions } from '../function-reach';
import { acknowledgeWildcardFindings } from './nag-acknowledgements';
import type { StageSettings } from '../stage-settings';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { StoreFunction, type FunctionSetting, type StoreFunctionProps } from './store-function';

/** The store's mail settings (CloudFormation parameters of the data stack). */
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
  /** The queue the functions put e-mails on (the mail sender consumes it). */
  mailQueue: IQueue;
  /** The SES configuration set every e-mail is sent with, and the mail sender's pace (the mail sender only). */
  mailSending?: { configurationSetName: string; configurationSetArn: string; sendIntervalMs: number };
  paymentCredentials: ISecret;
  /** The sellers' ARCA certificates and keys (Secrets Manager). */
  arcaCredentials: ISecret;
  /** The private bucket of the courses' videos (infra/stacks/data-stack.ts). */
  contentBucketName: string;
  /** Settings of the payments slice known only to the caller (web address, webhook address). */
  payments?: Partial<Record<'STORE_WEB_URL' | 'PAYMENT_WEBHOOK_URL' | 'MAX_INSTALLMENTS', string>>;
  /** Memory, when the default does not fit (see StoreFunctionProps). */
  memorySize?: number;
  /** @default 'synchronous' (see StoreFunctionProps). */
  invocation?: 'synchronous' | 'queue';
  /** The site bucket, its distribution and address, for code that publishes the storefront. */
  site?: { bucketName: string; distribution: IDistribution; webUrl: string };
  /** The publish function, for code that asks for a republish after a catalogue change. */
  publishFunction?: IFunction;
  /** The role MediaConvert assumes, for the function that starts ladder jobs (issue 26). */
  transcoding?: { roleArn: string };
  /** Where ladders are served and the CloudFront key that signs their cookies (issue 26). */
  streaming?: { baseUrl: string; keyPairId: string; signingKey: ISecret };
  /** Construct options of this function (asynchronous failures, bundling hooks, concurrency). */
  options?: Pick<
    StoreFunctionProps,
    'asyncFailureQueue' | 'afterBundling' | 'reservedConcurrentExecutions' | 'timeout' | 'memorySize' | 'functionName'
  >;
}

export function createStoreFunction(scope: Construct, id: string, wiring: StoreFunctionWiring): StoreFunction {
  const reach = functionReach(wiring.entry);
  const storeFunction = new StoreFunction(scope, id, {
    entry: wiring.entry,
    description: wiring.description,
    logRetention: wiring.settings.production ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH,
    retainLogs: wiring.settings.production,
    ...(wiring.memorySize ? { memorySize: wiring.memorySize } : {}),
    ...(wiring.invocation ? { invocation: wiring.invocation } : {}),
    bundledFolders: Object.entries(BUNDLED_FOLDERS)
      .filter(([access]) => reach[access as keyof typeof BUNDLED_FOLDERS])
      .map(([, folder]) => folder),
    ...wiring.options,
  });
  const slices = reach.settings;
  const tableActions = grantedTableActions(wiring.entry);
  if (reach.table || slices.has('table')) {
    storeFunction.bindTable(
      wiring.table,
      GLOBAL_SECONDARY_INDEXES.map((index) => index.indexName),
      tableActions,
    );
  }
  if (slices.has('store')) {
    storeFunction.setEnvironment('STORE_NAME', wiring.mail.storeName);
    const webUrl = wiring.payments?.STORE_WEB_URL ?? wiring.site?.webUrl;
    if (webUrl) storeFunction.setEnvironment('STORE_WEB_URL', webUrl);
  }
  if (slices.has('contact')) storeFunction.setEnvironment('STORE_EMAIL', wiring.mail.storeEmail);
  if (slices.has('mailQueue') || reach.mailQueue) {
    wiring.mailQueue.grantSendMessages(storeFunction.function);
    storeFunction.setEnvironment('MAIL_QUEUE_URL', wiring.mailQueue.queueUrl);
  }
  if (slices.has('mailDelivery')) {
    if (!wiring.mailSending) throw new Error(`${wiring.entry} sends through SES: give it the configuration set and its pace`);
    storeFunction
      .setEnvironment('MAIL_TRANSPORT', 'ses')
      .setEnvironment('MAIL_FROM', wiring.mail.mailFrom)
      .setEnvironment('MAIL_CONFIGURATION_SET', wiring.mailSending.configurationSetName)
      .setEnvironment('MAIL_SEND_INTERVAL_MS', String(wiring.mailSending.sendIntervalMs));
    // SES authorises a send with a configuration set on the set too, not only on the identity.
    storeFunction.function.addToRolePolicy(
      new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [wiring.mailSending.configurationSetArn] }),
    );
  }
  if (reach.mail) wiring.mailIdentity.grantSendEmail(storeFunction.function);
  if (reach.paymentCredentials) storeFunction.bindSecret(wiring.paymentCredentials, 'MERCADO_PAGO_SECRET_ID');
  if (reach.arcaCredentials) storeFunction.bindSecret(wiring.arcaCredentials, 'ARCA_SECRET_ID');
  if (reach.invoiceDocuments || slices.has('invoiceDocuments')) {
    storeFunction.bindInvoiceDocuments(wiring.contentBucketName);
    acknowledgeWildcardFindings(
      storeFunction.role,
      "Invoices' PDFs are stored and signed for download under invoices/<seller>/<orderId>/ of the content bucket, keys chosen per order at run time; the grant covers that prefix only.",
    );
  }
  if (slices.has('payments')) {
    for (const [setting, value] of Object.entries(wiring.payments ?? {})) {
      if (value !== undefined) storeFunction.setEnvironment(setting as FunctionSetting, value);
    }
  }
  if (reach.content || slices.has('content')) {
    storeFunction.bindContentBucket(wiring.contentBucketName);
    acknowledgeWildcardFindings(
      storeFunction.role,
      "Admins upload videos through presigned PUT URLs and owners watch through presigned GET URLs for keys chosen per course and topic at run time (courses/<courseId>/<topicId>/…), and items' pictures under media/items/<itemId>/<pictureId>/, so the grant covers the objects of the store's private content bucket; the role reaches no other bucket.",
    );
  }
  if (slices.has('transcoding')) {
    if (!wiring.transcoding) throw new Error(`${wiring.entry} starts MediaConvert jobs: give it the MediaConvert role`);
    storeFunction.setEnvironment('CONTENT_BUCKET', wiring.contentBucketName);
    storeFunction.setEnvironment('MEDIACONVERT_ROLE_ARN', wiring.transcoding.roleArn);
  }
  if (slices.has('streaming') || reach.streamSigning) {
    if (!wiring.streaming) throw new Error(`${wiring.entry} signs stream cookies: give it the streams' address and key`);
    storeFunction.setEnvironment('STREAM_BASE_URL', wiring.streaming.baseUrl);
    storeFunction.setEnvironment('STREAM_KEY_PAIR_ID', wiring.streaming.keyPairId);
    storeFunction.bindSecret(wiring.streaming.signingKey, 'STREAM_PRIVATE_KEY_SECRET_ID');
  }
  if (reach.site || slices.has('site')) {
    if (!wiring.site) throw new Error(`${wiring.entry} publishes the storefront: give it the site bucket and distribution`);
    storeFunction.bindSite(wiring.site.bucketName, wiring.site.distribution);
    storeFunction.setEnvironment('STORE_WEB_URL', wiring.site.webUrl).setEnvironment('STORE_NAME', wiring.mail.storeName);
    // The published pages' store facts, the same values /config.json serves (api-stack).
    storeFunction
      .setEnvironment('STORE_LEGAL_NAME', wiring.settings.legalName)
      .setEnvironment('MAX_INSTALLMENTS', String(wiring.settings.maxInstallments));
    if (wiring.settings.cuit) storeFunction.setEnvironment('STORE_CUIT', wiring.settings.cuit);
    acknowledgeWildcardFindings(
      storeFunction.role,
      "The publisher writes and removes the storefront's pages, whose keys follow the catalogue's items (courses/<id>.html, …), in the store's own site bucket only.",
    );
  }
  if (reach.publishing || slices.has('publishing')) {
    if (!wiring.publishFunction) throw new Error(`${wiring.entry} republishes the storefront: give it the publish function`);
    storeFunction.bindPublishFunction(wiring.publishFunction);
    acknowledgeWildcardFindings(
      storeFunction.role,
      'aws-cdk-lib grants invoking the publish function and its versions (ARN and ARN:*); no other function can be invoked.',
    );
  }
  return storeFunction;
}
