// What an operator chooses per deployment: everything that changes the shape of the stacks. Each
// stage's choices live in a committed file, infra/stages/<stage>.json (reviewed like code, unlike
// cdk.context.json, which is the CDK CLI's lookup cache and `cdk context --clear` wipes); a
// `-c key=value` on the command line overrides the file for one run. Values that only fill the templates in (the
// mail sender, the store's inbox) are CloudFormation parameters of the data stack instead, so
// that `cdk synth` works on a clean clone with nothing supplied.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Node } from 'constructs';
import { repositoryRoot } from './shared/paths';

/** Where the committed per-stage settings live: `<stage>.json`, keys as the context's. */
const STAGE_SETTINGS_DIRECTORY = join(repositoryRoot, 'infra', 'stages');

export interface StageSettings {
  /** Stage name, part of every stack name: `dev`, `prod`, … */
  stage: string;
  /** `prod` keeps data on stack deletion, protects the table and the pool, keeps logs longer. */
  production: boolean;
  storeName: string;
  /** Custom domain for the web (CloudFront); without it the store lives on *.cloudfront.net. */
  domain: { name: string; certificateArn: string } | null;
  /**
   * Generations of the visitors' AppSync API key that exist; the last one is published in
   * /config.json. Rotation: append a new generation and deploy, then drop the old one and deploy.
   */
  apiKeyGenerations: string[];
  /** Cognito sends its e-mails through SES from this verified address (else Cognito's own sender). */
  cognitoSesSender: string | null;
  /** The seller's legal identity in the footer (consumer law): razón social and CUIT. */
  legalName: string;
  cuit: string | null;
  /** Most instalments offered at Mercado Pago's checkout ("Hasta N cuotas"). */
  maxInstallments: number;
  /** Subscribes this address to the alarm topic (else the operator subscribes whoever they choose). */
  alarmEmail: string | null;
  /** The account's monthly AWS spend (USD) past which the budget alarm notifies the alarm topic. */
  monthlyBudgetUsd: number;
}

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,7}$/; // 8 characters keep bucket names under S3's 63
const GENERATION_PATTERN = /^[A-Za-z0-9]{1,16}$/;
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

type Lookup = (key: string) => string | null;

function contextLookup(node: Node): Lookup {
  return (key) => {
    const value: unknown = node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string.`);
    return value.trim();
  };
}

/** The stage's committed settings, or nothing when the stage has no file. */
function stageFileLookup(directory: string, stage: string): Lookup {
  const path = join(directory, `${stage}.json`);
  if (!existsSync(path)) return () => null;
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`infra/stages/${stage}.json must be a JSON object of settings.`);
  }
  const values = parsed as Record<string, unknown>;
  return (key) => {
    const value = values[key];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') throw new Error(`"${key}" in infra/stages/${stage}.json must be a string or a number.`);
    return value.trim();
  };
}

/**
 * Reads and validates the stage's settings (its file, then `-c` overrides), failing synth with a
 * message that names the bad value.
 */
export function readStageSettings(node: Node, stagesDirectory: string = STAGE_SETTINGS_DIRECTORY): StageSettings {
  const fromContext = contextLookup(node);
  const stage = fromContext('stage') ?? 'dev';
  if (!STAGE_PATTERN.test(stage)) {
    throw new Error(`Context "stage" must be lower-case letters, digits or "-" (got "${stage}").`);
  }
  if (stage === 'example') throw new Error('infra/stages/example.json documents the settings: copy it to <stage>.json.');
  const fromFile = stageFileLookup(stagesDirectory, stage);
  const text = (key: string): string | null => fromContext(key) ?? fromFile(key);

  const domainName = text('domainName');
  const certificateArn = text('certificateArn');
  if ((domainName === null) !== (certificateArn === null)) {
    throw new Error('Context "domainName" and "certificateArn" go together (an ACM certificate in us-east-1).');
  }
  if (certificateArn !== null && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error('Context "certificateArn" must be an ACM certificate in us-east-1 (CloudFront requires it).');
  }

  const apiKeyGenerations = (text('apiKeyGenerations') ?? '1').split(',').map((generation) => generation.trim());
  for (const generation of apiKeyGenerations) {
    if (!GENERATION_PATTERN.test(generation)) {
      throw new Error(`Context "apiKeyGenerations" is a comma-separated list of short names (got "${generation}").`);
    }
  }
  if (new Set(apiKeyGenerations).size !== apiKeyGenerations.length) {
    throw new Error('Context "apiKeyGenerations" lists a generation twice.');
  }

  const cognitoSesSender = text('cognitoSesSender');
  if (cognitoSesSender !== null && !EMAIL_PATTERN.test(cognitoSesSender)) {
    throw new Error(`Context "cognitoSesSender" must be an e-mail address (got "${cognitoSesSender}").`);
  }

  const cuit = text('cuit');
  if (cuit !== null && !/^\d{2}-?\d{8}-?\d$/.test(cuit))
    throw new Error(`Context "cuit" must be a CUIT like 30-12345678-9 (got "${cuit}").`);
  const maxInstallments = Number(text('maxInstallments') ?? '6');
  if (!Number.isInteger(maxInstallments) || maxInstallments < 1 || maxInstallments > 36) {
    throw new Error('Context "maxInstallments" must be a whole number from 1 to 36 (Mercado Pago\'s limit).');
  }
  const alarmEmail = text('alarmEmail');
  if (alarmEmail !== null && !EMAIL_PATTERN.test(alarmEmail)) {
    throw new Error(`Context "alarmEmail" must be an e-mail address (got "${alarmEmail}").`);
  }
  const monthlyBudgetUsd = Number(text('monthlyBudgetUsd') ?? '50');
  if (!Number.isFinite(monthlyBudgetUsd) || monthlyBudgetUsd < 1) {
    throw new Error('Context "monthlyBudgetUsd" must be an amount in US dollars, at least 1.');
  }

  return {
    stage,
    production: stage === 'prod',
    legalName: text('legalName') ?? text('storeName') ?? 'Impulso',
    cuit,
    maxInstallments,
    storeName: text('storeName') ?? 'Impulso',
    domain: domainName && certificateArn ? { name: domainName, certificateArn } : null,
    apiKeyGenerations,
    cognitoSesSender,
    alarmEmail,
    monthlyBudgetUsd,
  };
}
