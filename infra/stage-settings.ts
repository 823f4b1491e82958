// What an operator chooses per deployment, read from CDK context (`-c key=value` or cdk.json):
// everything that changes the shape of the stacks. Values that only fill the templates in (the
// mail sender, the store's inbox) are CloudFormation parameters of the data stack instead, so
// that `cdk synth` works on a clean clone with nothing supplied.
import type { Node } from 'constructs';

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
}

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,7}$/; // 8 characters keep bucket names under S3's 63
const GENERATION_PATTERN = /^[A-Za-z0-9]{1,16}$/;
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function text(node: Node, key: string): string | null {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string.`);
  return value.trim();
}

/** Reads and validates the context, failing synth with a message that names the bad value. */
export function readStageSettings(node: Node): StageSettings {
  const stage = text(node, 'stage') ?? 'dev';
  if (!STAGE_PATTERN.test(stage)) {
    throw new Error(`Context "stage" must be lower-case letters, digits or "-" (got "${stage}").`);
  }

  const domainName = text(node, 'domainName');
  const certificateArn = text(node, 'certificateArn');
  if ((domainName === null) !== (certificateArn === null)) {
    throw new Error('Context "domainName" and "certificateArn" go together (an ACM certificate in us-east-1).');
  }
  if (certificateArn !== null && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error('Context "certificateArn" must be an ACM certificate in us-east-1 (CloudFront requires it).');
  }

  const apiKeyGenerations = (text(node, 'apiKeyGenerations') ?? '1').split(',').map((generation) => generation.trim());
  for (const generation of apiKeyGenerations) {
    if (!GENERATION_PATTERN.test(generation)) {
      throw new Error(`Context "apiKeyGenerations" is a comma-separated list of short names (got "${generation}").`);
    }
  }
  if (new Set(apiKeyGenerations).size !== apiKeyGenerations.length) {
    throw new Error('Context "apiKeyGenerations" lists a generation twice.');
  }

  const cognitoSesSender = text(node, 'cognitoSesSender');
  if (cognitoSesSender !== null && !EMAIL_PATTERN.test(cognitoSesSender)) {
    throw new Error(`Context "cognitoSesSender" must be an e-mail address (got "${cognitoSesSender}").`);
  }

  const cuit = text(node, 'cuit');
  if (cuit !== null && !/^\d{2}-?\d{8}-?\d$/.test(cuit))
    throw new Error(`Context "cuit" must be a CUIT like 30-12345678-9 (got "${cuit}").`);
  const maxInstallments = Number(text(node, 'maxInstallments') ?? '6');
  if (!Number.isInteger(maxInstallments) || maxInstallments < 1 || maxInstallments > 36) {
    throw new Error('Context "maxInstallments" must be a whole number from 1 to 36 (Mercado Pago\'s limit).');
  }
  const alarmEmail = text(node, 'alarmEmail');
  if (alarmEmail !== null && !EMAIL_PATTERN.test(alarmEmail)) {
    throw new Error(`Context "alarmEmail" must be an e-mail address (got "${alarmEmail}").`);
  }

  return {
    stage,
    production: stage === 'prod',
    legalName: text(node, 'legalName') ?? text(node, 'storeName') ?? 'Impulso',
    cuit,
    maxInstallments,
    storeName: text(node, 'storeName') ?? 'Impulso',
    domain: domainName && certificateArn ? { name: domainName, certificateArn } : null,
    apiKeyGenerations,
    cognitoSesSender,
    alarmEmail,
  };
}
