// SOAP 1.1 over node:https for ARCA's two services (node:https rather than fetch: the TLS context
// is chosen per host, arca-tls.ts, which fetch cannot take without the undici package). The messages are small and fixed (a handful of
// operations), so the envelopes are written here and the answers parsed with fast-xml-parser; a
// full SOAP client (WSDL loading, code generation) would cost more than these few templates
// (docs/decisions/, "Factura electrónica").
import { XMLParser } from 'fast-xml-parser';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { agentFor, STRICT_TLS, type ArcaTlsScope } from './arca-tls';

/** Why a call to ARCA did not give an answer: unreachable/slow/5xx, or a SOAP fault. */
export class ArcaCallFailure extends Error {
  constructor(
    readonly kind: 'unavailable' | 'fault',
    message: string,
    /** The fault's code (e.g. `ns1:coe.alreadyAuthenticated`), when ARCA answered one. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'ArcaCallFailure';
  }
}

export const isArcaCallFailure = (error: unknown): error is ArcaCallFailure => error instanceof ArcaCallFailure;

/** Text for an XML element's content. */
export const xmlText = (value: string | number): string =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

// Namespace prefixes dropped and every value kept as text: ARCA's numbers (CAE, CUIT, DocNro) are
// identifiers that must not become JavaScript numbers.
const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, trimValues: true });

export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[];

export function parseXml(text: string): XmlNode {
  return parser.parse(text) as XmlNode;
}

/** A child element (the first when repeated), or undefined. */
export function child(node: XmlValue | undefined, name: string): XmlValue | undefined {
  if (node === undefined || typeof node === 'string') return undefined;
  const value = Array.isArray(node) ? undefined : node[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Repeated child elements as a list (none, one or many). */
export function children(node: XmlValue | undefined, name: string): XmlValue[] {
  if (node === undefined || typeof node === 'string' || Array.isArray(node)) return [];
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export const textOf = (node: XmlValue | undefined): string => (typeof node === 'string' ? node : '');

export function envelope(body: string, namespaces: Record<string, string>): string {
  const declarations = Object.entries(namespaces)
    .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"${declarations}><soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;
}

/** ARCA's answers are a few kilobytes; anything past this is not one of them. */
const MAX_ANSWER_BYTES = 5_000_000;

/** One POST: the status and the body's text; the TLS context is the host's (arca-tls.ts). */
function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number, tls: ArcaTlsScope) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const target = new URL(url);
    const options = {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      signal: AbortSignal.timeout(timeoutMs),
    };
    const answer = (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) response.destroy(new Error('respuesta demasiado grande'));
        else chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    };
    const outgoing =
      target.protocol === 'https:'
        ? httpsRequest(target, { ...options, agent: agentFor(url, tls) }, answer)
        : httpRequest(target, options, answer);
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Posts an envelope and returns the parsed Body; a SOAP fault or an unreachable service (a refused
 * handshake among them) throws ArcaCallFailure.
 */
export async function callSoap(
  url: string,
  action: string,
  body: string,
  timeoutMs: number,
  tls: ArcaTlsScope = STRICT_TLS,
): Promise<XmlNode> {
  let response: { status: number; text: string };
  try {
    response = await post(url, { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` }, body, timeoutMs, tls);
  } catch (error) {
    throw new ArcaCallFailure('unavailable', `ARCA no respondió (${error instanceof Error ? error.message : String(error)})`);
  }
  const { text, status } = response;
  let parsed: XmlNode | null;
  try {
    parsed = text ? parseXml(text) : null;
  } catch {
    // Not XML (an HTML error page from a proxy): no SOAP answer.
    parsed = null;
  }
  const bodyNode = child(child(parsed ?? undefined, 'Envelope'), 'Body');
  const fault = child(bodyNode, 'Fault');
  if (fault !== undefined) {
    throw new ArcaCallFailure(
      'fault',
      textOf(child(fault, 'faultstring')) || 'Falla SOAP sin detalle',
      textOf(child(fault, 'faultcode')) || null,
    );
  }
  if (status < 200 || status > 299 || bodyNode === undefined || typeof bodyNode === 'string' || Array.isArray(bodyNode)) {
    throw new ArcaCallFailure('unavailable', `ARCA respondió ${status} sin un mensaje SOAP válido`);
  }
  return bodyNode;
}
