// The ARCA stand-in answers as ARCA does (docs/arca-stand-in.md): each code where ARCA puts it —
// the request's Errors or the voucher's Observaciones — with Resultado R when the voucher gets no
// CAE and A with the observation when the check does not exclude it; WSAA's faults as its Axis
// answers them. Driven through the store's own SOAP client (functions/invoicing), so the store's
// parsing of each answer is tested with it. Where ARCA's documents disagree (where 10016 goes; 601
// or 600 for a CUIT the ticket does not represent), both of the stand-in's ways are tested.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startArcaStandIn, type ArcaStandIn } from '../../infra/local/arca-stand-in/server';
import type { ArcaSwitches } from '../../infra/local/arca-stand-in/switches';
import { selfSignedPair } from '../../infra/local/arca-stand-in/local-certificates';
import { ArcaCallFailure } from '../../functions/invoicing/soap';
import {
  loginCms,
  signTicketRequest,
  ticketRequestFor,
  ticketRequestXml,
  WSAA_DESTINATIONS,
  type TicketRequest,
} from '../../functions/invoicing/wsaa';
import {
  consultVoucher,
  lastAuthorized,
  requestCae,
  type VoucherRequest,
  type WsfeAuth,
  type WsfeEndpoint,
} from '../../functions/invoicing/wsfe';

const SELLER_CUIT = '30712345671';
const OTHER_CUIT = '20123456786';
/** 12:00 in Buenos Aires: ARCA's date is 20261127. */
let clock = new Date('2026-11-27T15:00:00Z');
const TODAY = '20261127';
const seller = selfSignedPair('Impulso', SELLER_CUIT, clock);
const other = selfSignedPair('Otro', OTHER_CUIT, clock);
const folder = mkdtempSync(join(tmpdir(), 'arca-stand-in-test-'));
let arca: ArcaStandIn;
let endpoint: WsfeEndpoint;
let auth: WsfeAuth;

const signedTra = (request: Partial<TicketRequest> = {}, pair = seller) =>
  signTicketRequest(
    ticketRequestXml({ ...ticketRequestFor('wsfe', WSAA_DESTINATIONS.HOMOLOGACION, clock), ...request }),
    pair.certificate,
    pair.privateKey,
  );

async function setSwitches(switches: Partial<ArcaSwitches>): Promise<void> {
  const response = await fetch(`${arca.url}/_arca/api/settings`, { method: 'POST', body: JSON.stringify(switches) });
  expect(response.ok).toBe(true);
}

/** A Factura C to a consumidor final with a DNI, as the store asks it (Concepto 2, services). */
const facturaC = (number: number, changes: Partial<VoucherRequest> = {}): VoucherRequest => ({
  pointOfSale: 3,
  voucherType: 11,
  concept: 2,
  docType: 96,
  docNumber: '30123456',
  number,
  date: TODAY,
  total: 1000,
  net: 1000,
  vat: 0,
  serviceFrom: TODAY,
  serviceTo: TODAY,
  paymentDue: TODAY,
  receiverCondition: 5,
  vatLines: [],
  associated: null,
  ...changes,
});

/** A Factura B (IVA 21 % broken down) to a consumidor final. */
const facturaB = (number: number, changes: Partial<VoucherRequest> = {}): VoucherRequest =>
  facturaC(number, { voucherType: 6, total: 1210, net: 1000, vat: 210, vatLines: [{ id: 5, base: 1000, amount: 210 }], ...changes });

async function next(voucherType: number): Promise<number> {
  const last = await lastAuthorized(endpoint, auth, 3, voucherType);
  expect(last.errors).toEqual([]);
  return (last.number ?? 0) + 1;
}

beforeAll(async () => {
  arca = await startArcaStandIn({
    port: 0,
    dataDir: folder,
    trustedCertificates: [seller.certificate, other.certificate],
    now: () => clock,
  });
  endpoint = { url: arca.wsfeUrl, timeoutMs: 10_000 };
  const ticket = await loginCms(arca.wsaaUrl, signedTra(), 10_000);
  auth = { token: ticket.token, sign: ticket.sign, cuit: SELLER_CUIT };
});

