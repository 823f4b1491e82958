// What WSAA checks of a loginCms request, done with node-forge, in the order WSAA was seen
// checking: the Base64, the CMS SignedData, the signer's certificate inside it, the signature (the
// signed attributes' message digest must be the digest of the TRA carried inside, and the RSA
// signature over those attributes must verify with the certificate's key), the certificate's
// dates, and that it is one the stand-in was given (its "trusted" list, as ARCA trusts only
// certificates it issued). Fault codes and texts are WSAA's (docs/arca-stand-in.md). forge's own
// pkcs7 verify() is not implemented, so the steps are written out here.
import forge from 'node-forge';

export class WsaaFault extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface VerifiedLogin {
  traXml: string;
  certificatePem: string;
  /** The CUIT in the certificate's subject (serialNumber "CUIT 20123456789"). */
  cuit: string;
}

const DIGESTS: Record<string, () => forge.md.MessageDigest> = {
  [forge.pki.oids['sha256'] ?? '']: () => forge.md.sha256.create(),
  [forge.pki.oids['sha1'] ?? '']: () => forge.md.sha1.create(),
};

function attributeValue(attributes: forge.asn1.Asn1[], oid: string): forge.asn1.Asn1 | null {
  for (const attribute of attributes) {
    const [type, values] = attribute.value as forge.asn1.Asn1[];
    if (type && forge.asn1.derToOid(type.value as string) === oid) return ((values?.value as forge.asn1.Asn1[]) ?? [])[0] ?? null;
  }
  return null;
}

/** The bytes of the OCTET STRING(s) inside a node (a constructed string's pieces joined). */
function octets(node: forge.asn1.Asn1): string {
  if (typeof node.value === 'string') return node.type === forge.asn1.Type.OCTETSTRING ? node.value : '';
  return node.value.map(octets).join('');
}

export function verifySignedTra(cmsBase64: string, trustedPems: readonly string[], now = new Date()): VerifiedLogin {
  if (!/^[A-Za-z0-9+/=\s]+$/.test(cmsBase64)) throw new WsaaFault('cms.bad.base64', 'No se puede decodificar el BASE64');
  let message: forge.pkcs7.PkcsSignedData;
  try {
    message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(forge.util.decode64(cmsBase64.replace(/\s+/g, ''))),
    ) as forge.pkcs7.PkcsSignedData;
  } catch {
    throw new WsaaFault('cms.bad', 'El CMS no es valido');
  }
  const certificate = message.certificates[0];
  // The encapsulated content ([0] EXPLICIT OCTET STRING, possibly in constructed pieces): forge's
  // own `content` of a parsed SignedData is not the TRA, so it is read from the raw capture.
  const raw = (message as unknown as { rawCapture: { content?: forge.asn1.Asn1; signerInfos?: forge.asn1.Asn1[] } }).rawCapture;
  const traBytes = raw.content ? octets(raw.content) : '';
  if (!traBytes) throw new WsaaFault('cms.bad', 'El CMS no es valido');
  if (!certificate) throw new WsaaFault('cms.cert.notFound', 'No se ha encontrado certificado de firmador');

  // SignerInfo ::= SEQUENCE { version, sid, digestAlgorithm, [0] signedAttrs, signatureAlgorithm, signature }
  const signerInfo = raw.signerInfos?.[0];
  const parts = (signerInfo?.value ?? []) as forge.asn1.Asn1[];
  const digestOid = forge.asn1.derToOid((((parts[2]?.value as forge.asn1.Asn1[]) ?? [])[0]?.value as string) ?? '');
  const signedAttributes = parts[3];
  const signature = parts[5];
  const newDigest = DIGESTS[digestOid];
  if (!signedAttributes || signedAttributes.tagClass !== forge.asn1.Class.CONTEXT_SPECIFIC || !signature || !newDigest) {
    throw new WsaaFault('cms.sign.invalid', 'Firma inválida o algoritmo no soportado');
  }
  const attributes = signedAttributes.value as forge.asn1.Asn1[];
  const messageDigest = attributeValue(attributes, forge.pki.oids['messageDigest'] ?? '');
  if (!messageDigest || messageDigest.value !== newDigest().update(traBytes).digest().getBytes()) {
    throw new WsaaFault('cms.sign.invalid', 'Firma inválida o algoritmo no soportado');
  }
  // The signature covers the attributes DER-encoded as a SET (not with their [0] tag).
  const asSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const attributesDigest = newDigest().update(forge.asn1.toDer(asSet).getBytes());
  const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
  let valid: boolean;
  try {
    valid = publicKey.verify(attributesDigest.digest().getBytes(), signature.value as string);
  } catch {
    // A signature of the wrong length or padding: not valid either.
    valid = false;
  }
  if (!valid) throw new WsaaFault('cms.sign.invalid', 'Firma inválida o algoritmo no soportado');
  if (certificate.validity.notBefore > now) {
    throw new WsaaFault('cms.cert.invalid', 'Certificado con fecha de generacion posterior a la actual');
  }
  if (certificate.validity.notAfter < now) throw new WsaaFault('cms.cert.expired', 'Certificado expirado');
  const certificatePem = forge.pki.certificateToPem(certificate);
  const fingerprint = (pem: string) =>
    forge.md.sha256
      .create()
      .update(forge.asn1.toDer(forge.pki.certificateToAsn1(forge.pki.certificateFromPem(pem))).getBytes())
      .digest()
      .toHex();
  const serial = certificate.subject.getField({ name: 'serialNumber' }) as { value?: string } | null;
  const cuit = /CUIT\s*(\d{11})/.exec(serial?.value ?? '')?.[1];
  // A certificate without a CUIT is not one ARCA issues.
  if (!cuit || !trustedPems.some((trusted) => fingerprint(trusted) === fingerprint(certificatePem))) {
    throw new WsaaFault('cms.cert.untrusted', 'Certificado no emitido por AC de confianza');
  }
  return { traXml: forge.util.decodeUtf8(traBytes), certificatePem, cuit };
}
