// WSAA's login ticket request (TRA) and its CMS signature: the XML WSAA expects, signed with
// node-forge and verified three ways — by the ARCA stand-in's verifier (the same checks WSAA
// makes), by OpenSSL's `cms -verify` (an implementation that shares no code with ours), and
// refused when the TRA, the signature or the certificate is not the one signed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { afterAll, describe, expect, it } from 'vitest';
import { parseXml, child, textOf } from '../../functions/invoicing/soap';
import { signTicketRequest, ticketRequestFor, ticketRequestXml, WSAA_DESTINATIONS } from '../../functions/invoicing/wsaa';
import { verifySignedTra, WsaaFault } from '../../infra/local/arca-stand-in/cms-verification';
import { selfSignedPair } from '../../infra/local/arca-stand-in/local-certificates';

const now = new Date('2026-11-27T12:00:00Z');
const seller = selfSignedPair('Impulso', '30712345671', now);
const stranger = selfSignedPair('Otro', '20123456786', now);
const tra = ticketRequestXml(ticketRequestFor('wsfe', WSAA_DESTINATIONS.HOMOLOGACION, now, 1764244800));
const signed = signTicketRequest(tra, seller.certificate, seller.privateKey);
const folder = mkdtempSync(join(tmpdir(), 'wsaa-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the TRA', () => {
  it('names the service, the WSAA destination, a unique id and a window around now of at most 24 h', () => {
    const request = child(parseXml(tra), 'loginTicketRequest');
    const header = child(request, 'header');
    expect(textOf(child(request, 'service'))).toBe('wsfe');
    expect(textOf(child(header, 'destination'))).toBe('cn=wsaahomo,o=afip,c=ar,serialNumber=CUIT 33693450239');
    expect(textOf(child(header, 'uniqueId'))).toBe('1764244800');
    const from = new Date(textOf(child(header, 'generationTime')));
    const to = new Date(textOf(child(header, 'expirationTime')));
    expect(from < now && now < to).toBe(true);
    expect(to.getTime() - from.getTime()).toBeLessThanOrEqual(24 * 3600_000);
    expect(tra.startsWith('<?xml version="1.0" encoding="UTF-8"?><loginTicketRequest version="1.0">')).toBe(true);
  });
});

describe('the CMS signature', () => {
  it("verifies against the seller's certificate and carries the TRA and the CUIT", () => {
    const verified = verifySignedTra(signed, [stranger.certificate, seller.certificate], now);
    expect(verified.traXml).toBe(tra);
    expect(verified.cuit).toBe('30712345671');
  });

  it('is SignedData with SHA-256 and RSA, the content attached, as OpenSSL reads it', () => {
    const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.decode64(signed))) as forge.pkcs7.PkcsSignedData;
    expect(message.certificates).toHaveLength(1);
    const cms = join(folder, 'tra.cms');
    const certificate = join(folder, 'seller.pem');
    writeFileSync(cms, Buffer.from(signed, 'base64'));
    writeFileSync(certificate, seller.certificate);
    // -CAfile: the self-signed certificate is its own root; the TRA comes out only if the signature holds.
    const content = execFileSync('openssl', ['cms', '-verify', '-inform', 'DER', '-in', cms, '-CAfile', certificate, '-purpose', 'any'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString('utf8');
    expect(content).toBe(tra);
  });

  it('is refused when made by a certificate WSAA was not given (cms.cert.untrusted)', () => {
    expect(() => verifySignedTra(signTicketRequest(tra, stranger.certificate, stranger.privateKey), [seller.certificate], now)).toThrow(
      expect.objectContaining({ code: 'cms.cert.untrusted' }),
    );
  });

  it('is refused when the key does not belong to the certificate (cms.sign.invalid)', () => {
    const forged = signTicketRequest(tra, seller.certificate, stranger.privateKey);
    expect(() => verifySignedTra(forged, [seller.certificate], now)).toThrow(expect.objectContaining({ code: 'cms.sign.invalid' }));
  });

  it('is refused when the TRA inside was changed after signing (cms.sign.invalid)', () => {
    const der = forge.util.decode64(signed);
    const tampered = der.replace('<service>wsfe</service>', '<service>wsfx</service>');
    expect(tampered).not.toBe(der);
    expect(() => verifySignedTra(forge.util.encode64(tampered), [seller.certificate], now)).toThrow(WsaaFault);
  });

  it('is refused when it is not CMS at all (cms.bad)', () => {
    expect(() => verifySignedTra('bm90IGNtcw==', [seller.certificate], now)).toThrow(expect.objectContaining({ code: 'cms.bad' }));
  });

  it('is refused when it is not Base64 (cms.bad.base64), as WSAA checks before reading the CMS', () => {
    expect(() => verifySignedTra('<no es base64>', [seller.certificate], now)).toThrow(
      expect.objectContaining({ code: 'cms.bad.base64', message: 'No se puede decodificar el BASE64' }),
    );
  });

  it("is refused outside the certificate's dates (cms.cert.expired, cms.cert.invalid)", () => {
    const afterItsEnd = new Date(now.getTime() + 3 * 365 * 86_400_000);
    const beforeItsStart = new Date(now.getTime() - 2 * 86_400_000);
    expect(() => verifySignedTra(signed, [seller.certificate], afterItsEnd)).toThrow(
      expect.objectContaining({ code: 'cms.cert.expired', message: 'Certificado expirado' }),
    );
    expect(() => verifySignedTra(signed, [seller.certificate], beforeItsStart)).toThrow(
      expect.objectContaining({ code: 'cms.cert.invalid', message: 'Certificado con fecha de generacion posterior a la actual' }),
    );
  });
});
