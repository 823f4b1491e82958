// `npm run preflight`: each precondition missing in turn, against AWS's documented answers
// (aws-sdk-client-mock), and the CLI itself without credentials.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ACMClient, DescribeCertificateCommand, ResourceNotFoundException } from '@aws-sdk/client-acm';
import { BudgetsClient, DescribeBudgetCommand, NotFoundException as BudgetNotFound } from '@aws-sdk/client-budgets';
import { CloudFormationClient, CloudFormationServiceException, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand, NotFoundException as SesNotFound, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { App } from 'aws-cdk-lib';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { SELLERS } from '../../functions/domain/sales-filter';
import { formatLine, runPreflight, storeReservedConcurrency, type CheckLine } from '../../infra/operator/preflight/checks';
import { RESERVED_CONCURRENCY } from '../../infra/shared/reserved-concurrency';
import { readStageSettings, type StageSettings } from '../../infra/stage-settings';

const ACCOUNT = '123456789012';
const REGION = 'sa-east-1';
const CERTIFICATE = `arn:aws:acm:us-east-1:${ACCOUNT}:certificate/0f0e0d0c-0b0a-0908-0706-050403020100`;
const SECRET = (name: string) => `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:${name}-AbCdEf`;

function stageSettings(changes: Record<string, unknown> = {}): StageSettings {
  const directory = mkdtempSync(join(tmpdir(), 'preflight-stage-'));
  writeFileSync(
    join(directory, 'prod.json'),
    JSON.stringify({
      production: true,
      legalName: 'Tienda Norte S.R.L.',
      cuit: '30-71234567-1',
      cognitoSesSender: 'tienda@tiendanorte.com.ar',
      alarmEmail: 'guardia@tiendanorte.com.ar',
      domainName: 'tiendanorte.com.ar',
      certificateArn: CERTIFICATE,
      monthlyBudgetUsd: 120,
      ...changes,
    }),
  );
  return readStageSettings(new App({ context: { stage: 'prod' } }).node, directory);
}

const sts = mockClient(STSClient);
const cloudFormation = mockClient(CloudFormationClient);
const lambda = mockClient(LambdaClient);
const ses = mockClient(SESv2Client);
const secrets = mockClient(SecretsManagerClient);
const acm = mockClient(ACMClient);
const budgets = mockClient(BudgetsClient);

/** CloudFormation's answer for a stack that is not there (a ValidationError, as documented). */
const noStack = (name: string) =>
  new CloudFormationServiceException({
    name: 'ValidationError',
    $fault: 'client',
    $metadata: {},
    message: `Stack with id ${name} does not exist`,
  });

const stackOutputs = (outputs: Record<string, string>) => ({
  Stacks: [
    {
      StackName: 'x',
      CreationTime: new Date(),
      StackStatus: 'CREATE_COMPLETE' as const,
      Outputs: Object.entries(outputs).map(([OutputKey, OutputValue]) => ({ OutputKey, OutputValue })),
    },
  ],
});

const filledPayments = JSON.stringify(
  Object.fromEntries(SELLERS.map((seller) => [seller, { accessToken: `APP_USR-${seller}-0001`, webhookSecret: 'whsec-0123456789' }])),
);
const filledArca = JSON.stringify(
  Object.fromEntries(
    SELLERS.map((seller) => [
      seller,
      { certificate: '-----BEGIN CERTIFICATE-----\nMIIB…', privateKey: '-----BEGIN PRIVATE KEY-----\nMIIE…' },
    ]),
  ),
);

/** An account where everything is in place: the baseline each test breaks one thing of. */
function readyAccount() {
  for (const client of [sts, cloudFormation, lambda, ses, secrets, acm, budgets]) client.reset();
  sts.on(GetCallerIdentityCommand).resolves({ Account: ACCOUNT, Arn: `arn:aws:iam::${ACCOUNT}:user/operator`, UserId: 'AIDA' });
  cloudFormation.on(DescribeStacksCommand, { StackName: 'CDKToolkit' }).resolves(stackOutputs({ BootstrapVersion: '33' }));
  cloudFormation.on(DescribeStacksCommand, { StackName: 'fitness-store-prod-data' }).resolves(
    stackOutputs({
      TableName: 'fitness-store-prod-data-Table',
      PaymentCredentialsSecret: SECRET('PaymentCredentials'),
      ArcaCredentialsSecret: SECRET('ArcaCredentials'),
      StreamSigningKeySecret: SECRET('StreamSigningKey'),
    }),
  );
  cloudFormation
    .on(DescribeStacksCommand, { StackName: 'fitness-store-prod-operations' })
    .resolves(stackOutputs({ AlarmTopicArn: 'arn:aws:sns:…' }));
  lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000, UnreservedConcurrentExecutions: 998 } });
  ses.on(GetAccountCommand).resolves({
    ProductionAccessEnabled: true,
    SendingEnabled: true,
    SendQuota: { Max24HourSend: 50000, MaxSendRate: 14, SentLast24Hours: 0 },
  });
  ses.on(GetEmailIdentityCommand, { EmailIdentity: 'tiendanorte.com.ar' }).resolves({
    IdentityType: 'DOMAIN',
    VerifiedForSendingStatus: true,
    DkimAttributes: { SigningEnabled: true, Status: 'SUCCESS', Tokens: ['a', 'b', 'c'] },
    MailFromAttributes: {
      MailFromDomain: 'mail.tiendanorte.com.ar',
      MailFromDomainStatus: 'SUCCESS',
      BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
    },
  });
  secrets.on(GetSecretValueCommand, { SecretId: SECRET('PaymentCredentials') }).resolves({ SecretString: filledPayments });
  secrets.on(GetSecretValueCommand, { SecretId: SECRET('ArcaCredentials') }).resolves({ SecretString: filledArca });
  secrets
    .on(GetSecretValueCommand, { SecretId: SECRET('StreamSigningKey') })
    .resolves({ SecretString: '-----BEGIN PRIVATE KEY-----\nMIIE…\n-----END PRIVATE KEY-----\n' });
  acm.on(DescribeCertificateCommand).resolves({
    Certificate: {
      CertificateArn: CERTIFICATE,
      DomainName: 'tiendanorte.com.ar',
      SubjectAlternativeNames: ['tiendanorte.com.ar', '*.tiendanorte.com.ar'],
      Status: 'ISSUED',
      NotAfter: new Date('2027-12-01T00:00:00Z'),
    },
  });
  budgets.on(DescribeBudgetCommand).resolves({
    Budget: {
      BudgetName: 'fitness-store-prod-operations-monthly-cost',
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: '120.0', Unit: 'USD' },
    },
  });
}

