// What a function's code can reach, read from its import graph at synth time, so that each
// function is granted the AWS access its code can use — the mail queue, SES, the payment
// credentials, the video bucket — and given exactly the settings its code reads, without a
// hand-kept list that drifts as handlers grow. esbuild resolves the graph of our own sources only
// (packages stay external), which takes milliseconds.
//
// The table is different: a repository module holds reads and writes side by side, so what a
// function imports says what it *could* send, not what its handlers' paths send. Each function
// therefore declares its table actions beside its entry (functions/handlers/resolver-map.ts), and
// the import graph is the bound the declaration is checked against: a function is never granted
// an action none of its modules can send (docs/decisions/, "Grants per call").
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSync } from 'esbuild';
import { allFunctionGrants } from '../functions/handlers/resolver-map';
import { repositoryRoot } from './shared/paths';

/** The modules that use each kind of access; reaching one means the function needs it. */
export const ACCESS_MODULES = {
  table: 'functions/data/dynamo-client.ts',
  /** Puts e-mails on the mail queue (sqs:SendMessage). */
  mailQueue: 'functions/mail/queue-mailer.ts',
  /** Sends e-mail through SES (the mail sender only). */
  mail: 'functions/mail/ses-mailer.ts',
  paymentCredentials: 'functions/payments/seller-credentials.ts',
  /** The sellers' ARCA certificates and keys (the invoice worker only). */
  arcaCredentials: 'functions/invoicing/arca-credentials.ts',
  /** The invoices' PDFs, under invoices/ of the content bucket (that prefix only). */
  invoiceDocuments: 'functions/content/invoice-document-store.ts',
  content: 'functions/content/s3-content-store.ts',
  /** Not AWS access but files: the certificate's embedded fonts travel in the bundle. */
  certificateFonts: 'functions/content/certificate-pdf.ts',
  /** Writes the published storefront into the site bucket and invalidates CloudFront. */
  site: 'functions/publish/s3-site-store.ts',
  /** Asks the publish function to republish after a catalogue change. */
  publishing: 'functions/publish/lambda-publishing.ts',
  /** Starts MediaConvert jobs (issue 26). */
  mediaConvert: 'functions/content/mediaconvert-jobs.ts',
  /** Signs CloudFront cookies with the key read from Secrets Manager (issue 26). */
  streamSigning: 'functions/content/cloudfront-stream-access.ts',
} as const;

/** Folders (relative to the repository root) copied next to the bundle when reached. */
export const BUNDLED_FOLDERS: Partial<Record<keyof typeof ACCESS_MODULES, string>> = {
  certificateFonts: 'functions/content/fonts',
};

/** The settings slices (functions/settings/); reaching one means the function reads its settings. */
export const SETTINGS_MODULES = {
  table: 'functions/settings/table.ts',
  store: 'functions/settings/store.ts',
  contact: 'functions/settings/contact.ts',
  coaching: 'functions/settings/coaching.ts',
  mailQueue: 'functions/settings/mail-queue.ts',
  outbox: 'functions/settings/outbox.ts',
  idempotency: 'functions/settings/idempotency.ts',
  mailDelivery: 'functions/settings/mail-delivery.ts',
  payments: 'functions/settings/payments.ts',
  content: 'functions/settings/content.ts',
  publishing: 'functions/settings/publishing.ts',
  site: 'functions/settings/site.ts',
  invoicing: 'functions/settings/invoicing.ts',
  invoiceDocuments: 'functions/settings/invoice-documents.ts',
  streaming: 'functions/settings/streaming.ts',
  transcoding: 'functions/settings/transcoding.ts',
} as const;

export type SettingsSlice = keyof typeof SETTINGS_MODULES;

export type FunctionReach = Record<keyof typeof ACCESS_MODULES, boolean> & {
  /** The settings slices the code reads. */
  settings: ReadonlySet<SettingsSlice>;
  /**
   * The DynamoDB actions the reached data modules can send, sorted (IAM action names): the most
   * the function may declare, not what it is granted (see grantedTableActions).
   */
  reachableTableActions: readonly string[];
};

