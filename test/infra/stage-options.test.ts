// What an operator's context changes: a production stage keeps and protects its data, a custom
// domain and an API key rotation reach the templates, and bad settings stop synth with a clear
// message. Functions are not bundled here: these tests read templates only.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlFunctions } from '../../functions/handlers/resolver-map';
import { functionReach } from '../../infra/function-reach';
import { apiKeyExpiry } from '../../infra/stacks/api-stack';
import { readStageSettings } from '../../infra/stage-settings';
import { createStore, synthStore, type SynthesizedStore } from './synth-store';

const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e0d0c-0b0a-0908-0706-050403020100';

describe('a production stage with a custom domain, rotating its API key', () => {
  let prod: SynthesizedStore;
  beforeAll(() => {
    prod = synthStore({
      context: {
        stage: 'prod',
        production: 'true',
        legalName: 'Impulso S.A.S.',
        cuit: '30-71234567-1',
        cognitoSesSender: 'tienda@impulso.com.ar',
        alarmEmail: 'guardia@impulso.com.ar',
        domainName: 'tienda.impulso.com.ar',
        certificateArn: CERTIFICATE,
        apiKeyGenerations: '1,2',
      },
    });
  }, 120_000);

  it('turns introspection off outside dev, keeping the shared limits', () => {
    prod.templates.api.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      IntrospectionConfig: 'DISABLED',
      QueryDepthLimit: 8,
      ResolverCountLimit: 10,
    });
  });

  it('retains and protects the table and the user pool', () => {
    prod.templates.data.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })] }),
    });
    prod.templates.data.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    expect(prod.stacks.data.terminationProtection).toBe(true);
  });

  it('serves the web on the domain with its certificate and TLS 1.2 at least', () => {
    prod.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['tienda.impulso.com.ar'],
        ViewerCertificate: Match.objectLike({ AcmCertificateArn: CERTIFICATE, MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
  });

  it('keeps both key generations valid and publishes the newest in /config.json', () => {
    const keys = prod.templates.api.findResources('AWS::AppSync::ApiKey');
    expect(Object.keys(keys).sort()).toEqual([expect.stringMatching(/^ApiVisitors1ApiKey/), expect.stringMatching(/^ApiVisitors2ApiKey/)]);
    const deployment = Object.values(prod.templates.api.findResources('Custom::CDKBucketDeployment'))[0] as {
      Properties: { SourceMarkers: Record<string, unknown>[] };
    };
    const published = JSON.stringify(deployment.Properties.SourceMarkers);
    expect(published).toMatch(/ApiVisitors2ApiKey\w*","ApiKey"/);
    expect(published).not.toMatch(/ApiVisitors1ApiKey/);
  });

  it('tells the order functions, and only them, where the payment webhook is; the web address goes to readers of payments or of the store slice', () => {
    const functions = Object.values(prod.templates.api.findResources('AWS::Lambda::Function')) as {
      Properties: { Environment?: { Variables?: Record<string, unknown> }; Description?: string };
    }[];
    const resolvers = functions.filter((fn) => fn.Properties.Description?.startsWith('GraphQL resolvers'));
    expect(resolvers).toHaveLength(Object.keys(graphqlFunctions).length);
    // Only the functions that read the payments settings are given them.
    const readersOfPayments = resolvers.filter((fn) => fn.Properties.Environment?.Variables?.['MERCADO_PAGO_SECRET_ID']);
    expect(readersOfPayments.length).toBeGreaterThan(0);
    for (const fn of resolvers) {
      const reads = readersOfPayments.includes(fn);
      const name = fn.Properties.Description?.match(/^GraphQL resolvers \((.+)\)$/)?.[1] ?? '';
      const definition = graphqlFunctions[name as keyof typeof graphqlFunctions];
      // The store slice carries the web address too: documents print links (the certificate's check page).
      const printsLinks = functionReach(definition.entry).settings.has('store');
      expect(fn.Properties.Environment?.Variables?.['STORE_WEB_URL']).toBe(
        reads || printsLinks ? 'https://tienda.impulso.com.ar' : undefined,
      );
      expect(fn.Properties.Environment?.Variables?.['PAYMENT_WEBHOOK_URL'] !== undefined).toBe(reads);
    }
  });
});

describe('settings that stop synth', () => {
  const settingsFrom = (context: Record<string, string>) => readStageSettings(new App({ context }).node);

  it('refuses a stage name that cannot be part of a bucket name', () => {
    expect(() => settingsFrom({ stage: 'Producción' })).toThrow(/Context "stage"/);
    expect(() => settingsFrom({ stage: 'much-too-long' })).toThrow(/Context "stage"/);
  });

  it('refuses a domain without a us-east-1 certificate', () => {
    expect(() => settingsFrom({ domainName: 'tienda.example.com.ar' })).toThrow(/go together/);
    expect(() => settingsFrom({ domainName: 'tienda.example.com.ar', certificateArn: 'arn:aws:acm:sa-east-1:1:certificate/x' })).toThrow(
      /us-east-1/,
    );
  });

  it("reads the stage's committed settings file, which a -c value overrides", () => {
    const stages = mkdtempSync(join(tmpdir(), 'stage-files-'));
    writeFileSync(join(stages, 'shop.json'), JSON.stringify({ storeName: 'Tienda Norte', maxInstallments: 3, monthlyBudgetUsd: 120 }));
    const fromFile = readStageSettings(new App({ context: { stage: 'shop' } }).node, stages);
    expect(fromFile).toMatchObject({ stage: 'shop', storeName: 'Tienda Norte', maxInstallments: 3, monthlyBudgetUsd: 120 });
    const overridden = readStageSettings(new App({ context: { stage: 'shop', maxInstallments: '12' } }).node, stages);
    expect(overridden).toMatchObject({ storeName: 'Tienda Norte', maxInstallments: 12 });
    writeFileSync(join(stages, 'bad.json'), JSON.stringify({ monthlyBudgetUsd: 'mucho' }));
    expect(() => readStageSettings(new App({ context: { stage: 'bad' } }).node, stages)).toThrow(/monthlyBudgetUsd/);
  });

  it('refuses the example file as a stage', () => {
    expect(() => settingsFrom({ stage: 'example' })).toThrow(/copy it to <stage>\.json/);
  });

  it('refuses a repeated API key generation', () => {
    expect(() => settingsFrom({ apiKeyGenerations: '1,1' })).toThrow(/twice/);
  });

  it('stops when the web has not been built', () => {
    expect(() => createStore({ webDistDir: mkdtempSync(join(tmpdir(), 'no-web-')) })).toThrow(
      /has no app\.html: build the web first \(npm run build:web\)/,
    );
  });

  it('stops when a resolver names a field that schema.graphql lacks', () => {
    expect(() =>
      createStore({
        resolverMap: {
          graphqlFunctions: { ...graphqlFunctions, extra: { ...graphqlFunctions.catalogue, fields: { Query: ['noSuchField'] } } },
          httpFunctions: {},
          unresolvedFields: {},
        },
      }),
    ).toThrow(/resolves Query\.noSuchField, which schema\.graphql does not declare/);
  });

  it('stops when a schema field has no resolver and is not listed as pending', () => {
    const { catalogue, ...withoutCatalogue } = graphqlFunctions;
    expect(catalogue.fields.Query).toContain('listItems');
    expect(() => createStore({ resolverMap: { graphqlFunctions: withoutCatalogue, httpFunctions: {}, unresolvedFields: {} } })).toThrow(
      /Query\.listItems has no resolver/,
    );
  });
});

describe('the visitors API key expiry', () => {
  it('is 365 days after the start of the deploy day, the same for every synth that day', () => {
    const morning = apiKeyExpiry(new Date('2026-11-22T03:00:00Z')).toEpoch();
    const evening = apiKeyExpiry(new Date('2026-11-22T23:00:00Z')).toEpoch();
    expect(morning).toBe(evening);
    expect(new Date(morning * 1000).toISOString()).toBe('2027-11-22T00:00:00.000Z');
  });
});
