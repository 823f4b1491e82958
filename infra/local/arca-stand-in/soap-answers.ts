// The stand-in's SOAP answers as ARCA's servers write them: WSFEv1's ASP.NET envelope and fault,
// WSAA's Axis fault, the Errors/Observaciones lists, and the dates ARCA writes.
import { textOf, xmlText, type XmlValue } from '../../../functions/invoicing/soap';
import type { ArcaNote } from './wsfe-checks';

/** WSFEv1's envelope (ASP.NET, prefix `soap`), with the FEHeaderInfo header ARCA sends. */
export const soapEnvelope = (body: string, header = '') =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">${header ? `<soap:Header>${header}</soap:Header>` : ''}<soap:Body>${body}</soap:Body></soap:Envelope>`;
/** A fault as WSFEv1's ASP.NET would answer a request it cannot take. */
export const soapFault = (code: string, message: string) =>
  soapEnvelope(`<soap:Fault><faultcode>soap:${xmlText(code)}</faultcode><faultstring>${xmlText(message)}</faultstring></soap:Fault>`);
/** WSAA's fault as its Axis answers it (HTTP 500): `ns1:<code>`, the text, and the LoginFault detail. */
export const wsaaFault = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body><soapenv:Fault><faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:${xmlText(code)}</faultcode><faultstring>${xmlText(message)}</faultstring><detail><ns2:exceptionName xmlns:ns2="http://xml.apache.org/axis/">gov.afip.desein.dvadac.sua.view.wsaa.LoginFault</ns2:exceptionName></detail></soapenv:Fault></soapenv:Body></soapenv:Envelope>`;
export const notesXml = (list: string, item: string, notes: ArcaNote[]) =>
  notes.length === 0
    ? ''
    : `<${list}>${notes.map((note) => `<${item}><Code>${note.code}</Code><Msg>${xmlText(note.message)}</Msg></${item}>`).join('')}</${list}>`;

/** ARCA's calendar date (Argentina, UTC-3, no daylight saving) as yyyymmdd. */
export const argentineDate = (instant: Date) => new Date(instant.getTime() - 3 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
/** An instant as WSFEv1 writes it in its 600 texts: UTC, M/D/YYYY h:mm:ss AM/PM. */
export function usDateTime(instant: Date): string {
  const hours = instant.getUTCHours();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${instant.getUTCMonth() + 1}/${instant.getUTCDate()}/${instant.getUTCFullYear()} ${hours % 12 || 12}:${two(instant.getUTCMinutes())}:${two(instant.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
}
export const number = (node: XmlValue | undefined) => Number(textOf(node));
