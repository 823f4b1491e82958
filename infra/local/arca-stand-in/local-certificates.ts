// The sellers' ARCA key pairs for the local stack, made at the first start and kept in the data
// folder (mode 600): an RSA 2048 key (Node's crypto, native and fast) and a self-signed X.509
// certificate (node-forge) whose subject carries the CUIT as ARCA's certificates do
// (serialNumber "CUIT <11 digits>"). The functions get the pairs as ARCA_CREDENTIALS; the ARCA
// stand-in gets the certificates as the only ones it trusts.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import forge from 'node-forge';

export interface LocalKeyPair {
  certificate: string;
  privateKey: string;
}

export function selfSignedPair(commonName: string, cuit: string, now = new Date()): LocalKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  certificate.serialNumber = Date.now().toString(16);
  certificate.validity.notBefore = new Date(now.getTime() - 86_400_000);
  certificate.validity.notAfter = new Date(now.getTime() + 2 * 365 * 86_400_000);
  const subject = [
    { name: 'countryName', value: 'AR' },
    { name: 'organizationName', value: commonName },
    { name: 'commonName', value: commonName },
    { name: 'serialNumber', value: `CUIT ${cuit}` },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(forge.pki.privateKeyFromPem(privatePem), forge.md.sha256.create());
  return { certificate: forge.pki.certificateToPem(certificate), privateKey: privatePem };
}

/** The pairs kept in `file`, made on first use for each seller not there yet. */
export function localArcaKeyPairs(file: string, sellers: Record<string, { name: string; cuit: string }>): Record<string, LocalKeyPair> {
  const kept: Record<string, LocalKeyPair> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, LocalKeyPair>)
    : {};
  let changed = false;
  for (const [seller, { name, cuit }] of Object.entries(sellers)) {
    if (kept[seller]) continue;
    kept[seller] = selfSignedPair(name, cuit);
    changed = true;
  }
  if (changed) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(kept, null, 2), { mode: 0o600 });
  }
  return kept;
}