/** Document-client commands and the IAM action each needs. */
const COMMAND_ACTIONS: Record<string, string> = {
  GetCommand: 'dynamodb:GetItem',
  PutCommand: 'dynamodb:PutItem',
  UpdateCommand: 'dynamodb:UpdateItem',
  DeleteCommand: 'dynamodb:DeleteItem',
  QueryCommand: 'dynamodb:Query',
  ScanCommand: 'dynamodb:Scan',
  BatchGetCommand: 'dynamodb:BatchGetItem',
  BatchWriteCommand: 'dynamodb:BatchWriteItem',
  TransactGetCommand: 'dynamodb:GetItem',
};

/** Items of a TransactWriteItems request are authorised per item, by these actions. */
const TRANSACTION_ITEM_ACTIONS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

/**
 * The DynamoDB actions of the data modules among `sources`: each command a module constructs
 * (`new GetCommand(`…) and, where a reached module writes transactions, the kinds of transaction
 * items (`Put: {`, …) the reached modules build.
 */
function tableActionsOf(sources: Iterable<string>): string[] {
  const actions = new Set<string>();
  const texts = [...sources]
    .filter((source) => source.startsWith('functions/data/') && source.endsWith('.ts'))
    .map((source) => readFileSync(join(repositoryRoot, source), 'utf8'));
  const transactions = texts.some((text) => /\bnew TransactWriteCommand\(/.test(text));
  for (const text of texts) {
    for (const [command, action] of Object.entries(COMMAND_ACTIONS)) {
      if (new RegExp(`\\bnew ${command}\\(`).test(text)) actions.add(action);
    }
    if (!transactions) continue;
    for (const [item, action] of Object.entries(TRANSACTION_ITEM_ACTIONS)) {
      if (new RegExp(`\\b${item}:\\s*\\{`).test(text)) actions.add(action);
    }
  }
  return [...actions].sort();
}

const cache = new Map<string, FunctionReach>();

/** Source files (relative to the repository root) that `entry` imports, directly or not. */
function importedSources(entry: string): Set<string> {
  const result = buildSync({
    entryPoints: [join(repositoryRoot, entry)],
    absWorkingDir: repositoryRoot,
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  return new Set(Object.keys(result.metafile.inputs).map((input) => relative(repositoryRoot, join(repositoryRoot, input))));
}

export function functionReach(entry: string): FunctionReach {
  const known = cache.get(entry);
  if (known) return known;
  const sources = importedSources(entry);
  const access = Object.fromEntries(Object.entries(ACCESS_MODULES).map(([kind, module]) => [kind, sources.has(module)])) as Record<
    keyof typeof ACCESS_MODULES,
    boolean
  >;
  const settings = new Set(
    (Object.entries(SETTINGS_MODULES) as [SettingsSlice, string][]).filter(([, module]) => sources.has(module)).map(([slice]) => slice),
  );
  const reach: FunctionReach = { ...access, settings, reachableTableActions: access.table ? tableActionsOf(sources) : [] };
  cache.set(entry, reach);
  return reach;
}

/**
 * The table actions `entry`'s role is granted: those declared beside the function, sorted. Throws
 * (failing the synth) for a function with no declaration, and for a declared action that no module
 * the function imports can send — a grant its code cannot use.
 */
export function grantedTableActions(entry: string): string[] {
  const declared = allFunctionGrants().find((grants) => grants.entry === entry);
  if (!declared) throw new Error(`${entry}: declare its table actions beside its entry (functions/handlers/resolver-map.ts)`);
  const reachable = new Set(functionReach(entry).reachableTableActions);
  const unreachable = declared.tableActions.filter((action) => !reachable.has(action));
  if (unreachable.length > 0) {
    throw new Error(`${entry} declares ${unreachable.join(', ')}, which no module it imports sends: remove it from its grants`);
  }
  return [...declared.tableActions].sort();
}
