// `npm run seed -- --stage <stage> [--demo]`: prepares a stage's table with the operator's AWS
// credentials. Always: brings records written by earlier versions to their current shape
// (functions/seed/upgrade.ts) and reports each seller's fiscal settings (entered by the admin in
// Administración → Facturación, never invented here). With --demo, and never on a production
// stage: the demo catalogue and coupons (functions/seed/seed.ts). The rules: seed-plan.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createFiscalSettingsRepository } from '../../functions/data/fiscal-settings-repository';
import { SELLERS } from '../../functions/domain/sales-filter';
import { seedDemoStore } from '../../functions/seed/seed';
import { upgradeStoredData } from '../../functions/seed/upgrade';
import { stackNames } from '../stack-names';
import { readStageSettings, STAGE_SETTINGS_DIRECTORY } from '../stage-settings';
import { readStackOutputs } from './stack-outputs';
import { parseSeedArguments, planSeed } from './seed-plan';

const region = process.env['AWS_REGION'] ?? process.env['AWS_DEFAULT_REGION'] ?? 'us-east-1';
const plan = planSeed(
  parseSeedArguments(process.argv.slice(2)),
  { tableName: process.env['TABLE_NAME'] || null, dynamodbEndpoint: process.env['DYNAMODB_ENDPOINT'] || null },
  (stage) =>
    existsSync(join(STAGE_SETTINGS_DIRECTORY, `${stage}.json`))
      ? readStageSettings({ tryGetContext: (key) => (key === 'stage' ? stage : undefined) })
      : 'no stage file',
);
if (plan.kind === 'refused') {
  console.error(plan.reason);
  process.exit(1);
}

let tableName = plan.tableName;
if (tableName === null && plan.stage !== null) {
  const dataStack = stackNames(plan.stage).data;
  const outputs = await readStackOutputs(new CloudFormationClient({ region }), dataStack);
  tableName = outputs?.['TableName'] ?? null;
  if (tableName === null) {
    console.error(`Stack ${dataStack} has no TableName output in ${region}: deploy the stage first (or set AWS_REGION).`);
    process.exit(1);
  }
}
if (tableName === null) throw new Error('planSeed names a table or a stage.');
const table = { doc: createDocumentClient({ region, endpoint: plan.dynamodbEndpoint ?? undefined }), tableName };

if (plan.demo) {
  const result = await seedDemoStore(table);
  console.log(`Demo store: ${result.created} records created, ${result.kept} already present (kept).`);
}
const upgraded = await upgradeStoredData(table);
console.log(
  `Upgrade: ${upgraded.sweepEntriesIndexed} payment sweep entries indexed by due time, ${upgraded.itemPointersCreated} featured/offer pointers created, ${upgraded.emailMembershipPointersCreated} e-mail membership pointers created.`,
);
const fiscalSettings = createFiscalSettingsRepository(table);
for (const seller of SELLERS) {
  const settings = await fiscalSettings.get(seller);
  console.log(
    settings
      ? `Seller ${seller}: fiscal settings present (${settings.legalName}, point of sale ${settings.pointOfSale}, ${settings.environment}).`
      : `Seller ${seller}: no fiscal settings yet: the admin enters them in Administración → Facturación (its invoices cannot be issued until then).`,
  );
}
if (!plan.demo) console.log('No demo catalogue or coupons written (only with --demo, never on a production stage).');