afterAll(async () => {
  await new Promise((resolve) => arca.server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

describe('WSAA', () => {
  it('refuses a second ticket while one is valid with coe.alreadyAuthenticated, as its Axis answers a fault (HTTP 500, LoginFault)', async () => {
    const failure = await loginCms(arca.wsaaUrl, signedTra(), 10_000).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ArcaCallFailure);
    expect(failure).toMatchObject({
      kind: 'fault',
      code: 'ns1:coe.alreadyAuthenticated',
      message: 'El CEE ya posee un TA valido para el acceso al WSN solicitado',
    });
    const raw = await fetch(arca.wsaaUrl, {
      method: 'POST',
      body: '<soapenv:Envelope><soapenv:Body><loginCms><in0>@@</in0></loginCms></soapenv:Body></soapenv:Envelope>',
    });
    expect(raw.status).toBe(500);
    const text = await raw.text();
    expect(text).toContain('<faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:cms.bad.base64</faultcode>');
    expect(text).toContain('gov.afip.desein.dvadac.sua.view.wsaa.LoginFault');
  });

  it("refuses a TRA outside WSAA's window with its own codes and texts", async () => {
    const hours = (count: number) => new Date(clock.getTime() + count * 3600_000);
    const refusal = (request: Partial<TicketRequest>) =>
      loginCms(arca.wsaaUrl, signedTra(request, other), 10_000).catch((error: unknown) => error);
    expect(await refusal({ generationTime: hours(-25), expirationTime: hours(1) })).toMatchObject({
      code: 'ns1:xml.generationTime.invalid',
      message: 'generationTime posee formato o dato inválido (ej: en el futuro o más de 24 horas de antigüedad)',
    });
    expect(await refusal({ generationTime: hours(-2), expirationTime: hours(-1) })).toMatchObject({
      code: 'ns1:xml.expirationTime.expired',
      message: 'El tiempo de expiración es inferior a la hora actual',
    });
    expect(await refusal({ generationTime: hours(-1), expirationTime: hours(25) })).toMatchObject({
      code: 'ns1:xml.expirationTime.invalid',
      message: 'El tiempo de expiración del documento es superior a 24 horas',
    });
    expect(await refusal({ destination: 'cn=otro,o=afip,c=ar' })).toMatchObject({
      code: 'ns1:xml.destination.invalid',
      message: "El atributo 'destination' no se corresponde con el DN del WSAA",
    });
    await setSwitches({ refuseLogins: true });
    expect(await refusal({})).toMatchObject({ code: 'ns1:coe.notAuthorized', message: 'Computador no autorizado a acceder al servicio' });
    await setSwitches({ refuseLogins: false });
  });
});

describe('WSFEv1: the ticket', () => {
  it("a CUIT the ticket does not represent: 601 by default (the manual's table), 600 when the panel says so (its example)", async () => {
    const stranger = { ...auth, cuit: OTHER_CUIT };
    expect(await lastAuthorized(endpoint, stranger, 3, 11)).toEqual({
      number: null,
      errors: [{ code: 601, message: 'CUIT representada no incluida en Token' }],
    });
    await setSwitches({ cuitNotInTicket: 600 });
    expect(await lastAuthorized(endpoint, stranger, 3, 11)).toEqual({
      number: null,
      errors: [{ code: 600, message: `ValidacionDeToken: No aparecio CUIT en lista de relaciones: ${OTHER_CUIT}` }],
    });
    await setSwitches({ cuitNotInTicket: 601 });
  });

  it("a sign that is not the ticket's, and a ticket past its time: 600 in Errors, and FECAESolicitar answers no FeCabResp", async () => {
    const wrongSign = await requestCae(endpoint, { ...auth, sign: 'b3Rybw==' }, facturaC(1));
    expect(wrongSign).toEqual({
      result: '',
      cae: null,
      caeDueDate: null,
      observations: [],
      errors: [{ code: 600, message: 'ValidacionDeToken: Error al verificar hash: VerificacionDeHash: No validó la firma digital.' }],
    });
    const saved = clock;
    clock = new Date(clock.getTime() + 13 * 3600_000);
    const expired = await lastAuthorized(endpoint, auth, 3, 11);
    clock = saved;
    expect(expired.number).toBeNull();
    expect(expired.errors).toEqual([
      {
        code: 600,
        message: expect.stringMatching(
          /^ValidacionDeToken: No validaron las fechas del token GenTime, ExpTime, NowUTC: \d+ \(11\/27\/2026 3:00:00 PM\), \d+ \(11\/28\/2026 3:00:00 AM\), 11\/28\/2026 4:00:00 AM$/,
        ),
      },
    ]);
  });
});

describe('WSFEv1: numbering (10016)', () => {
  it("out of sequence: in the request's Errors by default, as ARCA answered; the voucher R with no CAE", async () => {
    const number = await next(11);
    const answer = await requestCae(endpoint, auth, facturaC(number + 1));
    expect(answer).toEqual({
      result: 'R',
      cae: null,
      caeDueDate: null,
      observations: [],
      errors: [
        {
          code: 10016,
          message:
            'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
        },
      ],
    });
  });

  it("in the detail's Observaciones when the panel says so (the manual's example)", async () => {
    await setSwitches({ outOfSequenceIn: 'observations' });
    const number = await next(11);
    const answer = await requestCae(endpoint, auth, facturaC(number + 5));
    await setSwitches({ outOfSequenceIn: 'errors' });
    expect(answer).toMatchObject({ result: 'R', cae: null, errors: [], observations: [{ code: 10016 }] });
  });

  it('a date outside N-10..N+10 for services: 10016 in the Observaciones, with the range in its text', async () => {
    const later = '20261210';
    const answer = await requestCae(
      endpoint,
      auth,
      facturaC(await next(11), { date: later, serviceFrom: later, serviceTo: later, paymentDue: later }),
    );
    expect(answer).toMatchObject({
      result: 'R',
      errors: [],
      observations: [{ code: 10016, message: expect.stringContaining('N-10 y N+10') }],
    });
  });
});

describe("WSFEv1: a detail's checks", () => {
  const rejected = async (request: VoucherRequest, code: number, message: string | RegExp) => {
    const answer = await requestCae(endpoint, auth, request);
    expect(answer).toMatchObject({ result: 'R', cae: null, errors: [] });
    expect(answer.observations).toContainEqual({ code, message: typeof message === 'string' ? message : expect.stringMatching(message) });
  };

  it('authorises a well-formed Factura C (A, a 14-digit CAE) and FECompConsultar finds it; an unknown number is 602', async () => {
    const number = await next(11);
    const answer = await requestCae(endpoint, auth, facturaC(number));
    expect(answer).toMatchObject({ result: 'A', cae: expect.stringMatching(/^\d{14}$/), observations: [], errors: [] });
    expect((await consultVoucher(endpoint, auth, 3, 11, number)).voucher).toMatchObject({
      cae: answer.cae,
      total: 1000,
      docNumber: '30123456',
    });
    expect(await consultVoucher(endpoint, auth, 3, 11, number + 100)).toEqual({
      voucher: null,
      errors: [{ code: 602, message: 'No existen datos en nuestros registros para los parametros ingresados.' }],
    });
  });

  it('Factura B to a CUIT with a wrong check digit: 10015 as ARCA words it', async () => {
    await rejected(
      facturaB(await next(6), { docType: 80, docNumber: '20123456780' }),
      10015,
      'Factura B (CbteDesde igual a CbteHasta), DocTipo: 80, DocNro 20123456780 no se encuentra registrado en los padrones de AFIP y no corresponde a una cuit pais.',
    );
  });

  it('amounts: 10048 for a total that is not the sum (class C: ImpNeto + ImpTrib), 10071 for IVA on a C, 10023 for IVA lines that do not add up', async () => {
    await rejected(
      facturaC(await next(11), { total: 1000.5 }),
      10048,
      /^El campo 'Importe Total' ImpTotal, debe ser igual a la suma de ImpNeto \+ ImpTrib/,
    );
    await rejected(facturaC(await next(11), { vatLines: [{ id: 3, base: 1000, amount: 0 }] }), 10071, /array de IVA no debe informarse/);
    await rejected(facturaB(await next(6), { total: 1220, vat: 220 }), 10023, /suma de los campos <importe> en <IVA>/);
    await rejected(
      facturaB(await next(6), { total: 1000, vat: 0, vatLines: [] }),
      10070,
      'Si ImpNeto es mayor a 0 el objeto IVA es obligatorio.',
    );
  });

  it('service dates: 10049 when missing, 10036 for a payment due before the voucher', async () => {
    await rejected(facturaC(await next(11), { serviceTo: '' }), 10049, /es obligatorio cuando el campo <Concepto> es igual a 2 o 3/);
    await rejected(facturaC(await next(11), { paymentDue: '20261126' }), 10036, /no puede ser anterior a la fecha del comprobante/);
  });

  it("the receiver's IVA condition (RG 5616): 10246 missing, 10242 unknown, 10243 not of the voucher's class", async () => {
    await rejected(facturaC(await next(11), { receiverCondition: 0 }), 10246, /^Campo Condicion Frente al IVA del receptor es obligatorio/);
    await rejected(facturaC(await next(11), { receiverCondition: 99 }), 10242, /no es un valor valido/);
    await rejected(facturaB(await next(6), { receiverCondition: 1 }), 10243, /no es valido para la clase de comprobante/);
  });

  it('a credit note: 10197 without CbtesAsoc, 10040 associating another class; authorised with the observation 10041 when its invoice is not at ARCA, and 10237 when it exceeds it', async () => {
    await rejected(
      facturaC(await next(13), { voucherType: 13 }),
      10197,
      'Si el comprobante es Debito o Credito, enviar estructura CbteAsoc o PeriodoAsoc.',
    );
    const associated = (number: number, voucherType = 11) => ({ voucherType, pointOfSale: 3, number, cuit: SELLER_CUIT, date: TODAY });
    await rejected(
      facturaC(await next(13), { voucherType: 13, associated: associated(1, 6) }),
      10040,
      /Para 12 o 13 pueden asociarse 11, 12, 13 y 15\.$/,
    );
    const missing = await requestCae(endpoint, auth, facturaC(await next(13), { voucherType: 13, associated: associated(9999) }));
    expect(missing).toMatchObject({ result: 'A', cae: expect.stringMatching(/^\d{14}$/), errors: [], observations: [{ code: 10041 }] });
    const invoice = await next(11);
    expect((await requestCae(endpoint, auth, facturaC(invoice))).result).toBe('A');
    const exceeding = await requestCae(
      endpoint,
      auth,
      facturaC(await next(13), { voucherType: 13, total: 1500, net: 1500, associated: associated(invoice) }),
    );
    expect(exceeding).toMatchObject({ result: 'A', observations: [{ code: 10237 }] });
    const partial = await requestCae(
      endpoint,
      auth,
      facturaC(await next(13), { voucherType: 13, total: 400, net: 400, associated: associated(invoice) }),
    );
    expect(partial).toMatchObject({ result: 'A', observations: [], errors: [] });
  });
});
