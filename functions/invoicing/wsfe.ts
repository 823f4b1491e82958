// ARCA's electronic invoicing service for the domestic market (WSFEv1, "manual para el
// desarrollador" COMPG v4): the four operations the store uses. Answers are returned with ARCA's
// own errors (Errors/Err) and observations (Observaciones/Obs), in ARCA's Spanish.
import type { ArcaTlsScope } from './arca-tls';
import { callSoap, child, children, envelope, textOf, xmlText, type XmlValue } from './soap';

const WSFE_NAMESPACE = 'http://ar.gov.afip.dif.FEV1/';

export interface WsfeAuth {
  token: string;
  sign: string;
  cuit: string;
}

export interface ArcaMessage {
  code: number;
  message: string;
}

export interface WsfeEndpoint {
  url: string;
  timeoutMs: number;
  /** Which hosts get ARCA's production TLS (arca-tls.ts); strict when absent. */
  tls?: ArcaTlsScope;
}

const messagesOf = (node: XmlValue | undefined, list: string, item: string): ArcaMessage[] =>
  children(child(node, list), item).map((entry) => ({ code: Number(textOf(child(entry, 'Code'))), message: textOf(child(entry, 'Msg')) }));

const authXml = (auth: WsfeAuth) =>
  `<ar:Auth><ar:Token>${xmlText(auth.token)}</ar:Token><ar:Sign>${xmlText(auth.sign)}</ar:Sign><ar:Cuit>${xmlText(auth.cuit)}</ar:Cuit></ar:Auth>`;

async function call(endpoint: WsfeEndpoint, operation: string, inner: string): Promise<XmlValue | undefined> {
  const body = await callSoap(
    endpoint.url,
    `${WSFE_NAMESPACE}${operation}`,
    envelope(`<ar:${operation}>${inner}</ar:${operation}>`, { ar: WSFE_NAMESPACE }),
    endpoint.timeoutMs,
    endpoint.tls,
  );
  return child(child(body, `${operation}Response`), `${operation}Result`);
}

/** FEDummy: whether the application, database and authentication servers answer "OK". */
export async function feDummy(endpoint: WsfeEndpoint): Promise<boolean> {
  const result = await call(endpoint, 'FEDummy', '');
  return ['AppServer', 'DbServer', 'AuthServer'].every((server) => textOf(child(result, server)) === 'OK');
}

/** FECompUltimoAutorizado: the last number authorised for a point of sale and voucher type. */
export async function lastAuthorized(
  endpoint: WsfeEndpoint,
  auth: WsfeAuth,
  pointOfSale: number,
  voucherType: number,
): Promise<{ number: number | null; errors: ArcaMessage[] }> {
  const result = await call(
    endpoint,
    'FECompUltimoAutorizado',
    `${authXml(auth)}<ar:PtoVta>${pointOfSale}</ar:PtoVta><ar:CbteTipo>${voucherType}</ar:CbteTipo>`,
  );
  const errors = messagesOf(result, 'Errors', 'Err');
  const number = textOf(child(result, 'CbteNro'));
  return { number: errors.length === 0 && number !== '' ? Number(number) : null, errors };
}

export interface VoucherRequest {
  pointOfSale: number;
  voucherType: number;
  concept: number;
  docType: number;
  docNumber: string;
  number: number;
  /** yyyymmdd */
  date: string;
  total: number;
  net: number;
  vat: number;
  serviceFrom: string;
  serviceTo: string;
  paymentDue: string;
  receiverCondition: number;
  vatLines: { id: number; base: number; amount: number }[];
  /** The invoice a credit note cancels. */
  associated: { voucherType: number; pointOfSale: number; number: number; cuit: string; date: string } | null;
}

export interface CaeAnswer {
  /** A: authorised, R: rejected (P, partial, only for batches of several). */
  result: 'A' | 'R' | 'P' | '';
  cae: string | null;
  /** yyyymmdd */
  caeDueDate: string | null;
  observations: ArcaMessage[];
  errors: ArcaMessage[];
}

const amount = (value: number) => value.toFixed(2);

