// The stand-in's WSFEv1: FEDummy, FECompUltimoAutorizado, FECAESolicitar and FECompConsultar.
// It checks the ticket (600/601), the header, the numbering (10016) and each detail
// (wsfe-checks.ts), and keeps what it authorised for FECompUltimoAutorizado and FECompConsultar.
// Where ARCA's own documents disagree the panel's switches choose (`outOfSequenceIn`,
// `cuitNotInTicket`).
import { child, textOf, xmlText, type XmlValue } from '../../../functions/invoicing/soap';
import { argentineDate, notesXml, number, soapEnvelope, usDateTime } from './soap-answers';
import type { AuthorisedVoucher, openStandInState } from './stand-in-state';
import type { ArcaSwitches } from './switches';
import {
  detailFindings,
  headerErrors,
  notInRegistry,
  sequenceError,
  VOUCHER_TYPES,
  type ArcaNote,
  type VoucherRecords,
} from './wsfe-checks';

const WSFE_NAMESPACE = 'http://ar.gov.afip.dif.FEV1/';

/** A request the stand-in does not model (a real ARCA would answer it): refused with a SOAP fault saying so. */
export class UnsupportedByStandIn extends Error {}

export interface WsfeDependencies {
  state: ReturnType<typeof openStandInState>;
  switches: ArcaSwitches;
  now: () => Date;
  /** The panel's list of calls. */
  record: (operation: string, outcome: string) => void;
}

export function createWsfe({ state, switches, now, record }: WsfeDependencies) {
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

  /** FEDummy: the three servers' states (the database and authentication ones follow `dummyDown`). */
  const dummy = () => {
    const status = switches.dummyDown ? 'NO' : 'OK';
    return wsfeResponse('FEDummy', `<AppServer>OK</AppServer><DbServer>${status}</DbServer><AuthServer>${status}</AuthServer>`);
  };

  return { lastAuthorized, requestCae, consult, dummy };
}
