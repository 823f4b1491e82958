// The invoice worker's decisions with ARCA answering as scripted: numbering resync on 10016,
// the number of an unanswered request adopted through FECompConsultar (never a second voucher),
// backoff then FAILED, and a credit note waiting for its invoice. Repositories in memory.
import { describe, expect, it } from 'vitest';
import type { FiscalSettings } from '../../functions/domain/invoice-views';
import { documentIdOf, type InvoicesRepository, type StoredInvoice } from '../../functions/data/invoices-repository';
import { ArcaCallFailure, type ArcaSession, type CaeAnswer, type VoucherRequest } from '../../functions/invoicing/arca-gateway';
import { createInvoiceWorker } from '../../functions/services/invoicing/invoice-worker';
import { billingAddress } from '../support/factories/billing';
import { storedOrder } from '../support/factories/orders';

const NOW = new Date('2026-11-27T15:00:00Z');
const fiscal: FiscalSettings = {
  seller: 'DELFI',
  legalName: 'Delfina',
  cuit: '27312345671',
  condition: 'MONOTRIBUTO',
  pointOfSale: 2,
  environment: 'HOMOLOGACION',
  address: 'Rosario',
  grossIncomeNumber: 'Exento',
  activityStartDate: '2021-08-15',
  updatedAt: NOW.toISOString(),
};
// A planning sold by DELFI to a buyer who gave a DNI (no IVA condition: a consumidor final).
const order = storedOrder({
  code: 'IMP-AAAA-AA',
  item: { id: 'planning-1', type: 'PLANNING', name: 'Plan', seller: 'DELFI' },
  amount: 45600,
  billing: billingAddress({
    taxId: '12345678',
    ivaCondition: null,
    fullName: 'Ana Pérez',
    street: 'Calle',
    streetNumber: '1',
    apartment: null,
    city: 'X',
    province: 'Y',
    postalCode: '1000',
  }),
});

function memoryInvoices(initial: StoredInvoice[]) {
  const records = new Map(initial.map((invoice) => [`${invoice.orderId}#${documentIdOf(invoice)}`, { ...invoice }]));
  const same = (invoice: StoredInvoice) => {
    const current = records.get(`${invoice.orderId}#${documentIdOf(invoice)}`);
    return current && current.attempts === invoice.attempts && current.status === 'PENDING' ? current : null;
  };
  const repository = {
    get: async (orderId: string, document: string) => {
      const found = records.get(`${orderId}#${document}`);
      return found ? { ...found } : null;
    },
    listDue: async (now: string) =>
      [...records.values()].filter((invoice) => invoice.status === 'PENDING' && invoice.dueAt <= now).map((invoice) => ({ ...invoice })),
    reserveNumber: async (invoice: StoredInvoice, number: number) => {
      const current = same(invoice);
      if (!current) return false;
      current.pendingNumber = number;
      return true;
    },
    markIssued: async (invoice: StoredInvoice, issued: StoredInvoice['issued'], observations: StoredInvoice['observations']) => {
      const current = same(invoice);
      if (!current) return false;
      Object.assign(current, { status: 'ISSUED', issued, observations, pendingNumber: null });
      return true;
    },
    markAttemptFailed: async (
      invoice: StoredInvoice,
      outcome: { dueAt: string | null; at: string; lastError: string; keepNumber: boolean },
    ) => {
      const current = same(invoice);
      if (!current) return false;
      Object.assign(current, {
        attempts: current.attempts + 1,
        status: outcome.dueAt ? 'PENDING' : 'FAILED',
        dueAt: outcome.dueAt ?? outcome.at,
        lastError: outcome.lastError,
        ...(outcome.keepNumber ? {} : { pendingNumber: null }),
      });
      return true;
    },
    postpone: async (invoice: StoredInvoice, dueAt: string, reason: string) => {
      const current = same(invoice);
      if (!current) return false;
      Object.assign(current, { dueAt, lastError: reason });
      return true;
    },
    markMailed: async () => true,
  };
  return { repository: repository as unknown as InvoicesRepository, records };
}

