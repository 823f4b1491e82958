// The preconditions of a deploy, each read-only with the operator's credentials and each answering
// one line: OK, MISSING with the exact fix, or LATER (what the first deploy creates, checked on
// the next run). `npm run preflight -- <stage>` (cli.ts) prints them and exits non-zero when any
// is MISSING. Clients are passed in, so the unit tests answer with aws-sdk-client-mock.
import { DescribeCertificateCommand, type ACMClient } from '@aws-sdk/client-acm';
import { DescribeBudgetCommand, type BudgetsClient } from '@aws-sdk/client-budgets';
import type { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { GetAccountSettingsCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { GetCallerIdentityCommand, type STSClient } from '@aws-sdk/client-sts';
import { documentSchema as arcaCredentialsSchema } from '../../../functions/invoicing/arca-credentials';
import { credentialsDocumentSchema as paymentCredentialsSchema } from '../../../functions/payments/seller-credentials';
import { SELLERS } from '../../../functions/domain/sales-filter';
import { LAMBDA_MINIMUM_UNRESERVED, RESERVED_CONCURRENCY, STORE_UNRESERVED_HEADROOM } from '../../shared/reserved-concurrency';
import { stackNames } from '../../stack-names';
import { sendingDomainOf, stackOwnsDomainIdentity } from '../../shared/mail-sending';
import type { StageSettings } from '../../stage-settings';
import { readStackOutputs } from '../stack-outputs';

export type CheckStatus = 'OK' | 'MISSING' | 'LATER';

export interface CheckLine {
  status: CheckStatus;
  name: string;
  /** What was found, or what is missing. */
  detail: string;
  /** The exact fix, for a MISSING line. */
  fix?: string;
}

export interface PreflightClients {
  sts: STSClient;
  cloudFormation: CloudFormationClient;
  lambda: LambdaClient;
  ses: SESv2Client;
  secrets: SecretsManagerClient;
  /** ACM in us-east-1: CloudFront takes certificates from there only. */
  acmUsEast1: ACMClient;
  budgets: BudgetsClient;
}

export interface PreflightInput {
  stage: string;
  settings: StageSettings;
  region: string;
  clients: PreflightClients;
  /** The bootstrap version the repository's CDK CLI writes (its bootstrap template), when known. */
  cliBootstrapVersion: number | null;
}

/** The lowest bootstrap version the synthesized templates accept (their CheckBootstrapVersion rule). */
const MINIMUM_BOOTSTRAP_VERSION = 6;
/** Service Quotas' code for Lambda's "Concurrent executions" quota. */
const LAMBDA_CONCURRENCY_QUOTA_CODE = 'L-B99A9384';

const ok = (name: string, detail: string): CheckLine => ({ status: 'OK', name, detail });
const missing = (name: string, detail: string, fix: string): CheckLine => ({ status: 'MISSING', name, detail, fix });
const later = (name: string, detail: string): CheckLine => ({ status: 'LATER', name, detail });

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The credentials and the account: first, since every other check needs them. */
async function checkCredentials(sts: STSClient, region: string): Promise<{ line: CheckLine; account: string | null }> {
  const name = 'AWS credentials';
  const fix = 'aws configure sso (or aws configure), then export AWS_PROFILE=<profile> AWS_REGION=<region> and run preflight again';
  if (!region) return { line: missing(name, 'no region configured (AWS_REGION, or the region of the profile)', fix), account: null };
  try {
    const identity = await sts.send(new GetCallerIdentityCommand({}));
    return {
      line: ok(name, `account ${identity.Account ?? '?'} as ${identity.Arn ?? '?'}, region ${region}`),
      account: identity.Account ?? null,
    };
  } catch (error) {
    return {
      line: missing(name, `none usable (${errorMessage(error).split('\n')[0]})`, fix),
      account: null,
    };
  }
}

async function checkBootstrap(input: PreflightInput, account: string): Promise<CheckLine> {
  const name = 'CDK bootstrap';
  const fix = `npx cdk bootstrap aws://${account}/${input.region}`;
  const outputs = await readStackOutputs(input.clients.cloudFormation, 'CDKToolkit');
  if (outputs === null) return missing(name, `no CDKToolkit stack in ${input.region}`, fix);
  const version = Number(outputs['BootstrapVersion']);
  if (!Number.isInteger(version)) return missing(name, 'the CDKToolkit stack has no BootstrapVersion output', fix);
  if (version < MINIMUM_BOOTSTRAP_VERSION) {
    return missing(name, `version ${version}, the templates need ${MINIMUM_BOOTSTRAP_VERSION} or later`, fix);
  }
  const newer = input.cliBootstrapVersion !== null && input.cliBootstrapVersion > version;
  return ok(
    name,
    `version ${version}${newer ? ` (this repository's CDK CLI writes ${input.cliBootstrapVersion}: \`${fix}\` updates it)` : ''}`,
  );
}

/** What the store reserves, from the definition the CDK reserves it from. */
export const storeReservedConcurrency = (): number => Object.values(RESERVED_CONCURRENCY).reduce((sum, n) => sum + n, 0);

async function checkLambdaConcurrency(input: PreflightInput): Promise<CheckLine> {
  const name = 'Lambda concurrency quota';
  const settings = await input.clients.lambda.send(new GetAccountSettingsCommand({}));
  const quota = settings.AccountLimit?.ConcurrentExecutions ?? 0;
  const reserved = storeReservedConcurrency();
  const needed = reserved + LAMBDA_MINIMUM_UNRESERVED + STORE_UNRESERVED_HEADROOM;
  const detail = `${quota} concurrent executions; the store reserves ${reserved} and needs ${LAMBDA_MINIMUM_UNRESERVED} unreserved (AWS's minimum) plus ${STORE_UNRESERVED_HEADROOM} for its other functions: ${needed}`;
  if (quota >= needed) return ok(name, detail);
  return missing(
    name,
    detail,
    `aws service-quotas request-service-quota-increase --service-code lambda --quota-code ${LAMBDA_CONCURRENCY_QUOTA_CODE} --desired-value 1000 --region ${input.region} (Service Quotas console: AWS Lambda → Concurrent executions; new accounts often start at 10)`,
  );
}

async function checkSesAccount(input: PreflightInput): Promise<CheckLine> {
  const name = 'SES production access';
  const account = await input.clients.ses.send(new GetAccountCommand({}));
  const quota = account.SendQuota?.Max24HourSend ?? 0;
  if (account.ProductionAccessEnabled && account.SendingEnabled !== false) {
    return ok(name, `out of the sandbox in ${input.region}: ${quota} e-mails a day, ${account.SendQuota?.MaxSendRate ?? '?'} a second`);
  }
  if (account.ProductionAccessEnabled) {
    return missing(
      name,
      'sending is paused for the account',
      `aws sesv2 put-account-sending-attributes --sending-enabled --region ${input.region}`,
    );
  }
  return missing(
    name,
    `the account is in the SES sandbox in ${input.region} (${quota} e-mails a day, only to verified addresses)`,
    `aws sesv2 put-account-details --production-access-enabled --mail-type TRANSACTIONAL --website-url ${storeUrl(input.settings)} --use-case-description "Purchase confirmations, account codes and invoices of an online store" --contact-language ES --region ${input.region}`,
  );
}

/** The mail sender's share of the send rate (stage file) against SES's maximum for the account. */
async function checkSesSendRate(input: PreflightInput): Promise<CheckLine> {
  const name = 'SES send rate';
  const account = await input.clients.ses.send(new GetAccountCommand({}));
  const rate = account.SendQuota?.MaxSendRate ?? 0;
  const share = input.settings.sesSendRatePerSecond;
  const detail = `the mail sender sends up to ${share} a second ("sesSendRatePerSecond"); SES allows the account ${rate} a second in ${input.region}`;
  if (share <= rate) return ok(name, `${detail}, Cognito's codes share the rest`);
  return missing(
    name,
    detail,
    `set "sesSendRatePerSecond" in infra/stages/${input.stage}.json to at most ${Math.max(1, Math.floor(rate))} (less what Cognito's codes need), or ask AWS for a higher sending rate (Service Quotas console: Amazon Simple Email Service → Sending rate) and deploy once it is granted`,
  );
}

const storeUrl = (settings: StageSettings) => (settings.domain ? `https://${settings.domain.name}` : 'https://<your domain>');

/** The domain identity, its DKIM and its custom MAIL FROM: three lines. */
async function checkSesDomain(input: PreflightInput): Promise<CheckLine[]> {
  const domain = sendingDomainOf(input.settings);
  const region = input.region;
  const ownedByStack = stackOwnsDomainIdentity(input.settings);
  if (domain === null) {
    return [
      missing(
        'SES domain identity',
        'no sending domain: "cognitoSesSender" is empty in the stage file',
        `set "cognitoSesSender" in infra/stages/${input.stage}.json to an address of the store's domain`,
      ),
    ];
  }
  let identity;
  try {
    identity = await input.clients.ses.send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
  } catch (error) {
    if (errorName(error) !== 'NotFoundException') throw error;
    if (ownedByStack) {
      return [
        later(
          'SES domain identity',
          `${domain}: the data stack creates it at the first deploy, with DKIM and the MAIL FROM domain mail.${domain}; then publish the records of its outputs MailDkimRecord1-3 and MailFromRecords`,
        ),
      ];
    }
    return [
      missing(
        'SES domain identity',
        `${domain} is not an SES identity in ${region}`,
        `aws sesv2 create-email-identity --email-identity ${domain} --region ${region}, then publish the three DKIM CNAME records it answers`,
      ),
    ];
  }
  // With a domain the data stack creates the identity: one made by hand before the first deploy
  // would make the deploy fail (CloudFormation cannot create what exists).
  if (ownedByStack && (await readStackOutputs(input.clients.cloudFormation, stackNames(input.stage).data)) === null) {
    return [
      missing(
        'SES domain identity',
        `${domain} is already an SES identity in ${region}, but the stage has a domain, so the data stack creates it (with DKIM and MAIL FROM) at the first deploy`,
        `aws sesv2 delete-email-identity --email-identity ${domain} --region ${region} before the first deploy (then publish the new DKIM records of the data stack's outputs)`,
      ),
    ];
  }
  const lines: CheckLine[] = [];
  lines.push(
    identity.VerifiedForSendingStatus
      ? ok('SES domain identity', `${domain} verified for sending`)
      : missing(
          'SES domain identity',
          `${domain} is not verified yet`,
          `publish its DKIM CNAME records (aws sesv2 get-email-identity --email-identity ${domain} --region ${region} lists them) and wait for SES to verify`,
        ),
  );
  const dkim = identity.DkimAttributes?.Status;
  lines.push(
    dkim === 'SUCCESS'
      ? ok('SES DKIM', `${domain} signs with DKIM`)
      : missing(
          'SES DKIM',
          `DKIM of ${domain} is ${dkim ?? 'not set up'}`,
          `publish the DKIM CNAME records of aws sesv2 get-email-identity --email-identity ${domain} --region ${region} (DkimAttributes.Tokens: <token>._domainkey.${domain} → <token>.dkim.amazonses.com)`,
        ),
  );
  const mailFrom = identity.MailFromAttributes;
  lines.push(
    mailFrom?.MailFromDomain && mailFrom.MailFromDomainStatus === 'SUCCESS'
      ? ok('SES custom MAIL FROM', `${mailFrom.MailFromDomain}`)
      : missing(
          'SES custom MAIL FROM',
          mailFrom?.MailFromDomain
            ? `${mailFrom.MailFromDomain} is ${mailFrom.MailFromDomainStatus ?? 'PENDING'}`
            : `${domain} has no custom MAIL FROM domain`,
          `aws sesv2 put-email-identity-mail-from-attributes --email-identity ${domain} --mail-from-domain mail.${domain} --behavior-on-mx-failure USE_DEFAULT_VALUE --region ${region}, then publish MX mail.${domain} → feedback-smtp.${region}.amazonses.com and TXT mail.${domain} "v=spf1 include:amazonses.com ~all"`,
        ),
  );
  return lines;
}

function checkCognitoSender(input: PreflightInput): CheckLine {
  const name = 'Cognito e-mail';
  if (input.settings.cognitoSesSender) return ok(name, `through SES from ${input.settings.cognitoSesSender}`);
  const fix = `set "cognitoSesSender" in infra/stages/${input.stage}.json to an address of the verified SES domain`;
  if (input.settings.production) return missing(name, "Cognito's own sender (about 50 e-mails a day)", fix);
  return ok(name, "Cognito's own sender (about 50 e-mails a day: enough for a trial stage)");
}

async function secretValue(input: PreflightInput, secretId: string): Promise<string | null> {
  const answer = await input.clients.secrets.send(new GetSecretValueCommand({ SecretId: secretId }));
  return answer.SecretString ?? null;
}

function parsedJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** Every secret the operator fills after the first deploy: Mercado Pago per seller, ARCA, the stream key. */
async function checkSecrets(input: PreflightInput): Promise<CheckLine[]> {
  const dataStack = stackNames(input.stage).data;
  const outputs = await readStackOutputs(input.clients.cloudFormation, dataStack);
  const names = ['Mercado Pago credentials', 'ARCA certificates', 'Stream signing key'];
  if (outputs === null)
    return names.map((name) =>
      later(name, `${dataStack} is not deployed yet: its secret is filled after the first deploy (README, Deploy from zero)`),
    );
  const lines: CheckLine[] = [];
  const payments = paymentCredentialsSchema.safeParse(parsedJson(await secretValue(input, outputs['PaymentCredentialsSecret'] ?? '')));
  const paymentSellersMissing = SELLERS.filter((seller) => !payments.success || !payments.data[seller].accessToken.startsWith('APP_USR-'));
  lines.push(
    paymentSellersMissing.length === 0
      ? ok(names[0] ?? '', `every seller (${SELLERS.join(', ')}) has an access token and a webhook secret`)
      : missing(
          names[0] ?? '',
          `not filled for ${paymentSellersMissing.join(', ')}`,
          `aws secretsmanager put-secret-value --secret-id ${outputs['PaymentCredentialsSecret']} --secret-string '{${SELLERS.map((seller) => `"${seller}":{"accessToken":"APP_USR-…","webhookSecret":"…"}`).join(',')}}'`,
        ),
  );
  const arca = arcaCredentialsSchema.safeParse(parsedJson(await secretValue(input, outputs['ArcaCredentialsSecret'] ?? '')));
  const arcaSellersMissing = SELLERS.filter((seller) => !arca.success || !arca.data[seller]);
  lines.push(
    arcaSellersMissing.length === 0
      ? ok(names[1] ?? '', `a certificate and key for every seller (${SELLERS.join(', ')})`)
      : missing(
          names[1] ?? '',
          `no certificate and key for ${arcaSellersMissing.join(', ')}`,
          `aws secretsmanager put-secret-value --secret-id ${outputs['ArcaCredentialsSecret']} --secret-string '{${SELLERS.map((seller) => `"${seller}":{"certificate":"-----BEGIN CERTIFICATE…","privateKey":"-----BEGIN PRIVATE KEY…"}`).join(',')}}'`,
        ),
  );
  const streamKey = await secretValue(input, outputs['StreamSigningKeySecret'] ?? '');
  lines.push(
    streamKey !== null && /-----BEGIN (RSA )?PRIVATE KEY-----/.test(streamKey)
      ? ok(names[2] ?? '', 'a PEM private key')
      : missing(
          names[2] ?? '',
          'not a PEM private key',
          `aws secretsmanager put-secret-value --secret-id ${outputs['StreamSigningKeySecret']} --secret-string file://stream.pem`,
        ),
  );
  return lines;
}

/** Does an ACM certificate name (exact, or a one-level wildcard) cover the domain? */
const covers = (certificateName: string, domain: string) =>
  certificateName === domain || (certificateName.startsWith('*.') && domain.slice(domain.indexOf('.') + 1) === certificateName.slice(2));

async function checkCertificate(input: PreflightInput): Promise<CheckLine | null> {
  const domain = input.settings.domain;
  if (domain === null) return null;
  const name = 'Custom domain certificate (us-east-1)';
  const request = `aws acm request-certificate --region us-east-1 --domain-name ${domain.name} --validation-method DNS, publish its validation CNAME, then put its ARN in "certificateArn"`;
  let certificate;
  try {
    certificate = (await input.clients.acmUsEast1.send(new DescribeCertificateCommand({ CertificateArn: domain.certificateArn })))
      .Certificate;
  } catch (error) {
    if (errorName(error) !== 'ResourceNotFoundException') throw error;
    return missing(name, `${domain.certificateArn} does not exist in us-east-1 for this account`, request);
  }
  const names = [certificate?.DomainName ?? '', ...(certificate?.SubjectAlternativeNames ?? [])];
  if (!names.some((candidate) => covers(candidate, domain.name))) {
    return missing(name, `the certificate names ${names.filter(Boolean).join(', ')}, not ${domain.name}`, request);
  }
  if (certificate?.Status !== 'ISSUED') {
    return missing(
      name,
      `the certificate for ${domain.name} is ${certificate?.Status ?? 'unknown'}`,
      `publish its DNS validation record (aws acm describe-certificate --region us-east-1 --certificate-arn ${domain.certificateArn} shows it) and wait for ISSUED`,
    );
  }
  return ok(
    name,
    `issued for ${domain.name}${certificate.NotAfter ? `, valid until ${certificate.NotAfter.toISOString().slice(0, 10)}` : ''}`,
  );
}

async function checkBudget(input: PreflightInput, account: string): Promise<CheckLine> {
  const name = 'Monthly budget';
  const operationsStack = stackNames(input.stage).operations;
  const budgetName = `${operationsStack}-monthly-cost`;
  try {
    const answer = await input.clients.budgets.send(new DescribeBudgetCommand({ AccountId: account, BudgetName: budgetName }));
    const amount = Number(answer.Budget?.BudgetLimit?.Amount);
    if (amount !== input.settings.monthlyBudgetUsd) {
      return missing(
        name,
        `${budgetName} is USD ${amount}, the stage file says ${input.settings.monthlyBudgetUsd}`,
        `npm run deploy -- -c stage=${input.stage} (the operations stack sets the budget from "monthlyBudgetUsd")`,
      );
    }
    return ok(name, `USD ${amount} a month, notifying the alarm topic at 80% spent and 100% forecast`);
  } catch (error) {
    if (errorName(error) !== 'NotFoundException') throw error;
    const deployed = (await readStackOutputs(input.clients.cloudFormation, operationsStack)) !== null;
    if (!deployed) return later(name, `USD ${input.settings.monthlyBudgetUsd} a month: ${operationsStack} creates it at the first deploy`);
    return missing(name, `${operationsStack} is deployed but ${budgetName} does not exist`, `npm run deploy -- -c stage=${input.stage}`);
  }
}

/**
 * Every check in order: the credentials first, and nothing else without them; then the stage file
 * (an invalid one is the only other line, since every check reads it).
 */
export async function runPreflight(
  input: Omit<PreflightInput, 'settings'> & { settings: StageSettings | { invalid: string } },
): Promise<CheckLine[]> {
  const credentials = await checkCredentials(input.clients.sts, input.region);
  if (credentials.account === null) return [credentials.line];
  const account = credentials.account;
  if ('invalid' in input.settings) {
    return [
      credentials.line,
      missing('Stage settings', input.settings.invalid.replace(/\n/g, ' '), `fix infra/stages/${input.stage}.json`),
    ];
  }
  return [credentials.line, ...(await stageChecks({ ...input, settings: input.settings }, account))];
}

async function stageChecks(input: PreflightInput, account: string): Promise<CheckLine[]> {
  const guarded = async (name: string, check: () => Promise<CheckLine | CheckLine[] | null>): Promise<CheckLine[]> => {
    try {
      const result = await check();
      return result === null ? [] : Array.isArray(result) ? result : [result];
    } catch (error) {
      // A refused read (AccessDenied) is a missing precondition too: the deploy would need it.
      return [
        missing(
          name,
          `could not be read (${errorName(error)}: ${errorMessage(error).split('\n')[0]})`,
          'deploy with an identity allowed to read it (an administrator for the first deploy)',
        ),
      ];
    }
  };
  return [
    ok('Stage settings', `infra/stages/${input.stage}.json, ${input.settings.production ? 'production' : 'not production'}`),
    ...(await guarded('CDK bootstrap', () => checkBootstrap(input, account))),
    ...(await guarded('Lambda concurrency quota', () => checkLambdaConcurrency(input))),
    ...(await guarded('SES production access', () => checkSesAccount(input))),
    ...(await guarded('SES send rate', () => checkSesSendRate(input))),
    ...(await guarded('SES domain identity', () => checkSesDomain(input))),
    checkCognitoSender(input),
    ...(await guarded('Secrets', () => checkSecrets(input))),
    ...(await guarded('Custom domain certificate (us-east-1)', () => checkCertificate(input))),
    ...(await guarded('Monthly budget', () => checkBudget(input, account))),
  ];
}

/** One line per check, as the CLI prints it. */
export function formatLine(line: CheckLine): string {
  return `${line.status.padEnd(7)} ${line.name}: ${line.detail}${line.fix ? ` — fix: ${line.fix}` : ''}`;
}