function voucherRequestXml(request: VoucherRequest): string {
  const vat =
    request.vatLines.length > 0
      ? `<ar:Iva>${request.vatLines
          .map(
            (line) =>
              `<ar:AlicIva><ar:Id>${line.id}</ar:Id><ar:BaseImp>${amount(line.base)}</ar:BaseImp><ar:Importe>${amount(line.amount)}</ar:Importe></ar:AlicIva>`,
          )
          .join('')}</ar:Iva>`
      : '';
  const associated = request.associated
    ? `<ar:CbtesAsoc><ar:CbteAsoc><ar:Tipo>${request.associated.voucherType}</ar:Tipo><ar:PtoVta>${request.associated.pointOfSale}</ar:PtoVta><ar:Nro>${request.associated.number}</ar:Nro><ar:Cuit>${xmlText(request.associated.cuit)}</ar:Cuit><ar:CbteFch>${request.associated.date}</ar:CbteFch></ar:CbteAsoc></ar:CbtesAsoc>`
    : '';
  return [
    `<ar:FeCAEReq><ar:FeCabReq><ar:CantReg>1</ar:CantReg><ar:PtoVta>${request.pointOfSale}</ar:PtoVta><ar:CbteTipo>${request.voucherType}</ar:CbteTipo></ar:FeCabReq>`,
    '<ar:FeDetReq><ar:FECAEDetRequest>',
    `<ar:Concepto>${request.concept}</ar:Concepto><ar:DocTipo>${request.docType}</ar:DocTipo><ar:DocNro>${xmlText(request.docNumber)}</ar:DocNro>`,
    `<ar:CbteDesde>${request.number}</ar:CbteDesde><ar:CbteHasta>${request.number}</ar:CbteHasta><ar:CbteFch>${request.date}</ar:CbteFch>`,
    `<ar:ImpTotal>${amount(request.total)}</ar:ImpTotal><ar:ImpTotConc>0.00</ar:ImpTotConc><ar:ImpNeto>${amount(request.net)}</ar:ImpNeto>`,
    `<ar:ImpOpEx>0.00</ar:ImpOpEx><ar:ImpTrib>0.00</ar:ImpTrib><ar:ImpIVA>${amount(request.vat)}</ar:ImpIVA>`,
    `<ar:FchServDesde>${request.serviceFrom}</ar:FchServDesde><ar:FchServHasta>${request.serviceTo}</ar:FchServHasta><ar:FchVtoPago>${request.paymentDue}</ar:FchVtoPago>`,
    '<ar:MonId>PES</ar:MonId><ar:MonCotiz>1</ar:MonCotiz>',
    associated,
    vat,
    `<ar:CondicionIVAReceptorId>${request.receiverCondition}</ar:CondicionIVAReceptorId>`,
    '</ar:FECAEDetRequest></ar:FeDetReq></ar:FeCAEReq>',
  ].join('');
}

/** FECAESolicitar for one voucher. */
export async function requestCae(endpoint: WsfeEndpoint, auth: WsfeAuth, request: VoucherRequest): Promise<CaeAnswer> {
  const result = await call(endpoint, 'FECAESolicitar', `${authXml(auth)}${voucherRequestXml(request)}`);
  const detail = child(child(result, 'FeDetResp'), 'FECAEDetResponse');
  const header = child(result, 'FeCabResp');
  const cae = textOf(child(detail, 'CAE'));
  const due = textOf(child(detail, 'CAEFchVto'));
  const outcome = textOf(child(detail, 'Resultado')) || textOf(child(header, 'Resultado'));
  return {
    result: (['A', 'R', 'P'].includes(outcome) ? outcome : '') as CaeAnswer['result'],
    cae: cae || null,
    caeDueDate: due || null,
    observations: messagesOf(detail, 'Observaciones', 'Obs'),
    errors: messagesOf(result, 'Errors', 'Err'),
  };
}

export interface AuthorizedVoucher {
  docType: number;
  docNumber: string;
  total: number;
  date: string;
  cae: string;
  caeDueDate: string;
}

/** FECompConsultar: an authorised voucher by number, or null (error 602: no such voucher). */
export async function consultVoucher(
  endpoint: WsfeEndpoint,
  auth: WsfeAuth,
  pointOfSale: number,
  voucherType: number,
  number: number,
): Promise<{ voucher: AuthorizedVoucher | null; errors: ArcaMessage[] }> {
  const result = await call(
    endpoint,
    'FECompConsultar',
    `${authXml(auth)}<ar:FeCompConsReq><ar:CbteTipo>${voucherType}</ar:CbteTipo><ar:CbteNro>${number}</ar:CbteNro><ar:PtoVta>${pointOfSale}</ar:PtoVta></ar:FeCompConsReq>`,
  );
  const errors = messagesOf(result, 'Errors', 'Err');
  const got = child(result, 'ResultGet');
  if (got === undefined || errors.length > 0) return { voucher: null, errors };
  return {
    voucher: {
      docType: Number(textOf(child(got, 'DocTipo'))),
      docNumber: textOf(child(got, 'DocNro')),
      total: Number(textOf(child(got, 'ImpTotal'))),
      date: textOf(child(got, 'CbteFch')),
      cae: textOf(child(got, 'CodAutorizacion')),
      caeDueDate: textOf(child(got, 'FchVto')),
    },
    errors,
  };
}