async function preflight(settings: StageSettings = stageSettings(), region = REGION): Promise<CheckLine[]> {
  return runPreflight({
    stage: 'prod',
    region,
    settings,
    cliBootstrapVersion: 33,
    clients: {
      sts: new STSClient({ region: REGION }),
      cloudFormation: new CloudFormationClient({ region: REGION }),
      lambda: new LambdaClient({ region: REGION }),
      ses: new SESv2Client({ region: REGION }),
      secrets: new SecretsManagerClient({ region: REGION }),
      acmUsEast1: new ACMClient({ region: 'us-east-1' }),
      budgets: new BudgetsClient({ region: 'us-east-1' }),
    },
  });
}

const missingLines = (lines: CheckLine[]) => lines.filter((line) => line.status === 'MISSING');

/** The one MISSING line, asserting that it is the only one. */
async function onlyMissing(settings?: StageSettings): Promise<CheckLine> {
  const missing = missingLines(await preflight(settings));
  expect(missing.map(formatLine)).toHaveLength(1);
  return missing[0] as CheckLine;
}

beforeEach(readyAccount);

describe('preflight', () => {
  it('passes an account with everything in place, credentials first', async () => {
    const lines = await preflight();
    expect(missingLines(lines)).toEqual([]);
    expect(lines[0]).toMatchObject({ status: 'OK', name: 'AWS credentials', detail: expect.stringContaining(ACCOUNT) });
    expect(lines.map((line) => line.name)).toEqual([
      'AWS credentials',
      'Stage settings',
      'CDK bootstrap',
      'Lambda concurrency quota',
      'SES production access',
      'SES send rate',
      'SES domain identity',
      'SES DKIM',
      'SES custom MAIL FROM',
      'Cognito e-mail',
      'Mercado Pago credentials',
      'ARCA certificates',
      'Stream signing key',
      'Custom domain certificate (us-east-1)',
      'Monthly budget',
    ]);
  });

  it('without credentials: one line naming them, and nothing else asked', async () => {
    sts
      .on(GetCallerIdentityCommand)
      .rejects(Object.assign(new Error('Could not load credentials from any providers'), { name: 'CredentialsProviderError' }));
    const lines = await preflight();
    expect(lines).toEqual([
      expect.objectContaining({ status: 'MISSING', name: 'AWS credentials', fix: expect.stringMatching(/aws configure sso/) }),
    ]);
    expect(lambda.calls()).toHaveLength(0);
  });

  it('without a region (a machine never configured): the credentials line says so first, and nothing is asked', async () => {
    const lines = await preflight(stageSettings(), '');
    expect(lines).toEqual([
      expect.objectContaining({ status: 'MISSING', name: 'AWS credentials', detail: expect.stringMatching(/no region configured/) }),
    ]);
    expect(sts.calls()).toHaveLength(0);
  });

  it('an account never bootstrapped', async () => {
    cloudFormation.on(DescribeStacksCommand, { StackName: 'CDKToolkit' }).rejects(noStack('CDKToolkit'));
    expect(await onlyMissing()).toMatchObject({ name: 'CDK bootstrap', fix: `npx cdk bootstrap aws://${ACCOUNT}/${REGION}` });
  });

  it('a bootstrap older than the templates accept', async () => {
    cloudFormation.on(DescribeStacksCommand, { StackName: 'CDKToolkit' }).resolves(stackOutputs({ BootstrapVersion: '4' }));
    expect(await onlyMissing()).toMatchObject({ name: 'CDK bootstrap', detail: 'version 4, the templates need 6 or later' });
  });

  it("a new account's Lambda quota of 10, with how to ask Service Quotas for more", async () => {
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 10, UnreservedConcurrentExecutions: 10 } });
    const line = await onlyMissing();
    expect(line.name).toBe('Lambda concurrency quota');
    expect(line.detail).toContain(`the store reserves ${Object.values(RESERVED_CONCURRENCY).reduce((a, b) => a + b, 0)}`);
    expect(line.fix).toMatch(
      /aws service-quotas request-service-quota-increase --service-code lambda --quota-code L-B99A9384 --desired-value 1000 --region sa-east-1/,
    );
  });

  it('reads the reservations from the definition the CDK reserves from', () => {
    expect(storeReservedConcurrency()).toBe(
      RESERVED_CONCURRENCY.publish + RESERVED_CONCURRENCY.invoiceWorker + RESERVED_CONCURRENCY.paymentWebhook,
    );
  });

  it('SES still in its sandbox', async () => {
    ses.on(GetAccountCommand).resolves({
      ProductionAccessEnabled: false,
      SendingEnabled: true,
      SendQuota: { Max24HourSend: 200, MaxSendRate: 1, SentLast24Hours: 0 },
    });
    const line = await onlyMissing();
    expect(line).toMatchObject({ name: 'SES production access', detail: expect.stringContaining('sandbox') });
    expect(line.fix).toMatch(
      /aws sesv2 put-account-details --production-access-enabled --mail-type TRANSACTIONAL --website-url https:\/\/tiendanorte\.com\.ar/,
    );
  });

  it('no SES identity for the sending domain, on a stage without a domain', async () => {
    ses
      .on(GetEmailIdentityCommand)
      .rejects(new SesNotFound({ message: 'Email identity tiendanorte.com.ar does not exist.', $metadata: {} }));
    expect(await onlyMissing(stageSettings({ domainName: '', certificateArn: '' }))).toMatchObject({
      name: 'SES domain identity',
      fix: expect.stringMatching(/aws sesv2 create-email-identity --email-identity tiendanorte\.com\.ar/),
    });
  });

  it('no SES identity yet on a stage with a domain: the first deploy creates it, with DKIM and MAIL FROM', async () => {
    ses
      .on(GetEmailIdentityCommand)
      .rejects(new SesNotFound({ message: 'Email identity tiendanorte.com.ar does not exist.', $metadata: {} }));
    const lines = await preflight();
    expect(missingLines(lines)).toEqual([]);
    expect(lines.find((line) => line.name === 'SES domain identity')).toMatchObject({
      status: 'LATER',
      detail: expect.stringMatching(/data stack creates it .*DKIM .*mail\.tiendanorte\.com\.ar.*MailDkimRecord1-3 and MailFromRecords/),
    });
  });

  it('an identity made by hand before the first deploy of a stage with a domain (the deploy would fail on it)', async () => {
    cloudFormation.on(DescribeStacksCommand, { StackName: 'fitness-store-prod-data' }).rejects(noStack('fitness-store-prod-data'));
    expect(await onlyMissing()).toMatchObject({
      name: 'SES domain identity',
      fix: expect.stringMatching(/^aws sesv2 delete-email-identity --email-identity tiendanorte\.com\.ar/),
    });
  });

  it("a stage's send rate above what SES allows the account", async () => {
    const line = await onlyMissing(stageSettings({ sesSendRatePerSecond: 20 }));
    expect(line).toMatchObject({ name: 'SES send rate', detail: expect.stringMatching(/up to 20 a second.*14 a second/) });
    expect(line.fix).toMatch(/"sesSendRatePerSecond" .* at most 14/);
  });

  it('a domain identity not verified', async () => {
    ses.on(GetEmailIdentityCommand).resolves({
      IdentityType: 'DOMAIN',
      VerifiedForSendingStatus: false,
      DkimAttributes: { Status: 'SUCCESS' },
      MailFromAttributes: {
        MailFromDomain: 'mail.tiendanorte.com.ar',
        MailFromDomainStatus: 'SUCCESS',
        BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
      },
    });
    expect(await onlyMissing()).toMatchObject({ name: 'SES domain identity', detail: 'tiendanorte.com.ar is not verified yet' });
  });

  it('DKIM not set up', async () => {
    ses.on(GetEmailIdentityCommand).resolves({
      IdentityType: 'DOMAIN',
      VerifiedForSendingStatus: true,
      DkimAttributes: { Status: 'PENDING' },
      MailFromAttributes: {
        MailFromDomain: 'mail.tiendanorte.com.ar',
        MailFromDomainStatus: 'SUCCESS',
        BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
      },
    });
    expect(await onlyMissing()).toMatchObject({ name: 'SES DKIM', detail: 'DKIM of tiendanorte.com.ar is PENDING' });
  });

  it('no custom MAIL FROM domain', async () => {
    ses
      .on(GetEmailIdentityCommand)
      .resolves({ IdentityType: 'DOMAIN', VerifiedForSendingStatus: true, DkimAttributes: { Status: 'SUCCESS' } });
    const line = await onlyMissing();
    expect(line).toMatchObject({ name: 'SES custom MAIL FROM' });
    expect(line.fix).toMatch(
      /put-email-identity-mail-from-attributes --email-identity tiendanorte\.com\.ar --mail-from-domain mail\.tiendanorte\.com\.ar/,
    );
  });

  it('a production stage whose Cognito would use its own sender', async () => {
    // The stage file refuses it at synth; preflight says it too, for settings passed another way.
    const settings = { ...stageSettings(), cognitoSesSender: null };
    const missing = missingLines(await preflight(settings));
    expect(missing.map((line) => line.name)).toEqual(['Cognito e-mail']);
  });

  it('a Mercado Pago secret still holding its generated value', async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: SECRET('PaymentCredentials') })
      .resolves({ SecretString: 'x7Y!generated-by-secrets-manager' });
    expect(await onlyMissing()).toMatchObject({ name: 'Mercado Pago credentials', detail: `not filled for ${SELLERS.join(', ')}` });
  });

  it("one seller's Mercado Pago token not a production one", async () => {
    const payments = JSON.parse(filledPayments) as Record<string, { accessToken: string }>;
    const first = SELLERS[0] as string;
    payments[first] = { ...payments[first], accessToken: 'TEST-0000000000' } as { accessToken: string };
    secrets.on(GetSecretValueCommand, { SecretId: SECRET('PaymentCredentials') }).resolves({ SecretString: JSON.stringify(payments) });
    expect(await onlyMissing()).toMatchObject({ name: 'Mercado Pago credentials', detail: `not filled for ${first}` });
  });

  it('a seller without its ARCA certificate and key', async () => {
    const arca = JSON.parse(filledArca) as Record<string, unknown>;
    const last = SELLERS[SELLERS.length - 1] as string;
    delete arca[last];
    secrets.on(GetSecretValueCommand, { SecretId: SECRET('ArcaCredentials') }).resolves({ SecretString: JSON.stringify(arca) });
    expect(await onlyMissing()).toMatchObject({ name: 'ARCA certificates', detail: `no certificate and key for ${last}` });
  });

  it('the stream signing key not stored', async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: SECRET('StreamSigningKey') })
      .resolves({ SecretString: 'q9#generated-by-secrets-manager' });
    expect(await onlyMissing()).toMatchObject({
      name: 'Stream signing key',
      fix: `aws secretsmanager put-secret-value --secret-id ${SECRET('StreamSigningKey')} --secret-string file://stream.pem`,
    });
  });

  it('before the first deploy the secrets and the budget are for later, not missing', async () => {
    cloudFormation.on(DescribeStacksCommand, { StackName: 'fitness-store-prod-data' }).rejects(noStack('fitness-store-prod-data'));
    cloudFormation
      .on(DescribeStacksCommand, { StackName: 'fitness-store-prod-operations' })
      .rejects(noStack('fitness-store-prod-operations'));
    budgets.on(DescribeBudgetCommand).rejects(new BudgetNotFound({ message: 'Unable to get budget', $metadata: {} }));
    // A stage with a domain: its SES identity is the data stack's too.
    ses
      .on(GetEmailIdentityCommand)
      .rejects(new SesNotFound({ message: 'Email identity tiendanorte.com.ar does not exist.', $metadata: {} }));
    const lines = await preflight();
    expect(missingLines(lines)).toEqual([]);
    expect(lines.filter((line) => line.status === 'LATER').map((line) => line.name)).toEqual([
      'SES domain identity',
      'Mercado Pago credentials',
      'ARCA certificates',
      'Stream signing key',
      'Monthly budget',
    ]);
  });

  it('no us-east-1 certificate for the custom domain', async () => {
    acm.on(DescribeCertificateCommand).rejects(new ResourceNotFoundException({ message: 'Could not find certificate', $metadata: {} }));
    expect(await onlyMissing()).toMatchObject({
      name: 'Custom domain certificate (us-east-1)',
      fix: expect.stringMatching(/aws acm request-certificate --region us-east-1 --domain-name tiendanorte\.com\.ar/),
    });
  });

  it('a certificate still pending validation', async () => {
    acm.on(DescribeCertificateCommand).resolves({ Certificate: { DomainName: 'tiendanorte.com.ar', Status: 'PENDING_VALIDATION' } });
    expect(await onlyMissing()).toMatchObject({
      name: 'Custom domain certificate (us-east-1)',
      detail: 'the certificate for tiendanorte.com.ar is PENDING_VALIDATION',
    });
  });

  it('no certificate line without a custom domain', async () => {
    const lines = await preflight(stageSettings({ domainName: '', certificateArn: '' }));
    expect(lines.map((line) => line.name)).not.toContain('Custom domain certificate (us-east-1)');
    expect(acm.calls()).toHaveLength(0);
  });

  it('a deployed stage without its budget', async () => {
    budgets.on(DescribeBudgetCommand).rejects(new BudgetNotFound({ message: 'Unable to get budget', $metadata: {} }));
    expect(await onlyMissing()).toMatchObject({ name: 'Monthly budget', fix: 'npm run deploy -- -c stage=prod' });
  });

  it('a budget that differs from the stage file', async () => {
    budgets
      .on(DescribeBudgetCommand)
      .resolves({ Budget: { BudgetName: 'b', BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: '50.0', Unit: 'USD' } } });
    expect(await onlyMissing()).toMatchObject({
      name: 'Monthly budget',
      detail: expect.stringContaining('USD 50, the stage file says 120'),
    });
  });

  it('a read the identity may not make is a missing precondition, not a crash', async () => {
    lambda
      .on(GetAccountSettingsCommand)
      .rejects(Object.assign(new Error('User is not authorized to perform: lambda:GetAccountSettings'), { name: 'AccessDeniedException' }));
    expect(await onlyMissing()).toMatchObject({
      name: 'Lambda concurrency quota',
      detail: expect.stringContaining('AccessDeniedException'),
    });
  });
});

describe('npm run preflight without AWS credentials', () => {
  it('exits non-zero and its first line names the credentials', async () => {
    const empty = join(mkdtempSync(join(tmpdir(), 'no-aws-')), 'none');
    writeFileSync(empty, '');
    const environment: NodeJS.ProcessEnv = {
      PATH: process.env['PATH'],
      HOME: tmpdir(),
      AWS_CONFIG_FILE: empty,
      AWS_SHARED_CREDENTIALS_FILE: empty,
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_REGION: REGION,
    };
    const run = promisify(execFile)('npx', ['tsx', 'infra/operator/preflight/cli.ts', 'prod'], { env: environment });
    const failure = await run.then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout.split('\n')[0]).toMatch(/^MISSING +AWS credentials: /);
  }, 60_000);
});