/** ARCA's books for one point of sale and type, and a script of what FECAESolicitar does next. */
function scriptedArca(script: ('ok' | 'taken' | 'lost' | 'down')[]) {
  const authorised: { number: number; docNumber: string; total: number; cae: string }[] = [];
  const requests: VoucherRequest[] = [];
  const session: ArcaSession = {
    serverStatus: async () => true,
    lastAuthorized: async () => ({ number: authorised.length, errors: [] }),
    async requestCae(request) {
      requests.push(request);
      const step = script.shift() ?? 'ok';
      if (step === 'down') throw new ArcaCallFailure('unavailable', 'ARCA no respondió (timeout)');
      if (step === 'taken') authorised.push({ number: authorised.length + 1, docNumber: '0', total: 1, cae: 'other' });
      if (request.number !== authorised.length + 1) {
        const answer: CaeAnswer = {
          result: 'R',
          cae: null,
          caeDueDate: null,
          errors: [],
          observations: [{ code: 10016, message: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar.' }],
        };
        return answer;
      }
      const cae = String(70000000000000 + request.number);
      authorised.push({ number: request.number, docNumber: request.docNumber, total: request.total, cae });
      if (step === 'lost') throw new ArcaCallFailure('unavailable', 'ARCA respondió 503 sin un mensaje SOAP válido');
      return { result: 'A', cae, caeDueDate: '20261207', errors: [], observations: [] };
    },
    async consult(_pointOfSale, _type, number) {
      const found = authorised.find((voucher) => voucher.number === number);
      return found
        ? {
            voucher: {
              docType: 96,
              docNumber: found.docNumber,
              total: found.total,
              date: '20261127',
              cae: found.cae,
              caeDueDate: '20261207',
            },
            errors: [],
          }
        : { voucher: null, errors: [{ code: 602, message: 'No existen datos en nuestros registros para los parametros ingresados.' }] };
    },
  };
  return { session, authorised, requests };
}

function workerWith(invoices: InvoicesRepository, session: ArcaSession, clock = { now: NOW }) {
  const stored: string[] = [];
  const worker = createInvoiceWorker({
    invoices,
    orders: { get: async (id) => (id === order.id ? order : null) },
    fiscalSettings: { get: async () => fiscal },
    arca: { forSeller: async () => session },
    documents: { put: async (key) => void stored.push(key) },
    renderPdf: async () => new Uint8Array([37, 80, 68, 70]),
    mail: { documentIssued: async () => undefined },
    now: () => clock.now,
    retryFirstSeconds: 60,
    maxAttempts: 3,
    logInfo: () => undefined,
    logError: () => undefined,
  });
  return { worker, stored };
}

const owed = (kind: 'FACTURA' | 'NOTA_CREDITO' = 'FACTURA'): StoredInvoice => ({
  orderId: order.id,
  kind,
  seller: 'DELFI',
  userId: order.userId,
  status: 'PENDING',
  attempts: 0,
  dueAt: NOW.toISOString(),
  createdAt: NOW.toISOString(),
});

describe('the invoice worker', () => {
  it('issues a Factura C with the next number, the service day and its PDF', async () => {
    const { repository, records } = memoryInvoices([owed()]);
    const arca = scriptedArca(['ok']);
    const { worker, stored } = workerWith(repository, arca.session);
    expect(await worker.runInvoiceWorker()).toEqual({ issued: 1, retrying: 0, failed: 0, waiting: 0 });
    expect(arca.requests[0]).toMatchObject({
      voucherType: 11,
      concept: 2,
      docType: 96,
      docNumber: '12345678',
      net: 45600,
      vat: 0,
      serviceFrom: '20261127',
      paymentDue: '20261127',
      receiverCondition: 5,
    });
    expect(records.get('order-1#FACTURA')).toMatchObject({
      status: 'ISSUED',
      issued: { number: 1, cae: '70000000000001', pointOfSale: 2 },
    });
    expect(stored).toEqual(['invoices/DELFI/order-1/factura.pdf']);
  });

  it('reads the last number again when another system took it (10016), and asks once more', async () => {
    const { repository, records } = memoryInvoices([owed()]);
    const arca = scriptedArca(['taken', 'ok']);
    await workerWith(repository, arca.session).worker.runInvoiceWorker();
    expect(arca.requests.map((request) => request.number)).toEqual([1, 2]);
    expect(records.get('order-1#FACTURA')?.issued?.number).toBe(2);
    expect(arca.authorised.filter((voucher) => voucher.docNumber === '12345678')).toHaveLength(1);
  });

  it('gives up the run after 3 resyncs, counting one attempt and retrying later', async () => {
    const { repository, records } = memoryInvoices([owed()]);
    const arca = scriptedArca(['taken', 'taken', 'taken']);
    expect((await workerWith(repository, arca.session).worker.runInvoiceWorker()).retrying).toBe(1);
    expect(records.get('order-1#FACTURA')).toMatchObject({ status: 'PENDING', attempts: 1, dueAt: '2026-11-27T15:01:00.000Z' });
    expect(records.get('order-1#FACTURA')?.lastError).toContain('10016');
  });

  it('adopts the CAE of a number ARCA authorised while its answer was lost: one voucher only', async () => {
    const { repository, records } = memoryInvoices([owed()]);
    const arca = scriptedArca(['lost']);
    const clock = { now: NOW };
    const { worker } = workerWith(repository, arca.session, clock);
    expect((await worker.runInvoiceWorker()).retrying).toBe(1);
    expect(records.get('order-1#FACTURA')).toMatchObject({ status: 'PENDING', pendingNumber: 1 });
    clock.now = new Date(NOW.getTime() + 61_000);
    expect((await worker.runInvoiceWorker()).issued).toBe(1);
    expect(arca.requests).toHaveLength(1);
    expect(records.get('order-1#FACTURA')?.issued).toMatchObject({ number: 1, cae: '70000000000001' });
  });

  it('backs off while ARCA is down (60 s, 120 s) and leaves the document FAILED after the last attempt', async () => {
    const { repository, records } = memoryInvoices([owed()]);
    const arca = scriptedArca(['down', 'down', 'down']);
    const clock = { now: NOW };
    const { worker } = workerWith(repository, arca.session, clock);
    await worker.runInvoiceWorker();
    expect(records.get('order-1#FACTURA')?.dueAt).toBe('2026-11-27T15:01:00.000Z');
    clock.now = new Date('2026-11-27T15:01:00Z');
    await worker.runInvoiceWorker();
    expect(records.get('order-1#FACTURA')?.dueAt).toBe('2026-11-27T15:03:00.000Z');
    clock.now = new Date('2026-11-27T15:03:00Z');
    expect((await worker.runInvoiceWorker()).failed).toBe(1);
    expect(records.get('order-1#FACTURA')).toMatchObject({ status: 'FAILED', attempts: 3 });
  });

  it('holds a credit note, without counting attempts, until its invoice has a CAE; then ties it with CbtesAsoc', async () => {
    const { repository, records } = memoryInvoices([owed('NOTA_CREDITO'), { ...owed(), dueAt: '2026-11-27T16:00:00.000Z' }]);
    const arca = scriptedArca([]);
    const clock = { now: NOW };
    const { worker } = workerWith(repository, arca.session, clock);
    expect((await worker.runInvoiceWorker()).waiting).toBe(1);
    expect(records.get('order-1#NOTA_CREDITO')).toMatchObject({ status: 'PENDING', attempts: 0 });
    clock.now = new Date('2026-11-27T16:00:00Z');
    await worker.runInvoiceWorker();
    clock.now = new Date('2026-11-27T16:02:00Z');
    await worker.runInvoiceWorker();
    expect(records.get('order-1#NOTA_CREDITO')?.issued).toMatchObject({
      voucherType: 13,
      associated: { voucherType: 11, pointOfSale: 2, number: 1 },
    });
    expect(arca.requests.at(-1)?.associated).toEqual({ voucherType: 11, pointOfSale: 2, number: 1, cuit: '27312345671', date: '20261127' });
  });

  it("issues a partial refund's credit note for its own amount, tied to the round's invoice, under its own PDF", async () => {
    const { repository, records } = memoryInvoices([
      owed(),
      { ...owed('NOTA_CREDITO'), document: 'NOTA_CREDITO-P100000', amount: 1_000, cancels: 'FACTURA' },
    ]);
    const arca = scriptedArca([]);
    const { worker, stored } = workerWith(repository, arca.session);
    await worker.runInvoiceWorker();
    // The first run issues the invoice (the note waits for it); the next one the note.
    await worker.runInvoiceWorker();
    expect(records.get('order-1#NOTA_CREDITO-P100000')?.issued).toMatchObject({
      voucherType: 13,
      total: 1_000,
      associated: { voucherType: 11, pointOfSale: 2, number: 1 },
      pdfKey: 'invoices/DELFI/order-1/nota_credito-p100000.pdf',
    });
    expect(arca.requests.map((request) => request.total)).toEqual([45_600, 1_000]);
    expect(stored).toContain('invoices/DELFI/order-1/nota_credito-p100000.pdf');
  });
});

describe("a subscription charge's Factura", () => {
  it('is issued with the facts copied onto it (no order), for its amount, the paid period as the service dates', async () => {
    const sale = {
      id: 'subscription-1',
      code: null,
      amount: 32000,
      buyer: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: null },
      billing: order.billing ?? null,
      item: { id: 'planning-2', type: 'PLANNING' as const, name: 'Fuerza mensual', seller: 'DELFI' as const },
      // 27/11 to 27/12 in the store's calendar: the service runs to the day its period ends.
      period: { from: '2026-11-27T15:00:00.000Z', to: '2026-12-27T15:00:00.000Z' },
    };
    const document = 'FACTURA-S7001';
    const { repository, records } = memoryInvoices([{ ...owed(), orderId: sale.id, document, amount: 32000, sale }]);
    const arca = scriptedArca(['ok']);
    const { worker, stored } = workerWith(repository, arca.session);
    expect(await worker.runInvoiceWorker()).toEqual({ issued: 1, retrying: 0, failed: 0, waiting: 0 });
    expect(arca.requests).toHaveLength(1);
    expect(arca.requests[0]).toMatchObject({
      voucherType: 11,
      docNumber: '12345678',
      total: 32000,
      serviceFrom: '20261127',
      serviceTo: '20261227',
      paymentDue: '20261127',
    });
    expect(records.get(`subscription-1#${document}`)).toMatchObject({ status: 'ISSUED', issued: { receiver: { name: 'Ana Pérez' } } });
    expect(stored).toEqual(['invoices/DELFI/subscription-1/factura-s7001.pdf']);
  });
});
