// What an operator chooses per deployment: everything that changes the shape of the stacks. Each
// stage's choices live in a committed file, infra/stages/<stage>.json (reviewed like code, unlike
// cdk.context.json, which is the CDK CLI's lookup cache and `cdk context --clear` wipes); a
// `-c key=value` on the command line overrides the file for one run. Values that only fill the templates in (the
// mail sender, the store's inbox) are CloudFormation parameters of the data stack instead, so
// that `cdk synth` works on a clean clone with nothing supplied.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Node } from 'constructs';
import { isValidCuit } from '../functions/domain/argentina';
import { API_LIMITS } from './shared/api-limits';
import { repositoryRoot } from './shared/paths';

/** Where the committed per-stage settings live: `<stage>.json`, keys as the context's. */
export const STAGE_SETTINGS_DIRECTORY = join(repositoryRoot, 'infra', 'stages');

export interface StageSettings {
  /** Stage name, part of every stack name: `dev`, `prod`, … */
  stage: string;
  /**
   * `"production": true` in the stage file (never the stage's name): keeps data on stack deletion,
   * protects the table, the pool and the data stack, keeps logs 3 months; refuses local-only settings.
   */
  production: boolean;
  /** What synth should tell the operator without stopping (a stage named like production that is not). */
  warnings: string[];
  storeName: string;
  /** Custom domain for the web (CloudFront); without it the store lives on *.cloudfront.net. */
  domain: { name: string; certificateArn: string } | null;
  /**
   * Generations of the visitors' AppSync API key that exist; the last one is published in
   * /config.json. Rotation: append a new generation and deploy, then drop the old one and deploy.
   */
  apiKeyGenerations: string[];
  /**
   * Generations of the CloudFront public key that checks the stream cookies, all in the key group
   * (its first signs a secret holding a bare PEM). Rotation: append a generation and deploy with
   * its public key, store its {keyPairId, privateKey} in the signing secret, wait 10 minutes, drop
   * the old one and deploy (README, operator's part).
   */
  streamKeyGenerations: string[];
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
  /**
   * E-mails a second the mail sender may send: its share of the account's SES maximum send rate
   * (the rest is Cognito's codes'). The SQS event source's maximum concurrency and each sender's
   * pace follow from it (infra/shared/mail-sending.ts); preflight compares it with SES's rate.
   */
  sesSendRatePerSecond: number;
}

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,7}$/; // 8 characters keep bucket names under S3's 63
const GENERATION_PATTERN = /^[A-Za-z0-9]{1,16}$/;
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** Names an operator gives a production stage: one of them without `"production": true` gets a warning. */
const PRODUCTION_LIKE_NAME = /^(prod|prd)|^(pro|main|master|live)(\d*|-.*)$/;
/** The domains reserved for documentation (RFC 2606): the example file's addresses, never a real inbox. */
const EXAMPLE_DOMAIN = /(^|[.@])example(\.[a-z]+)*$/i;

type Lookup = (key: string) => string | null;

/** Where `-c key=value` values are read: a CDK node, or an operator tool's own arguments. */
export type ContextSource = Pick<Node, 'tryGetContext'>;

function contextLookup(node: ContextSource): Lookup {
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
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (typeof value !== 'string') throw new Error(`"${key}" in infra/stages/${stage}.json must be a string, a number or true/false.`);
    return value.trim();
  };
}

/**
 * Reads and validates the stage's settings (its file, then `-c` overrides), failing synth with a
 * message that names the bad value.
 */
