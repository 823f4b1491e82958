// Every setting any function reads, as one type: for the CDK (which names settings when it sets
// them) and the local stack (which sets them all). Type-only imports, so no function's bundle or
// import graph reaches the slices through this file.
import type { CoachingSettings } from './coaching';
import type { ContactSettings } from './contact';
import type { ContentConfig } from './content';
import type { InvoiceDocumentsConfig } from './invoice-documents';
import type { InvoicingConfig } from './invoicing';
import type { MailDeliverySettings } from './mail-delivery';
import type { MailQueueSettings } from './mail-queue';
import type { OutboxSettings } from './outbox';
import type { IdempotencySettings } from './idempotency';
import type { PaymentsConfig } from './payments';
import type { PublishingSettings } from './publishing';
import type { SiteSettings } from './site';
import type { StoreSettings } from './store';
import type { StreamingConfig } from './streaming';
import type { TranscodingConfig } from './transcoding';
import type { TableSettings } from './table';

export type FunctionsConfig = TableSettings &
  StoreSettings &
  ContactSettings &
  CoachingSettings &
  MailQueueSettings &
  OutboxSettings &
  IdempotencySettings &
  MailDeliverySettings &
  PaymentsConfig &
  ContentConfig &
  PublishingSettings &
  SiteSettings &
  InvoicingConfig &
  InvoiceDocumentsConfig &
  StreamingConfig &
  TranscodingConfig;

/** Settings that exist only on AWS; the local stack sets every other one. */
export type AwsOnlySetting =
  | 'MERCADO_PAGO_SECRET_ID'
  | 'MERCADO_PAGO_SECRET_MAX_AGE_SECONDS'
  | 'ARCA_SECRET_ID'
  | 'PUBLISH_FUNCTION_NAME'
  | 'SITE_BUCKET'
  | 'SITE_DISTRIBUTION_ID'
  | 'STREAM_PRIVATE_KEY_SECRET_ID'
  | 'MEDIACONVERT_ROLE_ARN'
  | 'MAIL_CONFIGURATION_SET';
