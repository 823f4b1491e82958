// `npm run seed`: seeds the table named by TABLE_NAME (and DYNAMODB_ENDPOINT for a local server)
// with the same code the local stack runs at start. Against a deployed stage, run it with the
// operator's AWS credentials and the stage's table name (see the README, "Deploy from zero").
import { createDocumentClient } from '../data/dynamo-client';
import { seedStore } from './seed';
import { upgradeStoredData } from './upgrade';

const tableName = process.env['TABLE_NAME'];
if (!tableName) {
  console.error('TABLE_NAME is required (the stage table name, e.g. from the stack outputs).');
  process.exit(1);
}
const doc = createDocumentClient({
  region: process.env['AWS_REGION'] ?? 'us-east-1',
  endpoint: process.env['DYNAMODB_ENDPOINT'],
});
const result = await seedStore({ doc, tableName });
console.log(`Seed: ${result.created} records created, ${result.kept} already present (kept).`);
const upgraded = await upgradeStoredData({ doc, tableName });
console.log(
  `Upgrade: ${upgraded.sweepEntriesIndexed} payment sweep entries indexed by due time, ${upgraded.itemPointersCreated} featured/offer pointers created, ${upgraded.emailMembershipPointersCreated} e-mail membership pointers created.`,
);
