// `npm run preflight -- <stage>`: the deploy's preconditions, read-only, one line each (checks.ts).
// Exits 1 when any is MISSING, so it can gate a deploy script or CI.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACMClient } from '@aws-sdk/client-acm';
import { BudgetsClient } from '@aws-sdk/client-budgets';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { STSClient } from '@aws-sdk/client-sts';
import { repositoryRoot } from '../../shared/paths';
import { readStageSettings, STAGE_SETTINGS_DIRECTORY, type StageSettings } from '../../stage-settings';
import { formatLine, runPreflight } from './checks';

const stage = process.argv[2];
if (!stage || stage.startsWith('-')) {
  console.error('Usage: npm run preflight -- <stage> (the stage of infra/stages/<stage>.json)');
  process.exit(2);
}

function stageSettings(): StageSettings | { invalid: string } {
  if (!existsSync(join(STAGE_SETTINGS_DIRECTORY, `${stage}.json`))) {
    return { invalid: `infra/stages/${stage}.json does not exist: copy infra/stages/example.json to it and fill it in` };
  }
  try {
    return readStageSettings({ tryGetContext: (key) => (key === 'stage' ? stage : undefined) });
  } catch (error) {
    return { invalid: error instanceof Error ? error.message : String(error) };
  }
}

/** The bootstrap version the repository's CDK CLI writes, read from its bootstrap template. */
function cliBootstrapVersion(): number | null {
  const template = join(repositoryRoot, 'node_modules', 'aws-cdk', 'lib', 'api', 'bootstrap', 'bootstrap-template.yaml');
  if (!existsSync(template)) return null;
  const version = /BootstrapVersion:[\s\S]*?Value:\s*'(\d+)'/.exec(readFileSync(template, 'utf8').split('\nOutputs:')[1] ?? '')?.[1];
  return version ? Number(version) : null;
}

const sts = new STSClient({});
const region = process.env['AWS_REGION'] ?? process.env['AWS_DEFAULT_REGION'] ?? (await sts.config.region().catch(() => '')) ?? '';
// Without a region the clients get none (an empty one throws as they are built): the credentials
// line then says so, and no other check runs.
const clientOptions = region ? { region } : {};
const lines = await runPreflight({
  stage,
  region,
  settings: stageSettings(),
  cliBootstrapVersion: cliBootstrapVersion(),
  clients: {
    sts,
    cloudFormation: new CloudFormationClient(clientOptions),
    lambda: new LambdaClient(clientOptions),
    ses: new SESv2Client(clientOptions),
    secrets: new SecretsManagerClient(clientOptions),
    acmUsEast1: new ACMClient({ region: 'us-east-1' }),
    budgets: new BudgetsClient({ region: 'us-east-1' }),
  },
});
for (const line of lines) console.log(formatLine(line));
const missing = lines.filter((line) => line.status === 'MISSING').length;
console.log(missing === 0 ? `Preflight ${stage}: ready to deploy.` : `Preflight ${stage}: ${missing} missing; fix them and run it again.`);
process.exit(missing === 0 ? 0 : 1);
