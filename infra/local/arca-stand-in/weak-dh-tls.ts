// The TLS ARCA's production hosts are reported to speak (decision 085): TLS 1.2 only, Diffie-Hellman
// key exchange only (DHE-RSA suites, no ECDHE, no TLS 1.3), with a 1024-bit group. Node 24's
// OpenSSL refuses it at its default security level ("dh key too small"); a client at security
// level 1 accepts it. The group is RFC 2409's 1024-bit MODP group (Oakley group 2, which Node
// knows as 'modp2'), so nothing is generated at start; the certificate is self-signed for
// localhost and 127.0.0.1, made at each start, so a refusal is about the key exchange, never the name.
import { generateKeyPairSync, getDiffieHellman } from 'node:crypto';
import type { SecureContextOptions, TlsOptions } from 'node:tls';
import forge from 'node-forge';

/** DER of one ASN.1 element. */
function der(tag: number, content: Buffer): Buffer {
  const length = content.length;
  const lengthBytes =
    length < 0x80 ? Buffer.from([length]) : length < 0x100 ? Buffer.from([0x81, length]) : Buffer.from([0x82, length >> 8, length & 0xff]);
  return Buffer.concat([Buffer.from([tag]), lengthBytes, content]);
}
/** An unsigned big-endian integer as DER INTEGER (a leading zero when its top bit is set). */
const derInteger = (value: Buffer) => der(0x02, (value[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), value]) : value);

/** PKCS#3 DHparams (SEQUENCE { prime, generator }) of the 1024-bit MODP group, as PEM. */
function weakDhParamsPem(): string {
  const group = getDiffieHellman('modp2');
  const body = der(0x30, Buffer.concat([derInteger(group.getPrime()), derInteger(group.getGenerator())]));
  const base64 = body.toString('base64').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN DH PARAMETERS-----\n${base64.trim()}\n-----END DH PARAMETERS-----\n`;
}

/** DHE-RSA suites only: a client that refuses the group has nothing else to agree on. */
const WEAK_DH_CIPHERS = 'DHE-RSA-AES256-GCM-SHA384:DHE-RSA-AES128-GCM-SHA256:DHE-RSA-AES256-SHA256:DHE-RSA-AES128-SHA:@SECLEVEL=0';

export interface WeakDhTls {
  options: TlsOptions & SecureContextOptions;
  /** The server's certificate, for the client to trust. */
  certificatePem: string;
}

export function weakDhTls(now = new Date()): WeakDhTls {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  certificate.serialNumber = `01${now.getTime().toString(16)}`;
  certificate.validity.notBefore = new Date(now.getTime() - 86_400_000);
  certificate.validity.notAfter = new Date(now.getTime() + 365 * 86_400_000);
  const subject = [
    { name: 'countryName', value: 'AR' },
    { name: 'organizationName', value: 'ARCA local (stand-in)' },
    { name: 'commonName', value: 'localhost' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ]);
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  certificate.sign(forge.pki.privateKeyFromPem(privatePem), forge.md.sha256.create());
  const certificatePem = forge.pki.certificateToPem(certificate);
  return {
    certificatePem,
    options: {
      key: privatePem,
      cert: certificatePem,
      dhparam: weakDhParamsPem(),
      ciphers: WEAK_DH_CIPHERS,
      minVersion: 'TLSv1.2',
      maxVersion: 'TLSv1.2',
    },
  };
}
