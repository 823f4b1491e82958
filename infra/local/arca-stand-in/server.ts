// A local ARCA: the two SOAP services the store uses, with the documented message shapes, plus a
// control panel for testers.
//   POST /ws/services/LoginCms        WSAA loginCms (the signed TRA → token + sign, ~12 h)
//   POST /wsfev1/service.asmx         WSFEv1 FEDummy, FECompUltimoAutorizado, FECAESolicitar, FECompConsultar
//   GET  /_arca                       control panel; /_arca/api/* the same as JSON
// WSAA verifies the CMS signature against the certificates the stand-in was given, the TRA's
// destination, service and time window, and refuses a second ticket while one is valid
// (coe.alreadyAuthenticated), as ARCA does. WSFEv1 checks the ticket (600: dates, 601: CUIT),
// numbering (10016), amounts, the receiver's document and IVA condition, and keeps what it
// authorised for FECompUltimoAutorizado and FECompConsultar.
// Where ARCA's documents disagree on where a detail's rejection is reported (Observaciones of the
// detail, or the request's Errors), the stand-in does either (`rejectionsIn`), and both are tested.
import { randomBytes, createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isValidCuit } from '../../../functions/domain/argentina';
import { toCents } from '../../../functions/domain/money';
import { child, children, parseXml, textOf, xmlText, type XmlValue } from '../../../functions/invoicing/soap';
import { listen, readBody, redirect, sendHtml, sendJson } from '../http';
import { verifySignedTra, WsaaFault } from './cms-verification';
import { renderArcaPanel } from './stand-in-pages';
import { openStandInState, type AuthorisedVoucher } from './stand-in-state';

export interface ArcaStandInOptions {
  port: number;
  dataDir: string;
  /** The certificates WSAA accepts (the sellers' local certificates). */
  trustedCertificates: readonly string[];
  /** Life of a ticket (ARCA: 12 hours). */
  ticketLifetimeSeconds?: number;
  log?: (line: string) => void;
  now?: () => Date;
}

/** What a tester can make ARCA do (control panel and /_arca/api/settings). */
export interface ArcaSwitches {
  /** WSAA answers 503 (service down). */
  wsaaDown: boolean;
  /** WSFEv1 answers 503 (service down). */
  wsfeDown: boolean;
  /** FEDummy reports its servers down (the service answers, but says it cannot work). */
  dummyDown: boolean;
  /** WSAA refuses logins: coe.notAuthorized (the certificate is not associated to wsfe). */
  refuseLogins: boolean;
  /** The next N FECAESolicitar are refused for the receiver's document (10015). */
  badDocument: number;
  /** Before each of the next N FECAESolicitar another system takes the next number (→ 10016). */
  takeNumbers: number;
  /** The next N FECAESolicitar are authorised but the answer is lost (503): FECompConsultar finds them. */
  dropAnswers: number;
  /** Where a detail's rejection goes: the detail's Observaciones (default) or the request's Errors. */
  rejectionsIn: 'observations' | 'errors';
}

export interface ArcaStandIn {
  url: string;
  server: Server;
  wsaaUrl: string;
  wsfeUrl: string;
}

const WSFE_NAMESPACE = 'http://ar.gov.afip.dif.FEV1/';
const WSAA_DESTINATION = /^cn=wsaa(homo)?,o=afip,c=ar,serialNumber=CUIT 33693450239$/i;
const VOUCHER_TYPES = new Set([1, 3, 6, 8, 11, 13]);
const CREDIT_NOTES: Record<number, number> = { 3: 1, 8: 6, 13: 11 };
const LETTER_OF: Record<number, string> = { 1: 'A', 3: 'A', 6: 'B', 8: 'B', 11: 'C', 13: 'C' };
/**
 * CondicionIVAReceptorId per voucher class (FEParamGetCondicionIvaReceptor answers each code with
 * the classes it applies to): class A only to responsables inscriptos and monotributistas (1, 6,
 * and the monotributo variants 13 and 16, RG 5003/2021); class B to everyone else; class C to all.
 */
const RECEIVER_CONDITIONS_BY_CLASS: Record<string, ReadonlySet<number>> = {
  A: new Set([1, 6, 13, 16]),
  B: new Set([4, 5, 7, 8, 9, 10, 15]),
  C: new Set([1, 4, 5, 6, 7, 8, 9, 10, 13, 15, 16]),
};
const RECEIVER_CONDITIONS = RECEIVER_CONDITIONS_BY_CLASS['C'] as ReadonlySet<number>;

interface Note {
  code: number;
  message: string;
}

