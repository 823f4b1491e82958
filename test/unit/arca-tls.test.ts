// ARCA's production TLS (decision 085): the relaxed security level goes to ARCA's production hosts
// by exact name and to nothing else. Against the stand-in speaking only ARCA production's weak-DH
// profile (TLS 1.2, DHE suites, a 1024-bit group), the store's SOAP client gets through when the
// host is in the scope and is refused ("dh key too small") under another name for the same server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startArcaStandIn, type ArcaStandIn } from '../../infra/local/arca-stand-in/server';
import { selfSignedPair } from '../../infra/local/arca-stand-in/local-certificates';
import { LEGACY_DH_CIPHERS, STRICT_TLS, agentFor, usesLegacyDh, type ArcaTlsScope } from '../../functions/invoicing/arca-tls';
import { ArcaCallFailure } from '../../functions/invoicing/soap';
import { feDummy } from '../../functions/invoicing/wsfe';
import { ARCA_PRODUCTION_HOSTS, invoicingSettings } from '../../functions/settings/invoicing';

const AWS_ENV = { ARCA_SECRET_ID: 'arca', AWS_REGION: 'sa-east-1' };

describe('which hosts get the relaxed TLS', () => {
  const { tls, urls } = invoicingSettings(AWS_ENV);

  it("on a stage: ARCA's production WSAA and WSFEv1 hosts, exactly", () => {
    expect([...ARCA_PRODUCTION_HOSTS].sort()).toEqual(['servicios1.afip.gov.ar', 'wsaa.afip.gov.ar']);
    expect(tls.legacyDhHosts).toEqual(ARCA_PRODUCTION_HOSTS);
    expect(tls.extraCaPem).toBeUndefined();
    expect(usesLegacyDh(urls('PRODUCCION').wsaa, tls)).toBe(true);
    expect(usesLegacyDh(urls('PRODUCCION').wsfe, tls)).toBe(true);
    expect(agentFor(urls('PRODUCCION').wsfe, tls).options.ciphers).toBe(LEGACY_DH_CIPHERS);
  });

  it('homologación, look-alike names, other services and plain HTTP keep the defaults', () => {
    for (const url of [
      ...Object.values(urls('HOMOLOGACION')),
      'https://servicios1.afip.gov.ar.example.com/wsfev1/service.asmx',
      'https://x.servicios1.afip.gov.ar/wsfev1/service.asmx',
      'https://wsaa.afip.gov.ar.evil/ws/services/LoginCms',
      'https://api.mercadopago.com/v1/payments/1',
      'http://wsaa.afip.gov.ar/ws/services/LoginCms',
    ]) {
      expect(usesLegacyDh(url, tls), url).toBe(false);
      expect(agentFor(url, tls).options.ciphers, url).toBeUndefined();
    }
    expect(usesLegacyDh('https://WSAA.AFIP.GOV.AR/ws/services/LoginCms', tls)).toBe(true);
    expect(usesLegacyDh(urls('PRODUCCION').wsfe, STRICT_TLS)).toBe(false);
  });

  it("the local stand-in's host and certificate are refused beside a stage's secret", () => {
    const local = { ARCA_LOCAL_LEGACY_TLS_HOST: 'localhost' };
    expect(() => invoicingSettings({ ...AWS_ENV, ...local })).toThrow(/ARCA_LOCAL_LEGACY_TLS_HOST/);
    expect(() => invoicingSettings({ ...AWS_ENV, ARCA_LOCAL_CA_PEM: '-----BEGIN CERTIFICATE-----\nx' })).toThrow(
      /ARCA_LOCAL_LEGACY_TLS_HOST/,
    );
    const localStack = invoicingSettings({
      ARCA_CREDENTIALS: '{}',
      ARCA_WSAA_URL: 'https://localhost:1/ws/services/LoginCms',
      ARCA_WSFE_URL: 'https://localhost:1/wsfev1/service.asmx',
      ...local,
    });
    expect(localStack.tls.legacyDhHosts).toEqual([...ARCA_PRODUCTION_HOSTS, 'localhost']);
  });
});

describe("against the stand-in speaking ARCA production's weak-DH TLS only", () => {
  const folder = mkdtempSync(join(tmpdir(), 'arca-tls-test-'));
  let arca: ArcaStandIn;
  let scope: ArcaTlsScope;
  /** The same TLS server under another name its certificate also carries. */
  const byAddress = (url: string) => url.replace('//localhost:', '//127.0.0.1:');

  beforeAll(async () => {
    arca = await startArcaStandIn({
      port: 0,
      weakDhTlsPort: 0,
      dataDir: folder,
      trustedCertificates: [selfSignedPair('x', '30712345671').certificate],
    });
    scope = { legacyDhHosts: [...ARCA_PRODUCTION_HOSTS, 'localhost'], extraCaPem: arca.tls!.certificatePem };
  });
  afterAll(async () => {
    await new Promise((resolve) => arca.server.close(resolve));
    await new Promise((resolve) => arca.tls!.server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  it('the host in the scope gets an answer over TLS 1.2 with a DHE suite', async () => {
    expect(arca.wsfeUrl).toMatch(/^https:\/\/localhost:\d+\//);
    expect(await feDummy({ url: arca.wsfeUrl, timeoutMs: 10_000, tls: scope })).toBe(true);
    const { handshakes } = (await (await fetch(`${arca.url}/_arca/api/tls`)).json()) as {
      handshakes: { protocol: string; cipher: string }[];
    };
    expect(handshakes[0]).toMatchObject({ protocol: 'TLSv1.2', cipher: expect.stringMatching(/^DHE-RSA-/) });
  });

  it('another host with the same profile is refused: dh key too small', async () => {
    const failure = await feDummy({ url: byAddress(arca.wsfeUrl), timeoutMs: 10_000, tls: scope }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ArcaCallFailure);
    expect(failure).toMatchObject({ kind: 'unavailable', message: expect.stringMatching(/dh key too small/i) });
  });

  it('without a scope (the defaults) the stand-in is refused too, and its SOAP paths are not on plain HTTP', async () => {
    const failure = await feDummy({
      url: arca.wsfeUrl,
      timeoutMs: 10_000,
      tls: { legacyDhHosts: [], extraCaPem: scope.extraCaPem! },
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'unavailable', message: expect.stringMatching(/dh key too small/i) });
    const plain = await fetch(`${arca.url}/wsfev1/service.asmx`, { method: 'POST', body: '<x/>' });
    expect(plain.status).toBe(404);
  });
});