export function readStageSettings(node: ContextSource, stagesDirectory: string = STAGE_SETTINGS_DIRECTORY): StageSettings {
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

  const streamKeyGenerations = (text('streamKeyGenerations') ?? '1').split(',').map((generation) => generation.trim());
  for (const generation of streamKeyGenerations) {
    if (!GENERATION_PATTERN.test(generation)) {
      throw new Error(`Context "streamKeyGenerations" is a comma-separated list of short names (got "${generation}").`);
    }
  }
  if (new Set(streamKeyGenerations).size !== streamKeyGenerations.length) {
    throw new Error('Context "streamKeyGenerations" lists a generation twice.');
  }
  if (streamKeyGenerations.length > 2) {
    throw new Error('Context "streamKeyGenerations" holds at most two generations: the one signing and the one taking over.');
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

  const sesSendRatePerSecond = Number(text('sesSendRatePerSecond') ?? '1');
  if (!Number.isFinite(sesSendRatePerSecond) || sesSendRatePerSecond < 1 || sesSendRatePerSecond > 1000) {
    throw new Error(
      'Context "sesSendRatePerSecond" must be the e-mails a second the store may send through SES, from 1 (the sandbox) to 1000 (aws sesv2 get-account: SendQuota.MaxSendRate).',
    );
  }

  const productionText = text('production') ?? 'false';
  if (productionText !== 'true' && productionText !== 'false') {
    throw new Error(`"production" must be true or false (got "${productionText}").`);
  }
  const production = productionText === 'true';
  const warnings: string[] = [];
  if (production) {
    refuseLocalOnlySettings(stage, { cognitoSesSender, alarmEmail, domainName, cuit, legalName: text('legalName') });
  } else if (PRODUCTION_LIKE_NAME.test(stage)) {
    warnings.push(
      `Stage "${stage}" is named like production but its file does not say "production": true: its table, user pool and logs are deleted with its stacks. Set "production": true in infra/stages/${stage}.json if buyers use it.`,
    );
  }

  return {
    stage,
    production,
    warnings,
    legalName: text('legalName') ?? text('storeName') ?? 'Impulso',
    cuit,
    maxInstallments,
    storeName: text('storeName') ?? 'Impulso',
    domain: domainName && certificateArn ? { name: domainName, certificateArn } : null,
    apiKeyGenerations,
    streamKeyGenerations,
    cognitoSesSender,
    alarmEmail,
    monthlyBudgetUsd,
    sesSendRatePerSecond,
  };
}

/**
 * A production stage refuses what only makes sense while trying the store: a stage name that
 * turns on introspection, Cognito's own e-mail sender (about 50 a day), alarms that notify nobody,
 * and the example file's placeholders (example.* addresses, a CUIT whose check digit is wrong).
 * Every problem is listed at once, so the operator fixes the file in one pass.
 */
function refuseLocalOnlySettings(
  stage: string,
  values: {
    cognitoSesSender: string | null;
    alarmEmail: string | null;
    domainName: string | null;
    cuit: string | null;
    legalName: string | null;
  },
): void {
  const problems: string[] = [];
  if (API_LIMITS.introspectionStages.includes(stage)) {
    problems.push(`the stage name "${stage}" is for development (it lists the API's schema to anyone): choose another name`);
  }
  if (values.cognitoSesSender === null) {
    problems.push(
      '"cognitoSesSender" is empty: Cognito\'s own sender sends about 50 e-mails a day; give an address of a verified SES domain',
    );
  }
  if (values.alarmEmail === null) problems.push('"alarmEmail" is empty: the alarms and the budget would notify nobody');
  for (const [key, value] of Object.entries({
    cognitoSesSender: values.cognitoSesSender,
    alarmEmail: values.alarmEmail,
    domainName: values.domainName,
  })) {
    if (value !== null && EXAMPLE_DOMAIN.test(value)) problems.push(`"${key}" is the example's "${value}": put the store's own`);
  }
  if (values.legalName === null || /^raz[oó]n social\b/i.test(values.legalName)) {
    problems.push('"legalName" is not the seller\'s razón social (the footer, the terms and the invoices name it)');
  }
  if (values.cuit === null) problems.push('"cuit" is empty: the footer and the invoices show the seller\'s CUIT');
  else if (!isValidCuit(values.cuit.replace(/-/g, '')))
    problems.push(`"cuit" ${values.cuit} has a wrong check digit (the example's placeholder?)`);
  if (problems.length > 0) {
    throw new Error(`Stage "${stage}" is a production stage ("production": true) and cannot use:\n- ${problems.join('\n- ')}`);
  }
}