const soapEnvelope = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>${body}</soap:Body></soap:Envelope>`;
const soapFault = (code: string, message: string) =>
  soapEnvelope(
    `<soap:Fault><faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:${xmlText(code)}</faultcode><faultstring>${xmlText(message)}</faultstring></soap:Fault>`,
  );
const notesXml = (list: string, item: string, notes: Note[]) =>
  notes.length === 0
    ? ''
    : `<${list}>${notes.map((note) => `<${item}><Code>${note.code}</Code><Msg>${xmlText(note.message)}</Msg></${item}>`).join('')}</${list}>`;
const events = '<Events><Evt><Code>0</Code><Msg>Ambiente local de prueba (stand-in de ARCA).</Msg></Evt></Events>';

function sendXml(res: ServerResponse, status: number, xml: string): void {
  res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
  res.end(xml);
}

const yyyymmdd = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');
const number = (node: XmlValue | undefined) => Number(textOf(node));
const fingerprintOf = (pem: string) => createHash('sha256').update(pem.replace(/\s+/g, '')).digest('hex');

export async function startArcaStandIn(options: ArcaStandInOptions): Promise<ArcaStandIn> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  const url = `http://localhost:${options.port}`;
  const state = openStandInState(options.dataDir);
  const lifetimeMs = (options.ticketLifetimeSeconds ?? 12 * 3600) * 1000;
  const switches: ArcaSwitches = {
    wsaaDown: false,
    wsfeDown: false,
    dummyDown: false,
    refuseLogins: false,
    badDocument: 0,
    takeNumbers: 0,
    dropAnswers: 0,
    rejectionsIn: 'observations',
  };
  const calls: { at: string; operation: string; outcome: string }[] = [];
  const record = (operation: string, outcome: string) => {
    calls.unshift({ at: now().toISOString(), operation, outcome });
    calls.length = Math.min(calls.length, 200);
  };

  // ---- WSAA ----------------------------------------------------------------------------------
  function loginCms(body: XmlValue | undefined): string {
    const signed = textOf(child(child(body, 'loginCms'), 'in0'));
    const verified = verifySignedTra(signed, options.trustedCertificates);
    let tra;
    try {
      tra = child(parseXml(verified.traXml), 'loginTicketRequest');
    } catch {
      throw new WsaaFault('xml.bad', 'El TRA no es valido');
    }
    const header = child(tra, 'header');
    const destination = textOf(child(header, 'destination'));
    const service = textOf(child(tra, 'service'));
    const generation = new Date(textOf(child(header, 'generationTime')));
    const expiration = new Date(textOf(child(header, 'expirationTime')));
    const at = now();
    if (!header || !service || !textOf(child(header, 'uniqueId'))) throw new WsaaFault('xml.bad', 'El TRA no es valido');
    if (!WSAA_DESTINATION.test(destination)) throw new WsaaFault('xml.destination.invalid', 'El destino del TRA no es valido');
    if (service !== 'wsfe') throw new WsaaFault('wsn.notFound', 'Servicio informado inexistente');
    if (Number.isNaN(generation.getTime()) || generation > at)
      throw new WsaaFault('xml.generationTime.invalid', 'El TRA no es valido (generationTime)');
    if (Number.isNaN(expiration.getTime()) || expiration <= at) throw new WsaaFault('xml.expirationTime.expired', 'TRA expirado');
    if (expiration.getTime() - generation.getTime() > 24 * 3600 * 1000) {
      throw new WsaaFault('xml.expirationTime.invalid', 'El TRA no es valido (expirationTime)');
    }
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
  /** The Auth block's errors (600: the ticket does not validate; 601: the CUIT is not the ticket's). */
  function authErrors(request: XmlValue | undefined): { errors: Note[]; cuit: string } {
    const auth = child(request, 'Auth');
    const cuit = textOf(child(auth, 'Cuit'));
    const ticket = state.ticket(textOf(child(auth, 'Token')));
    const at = now();
    if (!ticket || ticket.sign !== textOf(child(auth, 'Sign'))) {
      return {
        cuit,
        errors: [
          {
            code: 600,
            message: 'ValidacionDeToken: Error al verificar hash: VerificacionDeHash: No coinciden token y sign con los emitidos por WSAA',
          },
        ],
      };
    }
    if (new Date(ticket.expirationTime) <= at || new Date(ticket.generationTime) > at) {
      return {
        cuit,
        errors: [
          {
            code: 600,
            message: `ValidacionDeToken: No validaron las fechas del token GenTime, ExpTime, NowUTC: ${ticket.generationTime}, ${ticket.expirationTime}, ${at.toISOString()}`,
          },
        ],
      };
    }
    if (ticket.cuit !== cuit) return { cuit, errors: [{ code: 601, message: 'CUIT representada no incluida en Token' }] };
    return { cuit, errors: [] };
  }

  const wsfeResponse = (operation: string, result: string) =>
    soapEnvelope(
      `<${operation}Response xmlns="${WSFE_NAMESPACE}"><${operation}Result>${result}</${operation}Result></${operation}Response>`,
    );

  function lastAuthorized(request: XmlValue | undefined): string {
    const { errors, cuit } = authErrors(request);
    const pointOfSale = number(child(request, 'PtoVta'));
    const voucherType = number(child(request, 'CbteTipo'));
    if (errors.length > 0)
      return wsfeResponse(
        'FECompUltimoAutorizado',
        `<PtoVta>${pointOfSale}</PtoVta><CbteTipo>${voucherType}</CbteTipo><CbteNro>0</CbteNro>${notesXml('Errors', 'Err', errors)}`,
      );
    const last = state.lastNumber(cuit, pointOfSale, voucherType);
    record('FECompUltimoAutorizado', `último ${last}`);
    return wsfeResponse(
      'FECompUltimoAutorizado',
      `<PtoVta>${pointOfSale}</PtoVta><CbteTipo>${voucherType}</CbteTipo><CbteNro>${last}</CbteNro>${events}`,
    );
  }

  /** The detail's checks, in ARCA's words; the request is authorised only when none fails. */
  function detailRejections(cuit: string, pointOfSale: number, voucherType: number, detail: XmlValue | undefined): Note[] {
    const notes: Note[] = [];
    const docType = number(child(detail, 'DocTipo'));
    const docNumber = textOf(child(detail, 'DocNro'));
    const total = number(child(detail, 'ImpTotal'));
    const parts = ['ImpTotConc', 'ImpNeto', 'ImpOpEx', 'ImpTrib', 'ImpIVA'].map((name) => toCents(number(child(detail, name))));
    const vatLines = children(child(detail, 'Iva'), 'AlicIva');
    const letter = LETTER_OF[voucherType] ?? '';
    if (switches.badDocument > 0) {
      switches.badDocument -= 1;
      notes.push({
        code: 10015,
        message: 'Campo DocNro: el número de documento informado no es válido (forzado desde el panel del stand-in).',
      });
    }
    if (docType === 80 && !isValidCuit(docNumber))
      notes.push({ code: 10015, message: 'Campo DocNro: el CUIT informado no es válido (dígito verificador).' });
    if (docType === 96 && !/^\d{7,8}$/.test(docNumber))
      notes.push({ code: 10015, message: 'Campo DocNro: el DNI informado no es válido.' });
    if (letter === 'A' && docType !== 80)
      notes.push({ code: 10013, message: 'Para comprobantes clase A el campo DocTipo debe ser 80 (CUIT).' });
    if (toCents(total) !== parts.reduce((sum, part) => sum + part, 0)) {
      notes.push({
        code: 10048,
        message: 'El campo ImpTotal debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA.',
      });
    }
    if (letter === 'C' && vatLines.length > 0)
      notes.push({ code: 10071, message: 'Para comprobantes tipo C el objeto IVA no debe informarse.' });
    if (letter !== 'C' && vatLines.reduce((sum, line) => sum + toCents(number(child(line, 'Importe'))), 0) !== parts[4]) {
      notes.push({
        code: 10018,
        message: 'Si ImpIVA es mayor a 0 el objeto Iva es obligatorio y la suma de sus Importe debe ser igual a ImpIVA.',
      });
    }
    const receiverCondition = number(child(detail, 'CondicionIVAReceptorId'));
    if (!RECEIVER_CONDITIONS.has(receiverCondition)) {
      notes.push({
        code: 10246,
        message: 'Campo Condicion Frente al IVA del receptor es obligatorio conforme lo reglamentado por la Resolución General N° 5616.',
      });
    } else if (!RECEIVER_CONDITIONS_BY_CLASS[letter]?.has(receiverCondition)) {
      // ARCA refuses a condition outside the voucher's class (FEParamGetCondicionIvaReceptor lists
      // them per class). The code of that refusal was not confirmed against the WSFEv1 manual; the
      // stand-in answers it with the RG 5616 field's code, 10246.

      notes.push({
        code: 10246,
        message: `Campo Condicion Frente al IVA del receptor: el valor ${receiverCondition} no corresponde a comprobantes clase ${letter} (consultar FEParamGetCondicionIvaReceptor).`,
      });
    }
    const concept = number(child(detail, 'Concepto'));
    if (
      (concept === 2 || concept === 3) &&
      !['FchServDesde', 'FchServHasta', 'FchVtoPago'].every((name) => /^\d{8}$/.test(textOf(child(detail, name))))
    ) {
      notes.push({
        code: 10036,
        message: 'Si el concepto es 2 o 3 (servicios) son obligatorios FchServDesde, FchServHasta y FchVtoPago (aaaammdd).',
      });
    }
    const cancelled = CREDIT_NOTES[voucherType];
    if (cancelled) {
      const associated = child(child(detail, 'CbtesAsoc'), 'CbteAsoc');
      const original = associated
        ? state.voucher(cuit, number(child(associated, 'PtoVta')), number(child(associated, 'Tipo')), number(child(associated, 'Nro')))
        : null;
      if (!original || original.voucherType !== cancelled) {
        notes.push({
          code: 10197,
          message: 'Para notas de crédito es obligatorio informar en CbtesAsoc un comprobante autorizado de la misma clase.',
        });
      }
    }
    return notes;
  }

  function requestCae(request: XmlValue | undefined): string | null {
    const { errors, cuit } = authErrors(request);
    const header = child(child(request, 'FeCAEReq'), 'FeCabReq');
    const pointOfSale = number(child(header, 'PtoVta'));
    const voucherType = number(child(header, 'CbteTipo'));
    const detail = child(child(child(request, 'FeCAEReq'), 'FeDetReq'), 'FECAEDetRequest');
    const from = number(child(detail, 'CbteDesde'));
    const date = textOf(child(detail, 'CbteFch')) || yyyymmdd(now());
    const cabecera = (result: string) =>
      `<FeCabResp><Cuit>${xmlText(cuit)}</Cuit><PtoVta>${pointOfSale}</PtoVta><CbteTipo>${voucherType}</CbteTipo><FchProceso>${yyyymmdd(now())}</FchProceso><CantReg>1</CantReg><Resultado>${result}</Resultado><Reproceso>N</Reproceso></FeCabResp>`;
    const detalle = (result: string, observations: Note[], cae = '', due = '') =>
      `<FeDetResp><FECAEDetResponse><Concepto>${number(child(detail, 'Concepto'))}</Concepto><DocTipo>${number(child(detail, 'DocTipo'))}</DocTipo><DocNro>${xmlText(textOf(child(detail, 'DocNro')))}</DocNro><CbteDesde>${from}</CbteDesde><CbteHasta>${from}</CbteHasta><CbteFch>${date}</CbteFch><Resultado>${result}</Resultado>${notesXml('Observaciones', 'Obs', observations)}<CAE>${cae}</CAE><CAEFchVto>${due}</CAEFchVto></FECAEDetResponse></FeDetResp>`;
    if (errors.length > 0) {
      record('FECAESolicitar', `error ${errors[0]?.code}`);
      return wsfeResponse('FECAESolicitar', `${cabecera('R')}${notesXml('Errors', 'Err', errors)}`);
    }
    if (!VOUCHER_TYPES.has(voucherType) || pointOfSale < 1 || pointOfSale > 99_998 || number(child(header, 'CantReg')) !== 1) {
      const invalid = [{ code: 10002, message: 'Campo CbteTipo, PtoVta o CantReg inválido para este servicio.' }];
      return wsfeResponse('FECAESolicitar', `${cabecera('R')}${notesXml('Errors', 'Err', invalid)}`);
    }
    if (switches.takeNumbers > 0) {
      switches.takeNumbers -= 1;
      state.issueElsewhere(cuit, pointOfSale, voucherType, now());
    }
    const rejections: Note[] = [];
    const expected = state.lastNumber(cuit, pointOfSale, voucherType) + 1;
    if (from !== expected || number(child(detail, 'CbteHasta')) !== from) {
      rejections.push({
        code: 10016,
        message: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
      });
    }
    rejections.push(...detailRejections(cuit, pointOfSale, voucherType, detail));
    if (rejections.length > 0) {
      record('FECAESolicitar', `rechazado ${rejections.map((note) => note.code).join(', ')}`);
      return wsfeResponse(
        'FECAESolicitar',
        switches.rejectionsIn === 'errors'
          ? `${cabecera('R')}${detalle('R', [])}${notesXml('Errors', 'Err', rejections)}`
          : `${cabecera('R')}${detalle('R', rejections)}`,
      );
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
      caeDueDate: yyyymmdd(due),
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
    record('FECAESolicitar', `autorizado ${LETTER_OF[voucherType]} ${pointOfSale}-${voucher.number} CAE ${voucher.cae}`);
    return wsfeResponse('FECAESolicitar', `${cabecera('A')}${detalle('A', [], voucher.cae, voucher.caeDueDate)}${events}`);
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
    if (values['rejectionsIn'] === 'observations' || values['rejectionsIn'] === 'errors') switches.rejectionsIn = values['rejectionsIn'];
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
        return sendXml(res, 500, soapFault(fault.code, fault.message));
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
        const answer = requestCae(request);
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
        rejectionsIn: form.get('rejectionsIn') ?? undefined,
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
  log(`ARCA local (WSAA y WSFEv1) en ${url}/_arca`);
  return { url, server, wsaaUrl: `${url}/ws/services/LoginCms`, wsfeUrl: `${url}/wsfev1/service.asmx` };
}
