// The stage file an operator starts from: infra/stages/example.json copied and filled in as the
// README's "Deploy from zero" says synthesizes with nothing for cdk-nag to stop on, production and
// not, with a custom domain and without; protection follows "production": true, never the name.
// Functions are not bundled: these tests read templates and the nag packs' findings only.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/shared/paths';
import { readStageSettings } from '../../infra/stage-settings';
import { synthStore, type SynthesizedStore } from './synth-store';

const EXAMPLE = JSON.parse(readFileSync(join(repositoryRoot, 'infra', 'stages', 'example.json'), 'utf8')) as Record<string, unknown>;
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e0d0c-0b0a-0908-0706-050403020100';

/** What the README tells the operator to fill in (step "Stage settings"). */
const FILLED_IN = {
  storeName: 'Tienda Norte',
  legalName: 'Tienda Norte S.R.L.',
  cuit: '30-71234567-1',
  cognitoSesSender: 'tienda@tiendanorte.com.ar',
  alarmEmail: 'guardia@tiendanorte.com.ar',
};

/** example.json copied to <stage>.json in a fresh stages folder, with `changes` over it. */
function stageFile(stage: string, changes: Record<string, unknown>): string {
  const directory = mkdtempSync(join(tmpdir(), 'stage-files-'));
  writeFileSync(join(directory, `${stage}.json`), JSON.stringify({ ...EXAMPLE, ...changes }, null, 2));
  return directory;
}

function nagFindings(store: SynthesizedStore): string[] {
  return [new AwsSolutionsChecks(), new ServerlessChecks()].flatMap((pack) =>
    pack
      .validateScope(store.app)
      .violations.map(
        (violation) => `${violation.ruleName}: ${violation.violatingResources.map((resource) => resource.constructPath).join(', ')}`,
      ),
  );
}

describe.each([
  ['production with a custom domain', 'prod', { production: true, domainName: 'tiendanorte.com.ar', certificateArn: CERTIFICATE }],
  ['production on the CloudFront address', 'prod', { production: true }],
  [
    'a trial stage with a custom domain',
    'trial',
    { production: false, domainName: 'prueba.tiendanorte.com.ar', certificateArn: CERTIFICATE },
  ],
  ['a trial stage on the CloudFront address', 'trial', { production: false }],
])('the example stage file filled in as the README says: %s', (_name, stage, variant) => {
  const production = variant.production;
  let store: SynthesizedStore;

  it('synthesizes with nothing for cdk-nag to stop on and no error annotations', () => {
    store = synthStore({ context: { stage }, stagesDirectory: stageFile(stage, { ...FILLED_IN, ...variant }) });
    expect(nagFindings(store)).toEqual([]);
    for (const stack of Object.values(store.stacks)) {
      expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
    }
  }, 180_000);

  it('subscribes the alarm e-mail with a dead-letter queue that has its own alarm', () => {
    const operations = store.templates.operations;
    operations.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: FILLED_IN.alarmEmail,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^UndeliveredAlarmNotices'), 'Arn'] } },
    });
    operations.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: `fitness-store-${stage}-operations-alarm-notice-dead-letters`,
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^UndeliveredAlarmNotices'), 'QueueName'] } }],
    });
  });

  it(`${production ? 'retains and protects' : 'does not retain'} the table, the pool and the data stack`, () => {
    store.templates.data.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: production ? 'Retain' : 'Delete',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: production })] }),
    });
    store.templates.data.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: production ? 'Retain' : 'Delete' });
    expect(store.stacks.data.terminationProtection).toBe(production);
    // The store's logs (functions, AppSync, the firewall); the CDK deployment provider's stay a month.
    const logGroups = Object.entries(store.templates.api.findResources('AWS::Logs::LogGroup'))
      .filter(([logicalId]) => !logicalId.startsWith('DeploymentLogs'))
      .map(([, group]) => group as { Properties: { RetentionInDays: number } });
    expect(logGroups.length).toBeGreaterThan(10);
    for (const group of logGroups) expect(group.Properties.RetentionInDays).toBe(production ? 90 : 30);
  });
});

describe('protection follows "production", never the name', () => {
  it('leaves a stage named prd without "production": true unprotected, and says so at synth', () => {
    const store = synthStore({ context: { stage: 'prd' }, stagesDirectory: stageFile('prd', { ...FILLED_IN, production: false }) });
    store.templates.data.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Delete' });
    expect(store.stacks.data.terminationProtection).toBe(false);
    Annotations.fromStack(store.stacks.data).hasWarning(
      '*',
      Match.stringLikeRegexp('Stage "prd" is named like production but its file does not say "production": true'),
    );
  }, 180_000);

  it('warns for the other names an operator gives production, and not for a trial stage', () => {
    const warningsOf = (stage: string) => readStageSettings(new App({ context: { stage, production: 'false' } }).node).warnings;
    for (const stage of ['prod', 'prd', 'prod-ar', 'main', 'live', 'pro']) expect(warningsOf(stage), stage).toHaveLength(1);
    for (const stage of ['dev', 'trial', 'staging', 'promo', 'maintest']) expect(warningsOf(stage), stage).toEqual([]);
  });

  it('protects a production stage whatever its name', () => {
    const settings = readStageSettings(new App({ context: { stage: 'tienda' } }).node, stageFile('tienda', { ...FILLED_IN }));
    expect(settings).toMatchObject({ production: true, warnings: [] });
  });

  it('refuses a "production" that is not true or false', () => {
    expect(() => readStageSettings(new App({ context: { stage: 'tienda', production: 'yes' } }).node)).toThrow(
      /"production" must be true or false/,
    );
  });
});

describe('a production stage refuses local-only settings', () => {
  const refusal = (stage: string, changes: Record<string, unknown>) => () =>
    readStageSettings(new App({ context: { stage } }).node, stageFile(stage, { ...FILLED_IN, production: true, ...changes }));

  it('refuses the example file as it is, naming every placeholder at once', () => {
    const unfilled = () => readStageSettings(new App({ context: { stage: 'prod' } }).node, stageFile('prod', {}));
    expect(unfilled).toThrow(/"cognitoSesSender" is the example's "tienda@example\.com\.ar"/);
    expect(unfilled).toThrow(/"alarmEmail" is the example's "ops@example\.com\.ar"/);
    expect(unfilled).toThrow(/"cuit" 30-12345678-9 has a wrong check digit/);
    expect(unfilled).toThrow(/"legalName" is not the seller's razón social/);
  });

  it("refuses Cognito's own sender, an empty alarm e-mail and a development stage name", () => {
    expect(refusal('prod', { cognitoSesSender: '' })).toThrow(/"cognitoSesSender" is empty: Cognito's own sender/);
    expect(refusal('prod', { alarmEmail: '' })).toThrow(/"alarmEmail" is empty/);
    expect(refusal('dev', {})).toThrow(/the stage name "dev" is for development/);
    expect(refusal('prod', { domainName: 'tienda.example.com', certificateArn: CERTIFICATE })).toThrow(/"domainName" is the example's/);
  });

  it('lets a trial stage keep the placeholders', () => {
    const settings = readStageSettings(new App({ context: { stage: 'trial' } }).node, stageFile('trial', { production: false }));
    expect(settings).toMatchObject({ production: false, alarmEmail: 'ops@example.com.ar' });
  });
});
