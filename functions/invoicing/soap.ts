// SOAP 1.1 over fetch for ARCA's two services. The messages are small and fixed (a handful of
// operations), so the envelopes are written here and the answers parsed with fast-xml-parser; a
// full SOAP client (WSDL loading, code generation) would cost more than these few templates
// (docs/decisions/, "Factura electrónica").
import { XMLParser } from 'fast-xml-parser';

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

/** Posts an envelope and returns the parsed Body; a SOAP fault or an unreachable service throws ArcaCallFailure. */
export async function callSoap(url: string, action: string, body: string, timeoutMs: number): Promise<XmlNode> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ArcaCallFailure('unavailable', `ARCA no respondió (${error instanceof Error ? error.message : String(error)})`);
  }
  const text = await response.text().catch(() => '');
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
  if (!response.ok || bodyNode === undefined || typeof bodyNode === 'string' || Array.isArray(bodyNode)) {
    throw new ArcaCallFailure('unavailable', `ARCA respondió ${response.status} sin un mensaje SOAP válido`);
  }
  return bodyNode;
}
