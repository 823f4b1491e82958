// A local ARCA: the two SOAP services the store uses, with the documented message shapes, plus a
// control panel for testers.
//   POST /ws/services/LoginCms        WSAA loginCms (the signed TRA → token + sign, ~12 h)
//   POST /wsfev1/service.asmx         WSFEv1 FEDummy, FECompUltimoAutorizado, FECAESolicitar, FECompConsultar
//   GET  /_arca                       control panel; /_arca/api/* the same as JSON
// WSAA verifies the CMS signature against the certificates the stand-in was given, the TRA's
// destination, service and time window, and refuses a second ticket while one is valid
// (coe.alreadyAuthenticated), as ARCA does. WSFEv1 checks the ticket (600/601), the header, the
// numbering (10016) and each detail (wsfe-checks.ts), and keeps what it authorised for
// FECompUltimoAutorizado and FECompConsultar. Codes, texts and where ARCA reports each are ARCA's
// (docs/arca-stand-in.md, with their sources). Where ARCA's own documents disagree, the stand-in
// does either, chosen on the panel: where 10016 for the numbering goes (`outOfSequenceIn`) and the
// code for a CUIT the ticket does not represent (`cuitNotInTicket`); both ways are tested.
import { randomBytes, createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { child, parseXml, textOf, xmlText, type XmlValue } from '../../../functions/invoicing/soap';
import { listen, readBody, redirect, sendHtml, sendJson } from '../http';
import { verifySignedTra, WsaaFault } from './cms-verification';
import { renderArcaPanel } from './stand-in-pages';
import { switchesAtStart } from './switches';
import { openStandInState, type AuthorisedVoucher } from './stand-in-state';
import {
  detailFindings,
  headerErrors,
  notInRegistry,
  sequenceError,
  VOUCHER_TYPES,
  type ArcaNote,
  type VoucherRecords,
} from './wsfe-checks';

export interface ArcaStandInOptions {
  /** 0: any free port (the answer's urls name the one taken). */
  port: number;
  dataDir: string;
  /** The certificates WSAA accepts (the sellers' local certificates). */
  trustedCertificates: readonly string[];
  /** Life of a ticket (ARCA: 12 hours). */
  ticketLifetimeSeconds?: number;
  log?: (line: string) => void;
  now?: () => Date;
}

export interface ArcaStandIn {
  url: string;
  server: Server;
  wsaaUrl: string;
  wsfeUrl: string;
}

const WSFE_NAMESPACE = 'http://ar.gov.afip.dif.FEV1/';
const WSAA_DESTINATION = /^cn=wsaa(homo)?,o=afip,c=ar,serialNumber=CUIT 33693450239$/i;
const DAY_MS = 86_400_000;

/** A request the stand-in does not model (a real ARCA would answer it): refused with a SOAP fault saying so. */
class UnsupportedByStandIn extends Error {}

/** WSFEv1's envelope (ASP.NET, prefix `soap`), with the FEHeaderInfo header ARCA sends. */
const soapEnvelope = (body: string, header = '') =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">${header ? `<soap:Header>${header}</soap:Header>` : ''}<soap:Body>${body}</soap:Body></soap:Envelope>`;
/** A fault as WSFEv1's ASP.NET would answer a request it cannot take. */
const soapFault = (code: string, message: string) =>
  soapEnvelope(`<soap:Fault><faultcode>soap:${xmlText(code)}</faultcode><faultstring>${xmlText(message)}</faultstring></soap:Fault>`);
/** WSAA's fault as its Axis answers it (HTTP 500): `ns1:<code>`, the text, and the LoginFault detail. */
const wsaaFault = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body><soapenv:Fault><faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:${xmlText(code)}</faultcode><faultstring>${xmlText(message)}</faultstring><detail><ns2:exceptionName xmlns:ns2="http://xml.apache.org/axis/">gov.afip.desein.dvadac.sua.view.wsaa.LoginFault</ns2:exceptionName></detail></soapenv:Fault></soapenv:Body></soapenv:Envelope>`;
const notesXml = (list: string, item: string, notes: ArcaNote[]) =>
  notes.length === 0
    ? ''
    : `<${list}>${notes.map((note) => `<${item}><Code>${note.code}</Code><Msg>${xmlText(note.message)}</Msg></${item}>`).join('')}</${list}>`;

function sendXml(res: ServerResponse, status: number, xml: string): void {
  res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
  res.end(xml);
}

/** ARCA's calendar date (Argentina, UTC-3, no daylight saving) as yyyymmdd. */
const argentineDate = (instant: Date) => new Date(instant.getTime() - 3 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
/** An instant as WSFEv1 writes it in its 600 texts: UTC, M/D/YYYY h:mm:ss AM/PM. */
function usDateTime(instant: Date): string {
  const hours = instant.getUTCHours();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${instant.getUTCMonth() + 1}/${instant.getUTCDate()}/${instant.getUTCFullYear()} ${hours % 12 || 12}:${two(instant.getUTCMinutes())}:${two(instant.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
}
const number = (node: XmlValue | undefined) => Number(textOf(node));
const fingerprintOf = (pem: string) => createHash('sha256').update(pem.replace(/\s+/g, '')).digest('hex');

export async function startArcaStandIn(options: ArcaStandInOptions): Promise<ArcaStandIn> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  let url = `http://localhost:${options.port}`;
  const state = openStandInState(options.dataDir);
  const lifetimeMs = (options.ticketLifetimeSeconds ?? 12 * 3600) * 1000;
  const switches = switchesAtStart();
  const calls: { at: string; operation: string; outcome: string }[] = [];
  const record = (operation: string, outcome: string) => {
    calls.unshift({ at: now().toISOString(), operation, outcome });
    calls.length = Math.min(calls.length, 200);
  };

  // ---- WSAA ----------------------------------------------------------------------------------
  function loginCms(body: XmlValue | undefined): string {
    const signed = textOf(child(child(body, 'loginCms'), 'in0'));
    const verified = verifySignedTra(signed, options.trustedCertificates, now());
    // Faults and texts: WSAA's "Especificación Técnica" table, or the text ARCA was seen answering.
    const schemaFault = () => new WsaaFault('xml.bad', 'No se ha podido interpretar el XML contra el SCHEMA');
    let tra;
    try {
      tra = child(parseXml(verified.traXml), 'loginTicketRequest');
    } catch {
      throw schemaFault();
    }
    const header = child(tra, 'header');
    const destination = textOf(child(header, 'destination'));
    const service = textOf(child(tra, 'service'));
    const generation = new Date(textOf(child(header, 'generationTime')));
    const expiration = new Date(textOf(child(header, 'expirationTime')));
    const at = now();
    if (!header || !service || !/^\d+$/.test(textOf(child(header, 'uniqueId')))) throw schemaFault();
    if (Number.isNaN(generation.getTime()) || Number.isNaN(expiration.getTime())) throw schemaFault();
    // The destination is optional (the manual advises leaving it out); when given it must be WSAA's.
    if (destination && !WSAA_DESTINATION.test(destination)) {
      throw new WsaaFault('xml.destination.invalid', "El atributo 'destination' no se corresponde con el DN del WSAA");
    }
    if (generation > at || at.getTime() - generation.getTime() > DAY_MS) {
      throw new WsaaFault(
        'xml.generationTime.invalid',
        'generationTime posee formato o dato inválido (ej: en el futuro o más de 24 horas de antigüedad)',
      );
    }
    if (expiration <= at) throw new WsaaFault('xml.expirationTime.expired', 'El tiempo de expiración es inferior a la hora actual');
    // "Superior a 24 horas" reads as from now or from generationTime: a TRA refused either way.
    if (expiration.getTime() - at.getTime() > DAY_MS || expiration.getTime() - generation.getTime() > DAY_MS) {
      throw new WsaaFault('xml.expirationTime.invalid', 'El tiempo de expiración del documento es superior a 24 horas');
    }
    if (service !== 'wsfe') throw new WsaaFault('wsn.notFound', 'Servicio informado inexistente');
    if (switches.refuseLogins) throw new WsaaFault('coe.notAuthorized', 'Computador no autorizado a acceder al servicio');
    const fingerprint = fingerprintOf(verified.certificatePem);
    if (state.validTicketFor(fingerprint, service, at)) {
      throw new WsaaFault('coe.alreadyAuthenticated', 'El CEE ya posee un TA valido para el acceso al WSN solicitado');
    }
    const ticket = {
      token: randomBytes(48).toString('base64'),
      sign: randomBytes(32).toString('base64'),
      cuit: verified.cuit,
      service,
      certificateFingerprint: fingerprint,
      generationTime: at.toISOString(),
      expirationTime: new Date(at.getTime() + lifetimeMs).toISOString(),
    };
    state.grant(ticket);
    const response = [
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
      '<loginTicketResponse version="1.0"><header>',
      `<source>${xmlText(destination)}</source><destination>SERIALNUMBER=CUIT ${verified.cuit}, CN=local</destination>`,
      `<uniqueId>${Math.floor(at.getTime() / 1000)}</uniqueId><generationTime>${ticket.generationTime}</generationTime><expirationTime>${ticket.expirationTime}</expirationTime>`,
      `</header><credentials><token>${ticket.token}</token><sign>${ticket.sign}</sign></credentials></loginTicketResponse>`,
    ].join('');
    return soapEnvelope(
      `<loginCmsResponse xmlns="http://wsaa.view.sua.dvadac.desein.afip.gov"><loginCmsReturn>${xmlText(response)}</loginCmsReturn></loginCmsResponse>`,
    );
  }

  // ---- WSFEv1 --------------------------------------------------------------------------------
  /**
   * The Auth block's errors, as WSFEv1 answers them (in Errors, HTTP 200): 600 when the ticket
   * does not validate (unknown or wrong sign, or outside its dates); a CUIT the ticket does not
   * represent is 601 in the manual's table and 600 in its example and in answers seen since
   * (`cuitNotInTicket` chooses).
   */
  function authErrors(request: XmlValue | undefined): { errors: ArcaNote[]; cuit: string } {
    const auth = child(request, 'Auth');
    const cuit = textOf(child(auth, 'Cuit'));
    const ticket = state.ticket(textOf(child(auth, 'Token')));
    const at = now();
    if (!ticket || ticket.sign !== textOf(child(auth, 'Sign'))) {
      return {
        cuit,
        errors: [{ code: 600, message: 'ValidacionDeToken: Error al verificar hash: VerificacionDeHash: No validó la firma digital.' }],
      };
    }
    if (new Date(ticket.expirationTime) <= at || new Date(ticket.generationTime) > at) {
      const moment = (instant: Date) => `${Math.floor(instant.getTime() / 1000)} (${usDateTime(instant)})`;
      return {
        cuit,
        errors: [
          {
            code: 600,
            message: `ValidacionDeToken: No validaron las fechas del token GenTime, ExpTime, NowUTC: ${moment(new Date(ticket.generationTime))}, ${moment(new Date(ticket.expirationTime))}, ${usDateTime(at)}`,
          },
        ],
      };
    }
    if (ticket.cuit !== cuit) {
      return {
        cuit,
        errors: [
          switches.cuitNotInTicket === 600
            ? { code: 600, message: `ValidacionDeToken: No aparecio CUIT en lista de relaciones: ${cuit}` }
            : { code: 601, message: 'CUIT representada no incluida en Token' },
        ],
      };
    }
    return { cuit, errors: [] };
  }

  const wsfeResponse = (operation: string, result: string) =>
    soapEnvelope(
      `<${operation}Response xmlns="${WSFE_NAMESPACE}"><${operation}Result>${result}</${operation}Result></${operation}Response>`,
      `<FEHeaderInfo xmlns="${WSFE_NAMESPACE}"><ambiente>Stand-in local</ambiente><fecha>${now().toISOString()}</fecha><id>local</id></FEHeaderInfo>`,
    );

  function lastAuthorized(request: XmlValue | undefined): string {
    const { errors, cuit } = authErrors(request);
    const pointOfSale = number(child(request, 'PtoVta'));
    const voucherType = number(child(request, 'CbteTipo'));
    // With an Auth error ARCA answers the schema's integers as 0.
    if (errors.length > 0) {
      record('FECompUltimoAutorizado', `error ${errors[0]?.code}`);
      return wsfeResponse(
        'FECompUltimoAutorizado',
        `<PtoVta>0</PtoVta><CbteTipo>0</CbteTipo><CbteNro>0</CbteNro>${notesXml('Errors', 'Err', errors)}`,
      );
    }
    const invalid: ArcaNote[] = [];
    if (!Number.isInteger(pointOfSale) || pointOfSale < 1 || pointOfSale > 99_998)
      invalid.push({ code: 11000, message: 'El PtoVta debe ser válido comprendido entre 1 y 99998' });
    if (!VOUCHER_TYPES[voucherType])
      invalid.push({ code: 11001, message: 'Debe de ser algunos de los habilitados en este WS. Consultar método FEParamGetTiposCbte' });
    if (invalid.length > 0) {
      record('FECompUltimoAutorizado', `error ${invalid[0]?.code}`);
      return wsfeResponse(
        'FECompUltimoAutorizado',
        `<PtoVta>${pointOfSale || 0}</PtoVta><CbteTipo>${voucherType || 0}</CbteTipo><CbteNro>0</CbteNro>${notesXml('Errors', 'Err', invalid)}`,
      );
    }
    const last = state.lastNumber(cuit, pointOfSale, voucherType);
    record('FECompUltimoAutorizado', `último ${last}`);
    return wsfeResponse(
      'FECompUltimoAutorizado',
      `<PtoVta>${pointOfSale}</PtoVta><CbteTipo>${voucherType}</CbteTipo><CbteNro>${last}</CbteNro>`,
    );
  }

  const records: VoucherRecords = {
    last: (cuit, pointOfSale, voucherType) => state.lastVoucher(cuit, pointOfSale, voucherType),
    find: (cuit, pointOfSale, voucherType, voucherNumber) => state.voucher(cuit, pointOfSale, voucherType, voucherNumber),
  };

  function requestCae(request: XmlValue | undefined): string | null {
    const { errors, cuit } = authErrors(request);
    // An Auth error: only Errors, no FeCabResp (as ARCA answers).
    if (errors.length > 0) {
      record('FECAESolicitar', `error ${errors[0]?.code}`);
      return wsfeResponse('FECAESolicitar', notesXml('Errors', 'Err', errors));
    }
    const header = child(child(request, 'FeCAEReq'), 'FeCabReq');
    const pointOfSale = number(child(header, 'PtoVta'));
    const voucherType = number(child(header, 'CbteTipo'));
    const detail = child(child(child(request, 'FeCAEReq'), 'FeDetReq'), 'FECAEDetRequest');
    const from = number(child(detail, 'CbteDesde'));
    const date = textOf(child(detail, 'CbteFch')) || argentineDate(now());
    const cabecera = (result: string) =>
      `<FeCabResp><Cuit>${xmlText(cuit)}</Cuit><PtoVta>${pointOfSale}</PtoVta><CbteTipo>${voucherType}</CbteTipo><FchProceso>${argentineDate(now())}</FchProceso><CantReg>1</CantReg><Resultado>${result}</Resultado><Reproceso>N</Reproceso></FeCabResp>`;
    const detalle = (result: string, observations: ArcaNote[], cae = '', due = '') =>
      `<FeDetResp><FECAEDetResponse><Concepto>${number(child(detail, 'Concepto'))}</Concepto><DocTipo>${number(child(detail, 'DocTipo'))}</DocTipo><DocNro>${xmlText(textOf(child(detail, 'DocNro')))}</DocNro><CbteDesde>${from}</CbteDesde><CbteHasta>${number(child(detail, 'CbteHasta'))}</CbteHasta><CbteFch>${date}</CbteFch><Resultado>${result}</Resultado>${notesXml('Observaciones', 'Obs', observations)}<CAE>${cae}</CAE><CAEFchVto>${due}</CAEFchVto></FECAEDetResponse></FeDetResp>`;
    const refusedHeader = headerErrors(request);
    if (refusedHeader.length > 0) {
      record('FECAESolicitar', `error ${refusedHeader.map((note) => note.code).join(', ')}`);
      return wsfeResponse('FECAESolicitar', `${cabecera('R')}${detail ? detalle('R', []) : ''}${notesXml('Errors', 'Err', refusedHeader)}`);
    }
    if (VOUCHER_TYPES[voucherType]?.letter === 'B' && number(child(detail, 'CbteHasta')) > from) {
      throw new UnsupportedByStandIn('El stand-in autoriza un comprobante por pedido: CbteHasta debe ser igual a CbteDesde.');
    }
    if (switches.takeNumbers > 0) {
      switches.takeNumbers -= 1;
      state.issueElsewhere(cuit, pointOfSale, voucherType, now(), argentineDate(now()));
    }
    const outOfSequence = sequenceError(cuit, pointOfSale, voucherType, detail, records);
    const findings = detailFindings(cuit, pointOfSale, voucherType, detail, records, argentineDate(now()));
    if (switches.badDocument > 0) {
      switches.badDocument -= 1;
      const type = VOUCHER_TYPES[voucherType];
      findings.unshift({
        code: 10015,
        message: notInRegistry(type?.name ?? 'Factura', number(child(detail, 'DocTipo')), textOf(child(detail, 'DocNro'))),
        rejects: true,
      });
    }
    const observations: ArcaNote[] = findings.map(({ code, message }) => ({ code, message }));
    if (outOfSequence || findings.some((finding) => finding.rejects)) {
      const requestErrors: ArcaNote[] = [];
      if (outOfSequence && switches.outOfSequenceIn === 'errors') requestErrors.push(outOfSequence);
      else if (outOfSequence) observations.unshift(outOfSequence);
      record('FECAESolicitar', `rechazado ${[...requestErrors, ...observations].map((note) => note.code).join(', ')}`);
      return wsfeResponse('FECAESolicitar', `${cabecera('R')}${detalle('R', observations)}${notesXml('Errors', 'Err', requestErrors)}`);
    }
    const due = new Date(now().getTime() + 10 * 86_400_000);
    const associated = child(child(detail, 'CbtesAsoc'), 'CbteAsoc');
    const voucher: AuthorisedVoucher = state.authorise({
      cuit,
      pointOfSale,
      voucherType,
      number: from,
      concept: number(child(detail, 'Concepto')),
      docType: number(child(detail, 'DocTipo')),
      docNumber: textOf(child(detail, 'DocNro')),
      date,
      total: number(child(detail, 'ImpTotal')),
      net: number(child(detail, 'ImpNeto')),
      vat: number(child(detail, 'ImpIVA')),
      receiverCondition: number(child(detail, 'CondicionIVAReceptorId')),
      caeDueDate: argentineDate(due),
      associated: associated
        ? {
            voucherType: number(child(associated, 'Tipo')),
            pointOfSale: number(child(associated, 'PtoVta')),
            number: number(child(associated, 'Nro')),
          }
        : null,
      processedAt: now().toISOString(),
    });
    if (switches.dropAnswers > 0) {
      switches.dropAnswers -= 1;
      record('FECAESolicitar', `autorizado ${voucher.number} (respuesta perdida)`);
      return null;
    }
    const noted = observations.length > 0 ? ` con observaciones ${observations.map((note) => note.code).join(', ')}` : '';
    record('FECAESolicitar', `autorizado ${VOUCHER_TYPES[voucherType]?.name} ${pointOfSale}-${voucher.number} CAE ${voucher.cae}${noted}`);
    return wsfeResponse('FECAESolicitar', `${cabecera('A')}${detalle('A', observations, voucher.cae, voucher.caeDueDate)}`);
  }

  function consult(request: XmlValue | undefined): string {
    const { errors, cuit } = authErrors(request);
    const query = child(request, 'FeCompConsReq');
    if (errors.length > 0) return wsfeResponse('FECompConsultar', notesXml('Errors', 'Err', errors));
    const voucher = state.voucher(cuit, number(child(query, 'PtoVta')), number(child(query, 'CbteTipo')), number(child(query, 'CbteNro')));
    record('FECompConsultar', voucher ? `encontrado ${voucher.number}` : 'sin datos (602)');
    if (!voucher) {
      return wsfeResponse(
        'FECompConsultar',
        notesXml('Errors', 'Err', [{ code: 602, message: 'No existen datos en nuestros registros para los parametros ingresados.' }]),
      );
    }
    const associated = voucher.associated
      ? `<CbtesAsoc><CbteAsoc><Tipo>${voucher.associated.voucherType}</Tipo><PtoVta>${voucher.associated.pointOfSale}</PtoVta><Nro>${voucher.associated.number}</Nro></CbteAsoc></CbtesAsoc>`
      : '';
    return wsfeResponse(
      'FECompConsultar',
      `<ResultGet><Concepto>${voucher.concept}</Concepto><DocTipo>${voucher.docType}</DocTipo><DocNro>${voucher.docNumber}</DocNro><CbteDesde>${voucher.number}</CbteDesde><CbteHasta>${voucher.number}</CbteHasta><CbteFch>${voucher.date}</CbteFch><ImpTotal>${voucher.total.toFixed(2)}</ImpTotal><ImpNeto>${voucher.net.toFixed(2)}</ImpNeto><ImpIVA>${voucher.vat.toFixed(2)}</ImpIVA><MonId>PES</MonId><MonCotiz>1</MonCotiz>${associated}<CondicionIVAReceptorId>${voucher.receiverCondition}</CondicionIVAReceptorId><Resultado>A</Resultado><CodAutorizacion>${voucher.cae}</CodAutorizacion><EmisionTipo>CAE</EmisionTipo><FchVto>${voucher.caeDueDate}</FchVto><FchProceso>${voucher.processedAt.slice(0, 10).replace(/-/g, '')}</FchProceso><PtoVta>${voucher.pointOfSale}</PtoVta><CbteTipo>${voucher.voucherType}</CbteTipo></ResultGet>`,
    );
  }

  // ---- HTTP ----------------------------------------------------------------------------------
  function applySettings(values: Record<string, unknown>): void {
    for (const name of ['wsaaDown', 'wsfeDown', 'dummyDown', 'refuseLogins'] as const) {
      if (typeof values[name] === 'boolean') switches[name] = values[name];
    }
    for (const name of ['badDocument', 'takeNumbers', 'dropAnswers'] as const) {
      const value = Number(values[name]);
      if (values[name] !== undefined && Number.isInteger(value) && value >= 0 && value <= 100) switches[name] = value;
    }
    if (values['outOfSequenceIn'] === 'observations' || values['outOfSequenceIn'] === 'errors')
      switches.outOfSequenceIn = values['outOfSequenceIn'];
    const cuitCode = Number(values['cuitNotInTicket']);
    if (values['cuitNotInTicket'] !== undefined && (cuitCode === 600 || cuitCode === 601)) switches.cuitNotInTicket = cuitCode;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestUrl = new URL(req.url ?? '/', url);
    const path = requestUrl.pathname.replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';
    const body = method === 'POST' ? await readBody(req, 1_000_000, () => new Error('body too large')) : '';
    if (method === 'POST' && path === '/ws/services/LoginCms') {
      if (switches.wsaaDown) return sendHtml(res, 503, '<h1>503 Service Unavailable</h1>');
      try {
        const xml = loginCms(child(child(parseXml(body), 'Envelope'), 'Body'));
        record('loginCms', 'ticket otorgado');
        return sendXml(res, 200, xml);
      } catch (error) {
        const fault = error instanceof WsaaFault ? error : new WsaaFault('cms.bad', 'El CMS no es valido');
        record('loginCms', fault.code);
        return sendXml(res, 500, wsaaFault(fault.code, fault.message));
      }
    }
    if (method === 'POST' && path === '/wsfev1/service.asmx') {
      if (switches.wsfeDown) return sendHtml(res, 503, '<h1>503 Service Unavailable</h1>');
      const soapBody = child(child(parseXml(body), 'Envelope'), 'Body');
      const operation = soapBody && typeof soapBody === 'object' && !Array.isArray(soapBody) ? Object.keys(soapBody)[0] : undefined;
      const request = operation ? child(soapBody, operation) : undefined;
      if (operation === 'FEDummy') {
        const status = switches.dummyDown ? 'NO' : 'OK';
        return sendXml(
          res,
          200,
          wsfeResponse('FEDummy', `<AppServer>OK</AppServer><DbServer>${status}</DbServer><AuthServer>${status}</AuthServer>`),
        );
      }
      if (operation === 'FECompUltimoAutorizado') return sendXml(res, 200, lastAuthorized(request));
      if (operation === 'FECompConsultar') return sendXml(res, 200, consult(request));
      if (operation === 'FECAESolicitar') {
        let answer;
        try {
          answer = requestCae(request);
        } catch (error) {
          if (error instanceof UnsupportedByStandIn) return sendXml(res, 500, soapFault('Client', error.message));
          throw error;
        }
        return answer === null ? sendHtml(res, 503, '<h1>503 Service Unavailable</h1>') : sendXml(res, 200, answer);
      }
      return sendXml(res, 500, soapFault('Client', `Operación no soportada por el stand-in: ${operation ?? '(ninguna)'}`));
    }
    if (method === 'GET' && path === '/_arca') {
      return sendHtml(res, 200, renderArcaPanel({ switches, vouchers: state.vouchers(), tickets: state.tickets(), calls, now: now() }));
    }
    if (path === '/_arca/api/settings') {
      if (method === 'POST') applySettings(JSON.parse(body || '{}') as Record<string, unknown>);
      return sendJson(res, 200, switches);
    }
    if (method === 'GET' && path === '/_arca/api/vouchers') return sendJson(res, 200, state.vouchers());
    if (method === 'GET' && path === '/_arca/api/calls') return sendJson(res, 200, calls);
    if (method === 'GET' && path === '/_arca/api/tickets')
      return sendJson(
        res,
        200,
        state.tickets().map(({ token: _token, sign: _sign, ...ticket }) => ticket),
      );
    if (method === 'POST' && path === '/_arca/api/expire-tickets') return sendJson(res, 200, { expired: state.expireTickets(now()) });
    if (method === 'POST' && path === '/_arca/actions/settings') {
      const form = new URLSearchParams(body);
      applySettings({
        wsaaDown: form.has('wsaaDown'),
        wsfeDown: form.has('wsfeDown'),
        dummyDown: form.has('dummyDown'),
        refuseLogins: form.has('refuseLogins'),
        badDocument: form.get('badDocument') ?? undefined,
        takeNumbers: form.get('takeNumbers') ?? undefined,
        dropAnswers: form.get('dropAnswers') ?? undefined,
        outOfSequenceIn: form.get('outOfSequenceIn') ?? undefined,
        cuitNotInTicket: form.get('cuitNotInTicket') ?? undefined,
      });
      return redirect(res, '/_arca', 303);
    }
    if (method === 'POST' && path === '/_arca/actions/expire-tickets') {
      state.expireTickets(now());
      return redirect(res, '/_arca', 303);
    }
    if (path === '/') return redirect(res, '/_arca');
    sendJson(res, 404, { message: `no route ${method} ${path}` });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`ARCA local: error ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendXml(res, 500, soapFault('Server', 'Error interno del stand-in'));
    });
  });
  await listen(server, options.port);
  url = `http://localhost:${(server.address() as AddressInfo).port}`;
  log(`ARCA local (WSAA y WSFEv1) en ${url}/_arca`);
  return { url, server, wsaaUrl: `${url}/ws/services/LoginCms`, wsfeUrl: `${url}/wsfev1/service.asmx` };
}
