// ARCA's authentication service (WSAA): the login ticket request (TRA), signed as a CMS
// SignedData (PKCS#7) with the seller's certificate and key, exchanged by loginCms for a ticket
// (token + sign) that opens WSFEv1 for about 12 hours. The signature is made with node-forge, a
// well-kept pure-JavaScript PKCS#7 implementation (Node's crypto has no CMS), recorded in
// docs/decisions/.
import forge from 'node-forge';
import type { ArcaTlsScope } from './arca-tls';
import { callSoap, child, envelope, parseXml, textOf, xmlText, ArcaCallFailure } from './soap';

/** The WSAA's distinguished names, which a TRA names as its destination. */
export const WSAA_DESTINATIONS = {
  HOMOLOGACION: 'cn=wsaahomo,o=afip,c=ar,serialNumber=CUIT 33693450239',
  PRODUCCION: 'cn=wsaa,o=afip,c=ar,serialNumber=CUIT 33693450239',
} as const;

export interface TicketRequest {
  service: string;
  destination: string;
  uniqueId: number;
  generationTime: Date;
  expirationTime: Date;
}

/** An instant as xsd:dateTime without milliseconds (WSAA reads the offset). */
const xsdDateTime = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A TRA for `service`, valid from a few minutes before now (clocks differ) to a few minutes after:
 * WSAA refuses a TRA whose window is not around its own clock or is longer than 24 hours.
 */
export function ticketRequestFor(
  service: string,
  destination: string,
  now: Date,
  uniqueId = Math.floor(now.getTime() / 1000),
): TicketRequest {
  return {
    service,
    destination,
    uniqueId,
    generationTime: new Date(now.getTime() - 10 * 60_000),
    expirationTime: new Date(now.getTime() + 10 * 60_000),
  };
}

export function ticketRequestXml(request: TicketRequest): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<loginTicketRequest version="1.0">',
    '<header>',
    `<destination>${xmlText(request.destination)}</destination>`,
    `<uniqueId>${request.uniqueId}</uniqueId>`,
    `<generationTime>${xsdDateTime(request.generationTime)}</generationTime>`,
    `<expirationTime>${xsdDateTime(request.expirationTime)}</expirationTime>`,
    '</header>',
    `<service>${xmlText(request.service)}</service>`,
    '</loginTicketRequest>',
  ].join('');
}

/**
 * The TRA signed as CMS SignedData with the content attached (WSAA reads the TRA from inside the
 * CMS), SHA-256, the signer's certificate included; base64 of the DER, as loginCms takes it.
 */
export function signTicketRequest(traXml: string, certificatePem: string, privateKeyPem: string): string {
  const certificate = forge.pki.certificateFromPem(certificatePem);
  const key = forge.pki.privateKeyFromPem(privateKeyPem);
  const signed = forge.pkcs7.createSignedData();
  signed.content = forge.util.createBuffer(traXml, 'utf8');
  signed.addCertificate(certificate);
  signed.addSigner({
    key,
    certificate,
    digestAlgorithm: forge.pki.oids['sha256'] ?? '2.16.840.1.101.3.4.2.1',
    authenticatedAttributes: [
      { type: forge.pki.oids['contentType'] ?? '', value: forge.pki.oids['data'] ?? '' },
      { type: forge.pki.oids['messageDigest'] ?? '' },
      { type: forge.pki.oids['signingTime'] ?? '' },
    ],
  });
  signed.sign();
  return forge.util.encode64(forge.asn1.toDer(signed.toAsn1()).getBytes());
}

/** The access ticket WSAA grants (the "TA"). */
export interface AccessTicket {
  token: string;
  sign: string;
  expirationTime: string;
}

const WSAA_NAMESPACE = 'http://wsaa.view.sua.dvadac.desein.afip.gov';

/** loginCms: the signed TRA for a ticket. SOAP faults (`coe.*`, `cms.*`, `xml.*`) throw ArcaCallFailure('fault'). */
export async function loginCms(url: string, signedTra: string, timeoutMs: number, tls?: ArcaTlsScope): Promise<AccessTicket> {
  const body = await callSoap(
    url,
    '',
    envelope(`<wsaa:loginCms><wsaa:in0>${signedTra}</wsaa:in0></wsaa:loginCms>`, { wsaa: WSAA_NAMESPACE }),
    timeoutMs,
    tls,
  );
  const returned = textOf(child(child(body, 'loginCmsResponse'), 'loginCmsReturn'));
  const ticket = child(parseXml(returned), 'loginTicketResponse');
  const credentials = child(ticket, 'credentials');
  const token = textOf(child(credentials, 'token'));
  const sign = textOf(child(credentials, 'sign'));
  const expirationTime = textOf(child(child(ticket, 'header'), 'expirationTime'));
  if (!token || !sign || !expirationTime) throw new ArcaCallFailure('unavailable', 'WSAA respondió sin token, sign o vencimiento');
  return { token, sign, expirationTime: new Date(expirationTime).toISOString() };
}
