// Factura electrónica end to end on the local stack: Mercado Pago's simulator approves, the
// approval writes the invoice outbox record, the worker issues it with the ARCA stand-in (WSAA +
// WSFEv1), and the buyer downloads her PDF. Outages, an expired ticket, numbering taken by another
// system, an answer lost after authorisation, a rejection and the admin's retry, and a refund's
// credit note — each ends with exactly one document per order and kind at ARCA.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { mailboxAttachment, mailboxAttachmentPath } from '../../infra/local/mailbox-page';
import { callGraphql } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { addBillingAddress, as, createOrder, orderStatus } from '../support/buying';
import { billingAddressInput } from '../support/factories/billing';
import { payAtCheckout, setSimulatorSwitches, simulatorAccounts, simulatorPayments, webhooksSettled } from '../support/mercado-pago';
import { reverseAtMercadoPago } from '../support/payment-changes';
import { feDummy } from '../../functions/invoicing/wsfe';
import { ARCA_PRODUCTION_HOSTS } from '../../functions/settings/invoicing';
import {
  ADMIN_INVOICES,
  INVOICE_DOWNLOAD as DOWNLOAD,
  MY_INVOICES,
  RETRY_INVOICE as RETRY,
  FISCAL_SETTINGS,
  SAVE_FISCAL_SETTINGS,
  arcaTickets,
  arcaTls,
  arcaVouchers,
  expireArcaTickets,
  resetArca,
  setArcaSwitches,
  storedInvoice,
  uniqueCuit,
  uniqueDni,
} from '../support/arca';

const stack = inject('stack');

/** The PDF's text as poppler's pdftotext lays it out. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
  const file = join(dir, 'document.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** 12750 → "12.750,00", written here independently of the store's own formatting. */
const formatCents = (amount: number): string => {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
const POLL = { timeout: 90_000, interval: 250 };

afterEach(async () => {
  await resetArca(stack);
  await setSimulatorSwitches(stack, { down: false, hold: false, duplicates: 0, delayMs: 0 });
  await webhooksSettled(stack);
});

/** A buyer with billing details under a DNI of her own. */
async function buyer(): Promise<{ user: TestUser; dni: string }> {
  const user = await signUpAndConfirm(stack);
  const dni = uniqueDni();
  await addBillingAddress(stack, user, { taxId: dni });
  return { user, dni };
}

async function buyApproved(user: TestUser, itemId: string): Promise<string> {
  const order = await createOrder(stack, user, itemId);
  await payAtCheckout(order.initPoint, 'approved');
  await webhooksSettled(stack);
  expect(await orderStatus(stack, user, order.id)).toBe('APPROVED');
  return order.id;
}

const issuedInvoice = (orderId: string, document = 'FACTURA') =>
  expect.poll(async () => (await storedInvoice(stack, orderId, document))?.status, POLL).toBe('ISSUED');

/** The order's approving payment at the simulator. */
const approvedPaymentOf = async (orderId: string) => (await simulatorPayments(stack, orderId)).find((p) => p.status === 'approved')!;

const vouchersOf = async (dni: string) => (await arcaVouchers(stack)).filter((voucher) => voucher.docNumber === dni);

describe('an approved order gets exactly one invoice with a CAE', () => {
  it('under 50 copies of the approval notification: one Factura B (responsable inscripto → consumidor final), one voucher at ARCA', async () => {
    const { user, dni } = await buyer();
    await setSimulatorSwitches(stack, { duplicates: 49 });
    const orderId = await buyApproved(user, 'course-1');
    await issuedInvoice(orderId);
    const invoice = await storedInvoice(stack, orderId, 'FACTURA');
    expect(invoice?.issued).toMatchObject({ voucherType: 6, pointOfSale: 3, receiver: { docType: 96, docNumber: dni, condition: 5 } });
    expect(invoice?.issued?.cae).toMatch(/^\d{14}$/);
    expect(invoice!.issued!.net + invoice!.issued!.vat).toBeCloseTo(invoice!.issued!.total, 2);
    const atArca = await vouchersOf(dni);
    expect(atArca).toHaveLength(1);
    expect(atArca[0]).toMatchObject({ cae: invoice?.issued?.cae, voucherType: 6, number: invoice?.issued?.number });

    // Mis compras: the buyer lists it and downloads the PDF through a short-lived address.
    const mine = await callGraphql(stack, as(user), MY_INVOICES);
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.['myInvoices']).toEqual([
      expect.objectContaining({
        orderId,
        kind: 'FACTURA',
        name: 'Factura B',
        cae: invoice?.issued?.cae,
        number: expect.stringMatching(/^00003-\d{8}$/),
      }),
    ]);
    const download = await callGraphql(stack, as(user), DOWNLOAD, { orderId, document: 'FACTURA' });
    expect(download.errors).toBeUndefined();
    const pdf = await fetch(download.data?.['invoiceDownload'].url);
    expect(pdf.status).toBe(200);
    const downloaded = Buffer.from(await pdf.arrayBuffer());
    expect(downloaded.subarray(0, 5).toString()).toBe('%PDF-');
    // What an accountant reads on it (issue 42, item 10): the total with its cents, the VAT contained
    // under Ley 27.743's heading, the line's unit price.
    const printed = pdfText(downloaded);
    const total = `$ ${formatCents(invoice!.issued!.total)}`;
    expect(printed).toMatch(new RegExp(`Importe total:\\s+${escape(total)}`));
    // RG 5614/2024: the legend, then the VAT contained and the other national indirect taxes (none on a course).
    expect(printed).toMatch(
      /Régimen de Transparencia Fiscal al Consumidor \(Ley 27\.743\)\s*\n\s*IVA Contenido:\s+\$ [\d.]+,\d\d\s*\n\s*Otros Impuestos Nacionales Indirectos:\s+\$ 0,00/,
    );
    expect(printed).toMatch(/Cant\.\s+Precio unit\.\s+Subtotal/);
    expect(printed).not.toMatch(/\$ [\d.]+(?![\d.,])/);

    // The e-mail that announces it, once, with the very same PDF attached, under the download's name.
    await expect
      .poll(async () => (await readDeliveredMail(stack, user.email)).filter((mail) => mail.subject.startsWith('Tu factura')).length, POLL)
      .toBe(1);
    const [mail] = (await readDeliveredMail(stack, user.email)).filter((message) => message.subject.startsWith('Tu factura'));
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail!.attachments![0]!;
    expect(attachment).toMatchObject({ fileName: download.data?.['invoiceDownload'].fileName, contentType: 'application/pdf' });
    expect(Buffer.from(attachment.contentBase64, 'base64').equals(downloaded)).toBe(true);
    // The local mailbox page's download link finds it, byte for byte (the browser test follows the link).
    const messages = await readDeliveredMail(stack, user.email);
    expect(mailboxAttachment(messages, mailboxAttachmentPath(mail!.id, 0))?.bytes.equals(downloaded)).toBe(true);
    expect(mailboxAttachment(messages, mailboxAttachmentPath(mail!.id, 1))).toBeNull();
  });

  it('a CUIT buyer who is responsable inscripto or monotributista gets a Factura A (RG 5003/2021); an exento a B', async () => {
    const cases = [
      { ivaCondition: 'RESPONSABLE_INSCRIPTO', voucherType: 1, condition: 1 },
      { ivaCondition: 'MONOTRIBUTO', voucherType: 1, condition: 6 },
      { ivaCondition: 'EXENTO', voucherType: 6, condition: 4 },
    ] as const;
    for (const { ivaCondition, voucherType, condition } of cases) {
      const user = await signUpAndConfirm(stack);
      const cuit = uniqueCuit();
      const saved = await callGraphql(
        stack,
        as(user),
        `mutation($input: CreateUserAddressInput!) { createUserAddress(input: $input) { id } }`,
        { input: billingAddressInput({ taxId: cuit, ivaCondition }) },
      );
      expect(saved.errors).toBeUndefined();
      const orderId = await buyApproved(user, 'course-1');
      await issuedInvoice(orderId);
      const issued = (await storedInvoice(stack, orderId, 'FACTURA'))!.issued!;
      expect(issued, ivaCondition).toMatchObject({ voucherType, receiver: { docType: 80, docNumber: cuit, condition } });
      expect(issued.vat).toBeGreaterThan(0);
      if (voucherType === 1) {
        // A Factura A's line: unit price net of VAT and the VAT rate, every amount with cents (issue 42, item 10).
        const download = await callGraphql(stack, as(user), DOWNLOAD, { orderId, document: 'FACTURA' });
        const printed = pdfText(Buffer.from(await (await fetch(download.data?.['invoiceDownload'].url)).arrayBuffer()));
        const net = escape(`$ ${formatCents(issued.net)}`);
        expect(printed).toMatch(/Cant\.\s+Precio unit\. \(neto\)\s+Alíc\. IVA\s+Subtotal \(neto\)/);
        expect(printed).toMatch(new RegExp(`\\s1\\s+${net}\\s+21 %\\s+${net}`));
        expect(printed).toMatch(new RegExp(`Importe total:\\s+${escape(`$ ${formatCents(issued.total)}`)}`));
        expect(printed).not.toContain('Transparencia Fiscal');
      }
      expect((await vouchersOf(cuit)).map((voucher) => voucher.voucherType)).toEqual([voucherType]);
    }
  });

  it('a monotributista (DELFI) issues a Factura C, without VAT', async () => {
    const { user, dni } = await buyer();
    const orderId = await buyApproved(user, 'planning-1');
    await issuedInvoice(orderId);
    const invoice = await storedInvoice(stack, orderId, 'FACTURA');
    expect(invoice?.issued).toMatchObject({ voucherType: 11, pointOfSale: 2, vat: 0 });
    expect(await vouchersOf(dni)).toHaveLength(1);
  });
});

describe("ARCA production's TLS (TLS 1.2, DHE only, a 1024-bit group)", () => {
  it("an approved purchase's invoice is issued against the stand-in speaking only that profile; the same server under another host name is refused", async () => {
    const tls = await arcaTls(stack);
    expect(tls.wsfeUrl).toMatch(/^https:\/\/localhost:\d+\//);
    const { user, dni } = await buyer();
    const orderId = await buyApproved(user, 'course-1');
    await issuedInvoice(orderId);
    expect(await vouchersOf(dni)).toHaveLength(1);
    // Every handshake the stand-in completed (the worker's WSAA and WSFEv1 calls) was TLS 1.2 with DHE.
    const { handshakes } = await arcaTls(stack);
    expect(handshakes.length).toBeGreaterThan(0);
    for (const handshake of handshakes)
      expect(handshake).toMatchObject({ protocol: 'TLSv1.2', cipher: expect.stringMatching(/^DHE-RSA-/) });

    // The worker's own scope (ARCA's production hosts plus the stand-in's host) and certificate,
    // on a host name outside it: Node's default security level refuses the 1024-bit group.
    const scope = { legacyDhHosts: [...ARCA_PRODUCTION_HOSTS, 'localhost'], extraCaPem: tls.certificatePem };
    const otherHost = tls.wsfeUrl.replace('//localhost:', '//127.0.0.1:');
    const refused = await feDummy({ url: otherHost, timeoutMs: 5000, tls: scope }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'unavailable', message: expect.stringMatching(/dh key too small/i) });
    expect(await feDummy({ url: tls.wsfeUrl, timeoutMs: 5000, tls: scope })).toBe(true);
  });
});

describe('ARCA failing', () => {
  it('down at the approval: the order is approved at once and the invoice is issued later by the worker, once', async () => {
    const { user, dni } = await buyer();
    await setArcaSwitches(stack, { wsfeDown: true });
    const orderId = await buyApproved(user, 'course-2');
    await expect.poll(async () => (await storedInvoice(stack, orderId, 'FACTURA'))?.attempts ?? 0, POLL).toBeGreaterThanOrEqual(1);
    const waiting = await storedInvoice(stack, orderId, 'FACTURA');
    expect(waiting).toMatchObject({ status: 'PENDING', lastError: expect.stringContaining('ARCA') });
    expect(await vouchersOf(dni)).toHaveLength(0);

    await setArcaSwitches(stack, { wsfeDown: false });
    await issuedInvoice(orderId);
    expect(await vouchersOf(dni)).toHaveLength(1);
  });

  it('a ticket that expired mid-way (600 at WSFEv1) is renewed with a new login, and the invoice issued', async () => {
    const { user, dni } = await buyer();
    const ticketsBefore = (await arcaTickets(stack)).length;
    expect(ticketsBefore).toBeGreaterThan(0);
    await expireArcaTickets(stack);
    const orderId = await buyApproved(user, 'course-4');
    await issuedInvoice(orderId);
    expect((await arcaTickets(stack)).length).toBeGreaterThan(ticketsBefore);
    expect(await vouchersOf(dni)).toHaveLength(1);
  });

  // ARCA's recorded answers put 10016 in Errors; the manual's example, in the detail's Observaciones.
  for (const outOfSequenceIn of ['errors', 'observations'] as const) {
    it(`another system takes the next number (10016 in ${outOfSequenceIn}): the worker reads the last number again and issues once`, async () => {
      const { user, dni } = await buyer();
      await setArcaSwitches(stack, { takeNumbers: 1, outOfSequenceIn });
      const orderId = await buyApproved(user, outOfSequenceIn === 'errors' ? 'course-5' : 'course-6');
      await issuedInvoice(orderId);
      const invoice = await storedInvoice(stack, orderId, 'FACTURA');
      const atArca = await vouchersOf(dni);
      expect(atArca).toHaveLength(1);
      expect(atArca[0]?.number).toBe(invoice?.issued?.number);
    });
  }

  it('authorised but the answer lost: the next attempt finds the number with FECompConsultar and keeps that CAE (no second voucher)', async () => {
    const { user, dni } = await buyer();
    await setArcaSwitches(stack, { dropAnswers: 1 });
    const orderId = await buyApproved(user, 'course-7');
    await issuedInvoice(orderId);
    const atArca = await vouchersOf(dni);
    expect(atArca).toHaveLength(1);
    expect((await storedInvoice(stack, orderId, 'FACTURA'))?.issued?.cae).toBe(atArca[0]?.cae);
  });

  it("refused by ARCA (10015): ARCA's message kept and shown to the admin in Spanish; Reintentar issues it", async () => {
    const { user, dni } = await buyer();
    await setArcaSwitches(stack, { badDocument: 1 });
    const orderId = await buyApproved(user, 'course-1');
    await expect.poll(async () => (await storedInvoice(stack, orderId, 'FACTURA'))?.status, POLL).toBe('FAILED');
    const admin = await signInAdmin(stack);
    const today = new Date().toISOString().slice(0, 10);
    const listed = await callGraphql(stack, as(admin), ADMIN_INVOICES, { seller: 'STORE', from: today, to: today });
    expect(listed.errors).toBeUndefined();
    const failed = (listed.data?.['adminInvoices'] as { orderId: string }[]).find((entry) => entry.orderId === orderId);
    expect(failed).toMatchObject({
      status: 'FAILED',
      lastError: expect.stringContaining('ARCA rechazó el comprobante'),
      observations: [expect.objectContaining({ code: 10015, message: expect.stringContaining('DocNro') })],
    });
    expect(await vouchersOf(dni)).toHaveLength(0);

    const retried = await callGraphql(stack, as(admin), RETRY, { orderId, document: 'FACTURA' });
    expect(retried.errors).toBeUndefined();
    expect(retried.data?.['retryInvoice']).toMatchObject({ status: 'PENDING', attempts: 0 });
    await issuedInvoice(orderId);
    expect(await vouchersOf(dni)).toHaveLength(1);
    const again = await callGraphql(stack, as(admin), RETRY, { orderId, document: 'FACTURA' });
    expect(again.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
  });
});

describe('a refund', () => {
  it('issues one Nota de Crédito B tied to the invoice (CbtesAsoc), the same way', async () => {
    const { user, dni } = await buyer();
    const orderId = await buyApproved(user, 'course-3');
    await issuedInvoice(orderId);
    const invoice = (await storedInvoice(stack, orderId, 'FACTURA'))!.issued!;
    const payment = await approvedPaymentOf(orderId);
    const store = (await simulatorAccounts(stack)).find((account) => account.seller === 'STORE')!;
    const refund = await fetch(`${stack.payments!.simulatorUrl}/v1/payments/${payment.id}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${store.accessToken}`, 'content-type': 'application/json', 'x-idempotency-key': randomUUID() },
      body: '{}',
    });
    expect(refund.status).toBe(201);
    await webhooksSettled(stack);
    expect(await orderStatus(stack, user, orderId)).toBe('REFUNDED');
    await issuedInvoice(orderId, 'NOTA_CREDITO');
    const note = (await storedInvoice(stack, orderId, 'NOTA_CREDITO'))!.issued!;
    expect(note).toMatchObject({
      voucherType: 8,
      total: invoice.total,
      associated: { voucherType: invoice.voucherType, pointOfSale: invoice.pointOfSale, number: invoice.number },
    });
    const atArca = await vouchersOf(dni);
    expect(atArca.map((voucher) => voucher.voucherType).sort()).toEqual([6, 8]);
    expect(atArca.find((voucher) => voucher.voucherType === 8)?.associated).toEqual({
      voucherType: 6,
      pointOfSale: invoice.pointOfSale,
      number: invoice.number,
    });
    const mine = await callGraphql(stack, as(user), MY_INVOICES);
    expect((mine.data?.['myInvoices'] as { kind: string }[]).map((entry) => entry.kind).sort()).toEqual(['FACTURA', 'NOTA_CREDITO']);
  });
});

describe('partial refunds and chargebacks: every movement of the money has its document', () => {
  it('two partial refunds and then the rest: three credit notes tied to the invoice, adding up to it, once each under duplicates', async () => {
    const { user, dni } = await buyer();
    const orderId = await buyApproved(user, 'course-1');
    await issuedInvoice(orderId);
    const invoice = (await storedInvoice(stack, orderId, 'FACTURA'))!.issued!;
    const payment = await approvedPaymentOf(orderId);
    const totalCents = Math.round(invoice.total * 100);
    const firstCents = Math.round(totalCents * 0.1);
    const secondCents = Math.round(totalCents * 0.25);

    // Each change at Mercado Pago is told 6 times (payment.updated and its copies).
    await setSimulatorSwitches(stack, { duplicates: 5 });
    await reverseAtMercadoPago(stack, payment.id, 'partial_refund', { amount: firstCents / 100 });
    await webhooksSettled(stack);
    const first = `NOTA_CREDITO-P${firstCents}`;
    await issuedInvoice(orderId, first);
    await reverseAtMercadoPago(stack, payment.id, 'partial_refund', { amount: secondCents / 100 });
    await webhooksSettled(stack);
    const second = `NOTA_CREDITO-P${firstCents + secondCents}`;
    await issuedInvoice(orderId, second);
    // The order stays approved through partial refunds (the buyer keeps the course).
    expect(await orderStatus(stack, user, orderId)).toBe('APPROVED');
    await reverseAtMercadoPago(stack, payment.id, 'refund');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, user, orderId)).toBe('REFUNDED');
    await issuedInvoice(orderId, 'NOTA_CREDITO');

    const notes = await Promise.all([first, second, 'NOTA_CREDITO'].map(async (id) => (await storedInvoice(stack, orderId, id))!.issued!));
    expect(notes.map((note) => Math.round(note.total * 100))).toEqual([firstCents, secondCents, totalCents - firstCents - secondCents]);
    for (const note of notes) {
      expect(note).toMatchObject({
        voucherType: 8,
        associated: { voucherType: invoice.voucherType, pointOfSale: invoice.pointOfSale, number: invoice.number },
      });
      expect(note.net + note.vat).toBeCloseTo(note.total, 2);
    }
    // At ARCA: one invoice and three credit notes for this buyer, nothing twice.
    const atArca = await vouchersOf(dni);
    expect(atArca.map((voucher) => voucher.voucherType).sort()).toEqual([6, 8, 8, 8]);
    // Mis compras lists the four, each downloadable by its own id.
    const mine = (await callGraphql(stack, as(user), MY_INVOICES)).data?.['myInvoices'] as { document: string; kind: string }[];
    expect(mine.map((entry) => entry.document).sort()).toEqual(['FACTURA', 'NOTA_CREDITO', first, second].sort());
    const download = await callGraphql(stack, as(user), DOWNLOAD, { orderId, document: first });
    expect(download.errors).toBeUndefined();
    expect(download.data?.['invoiceDownload'].fileName).toMatch(/^Nota-de-credito-B-00003-\d{8}\.pdf$/);
    // The partial one's e-mail says what it is.
    await expect
      .poll(
        async () => (await readDeliveredMail(stack, user.email)).filter((mail) => mail.subject.startsWith('Nota de crédito')).length,
        POLL,
      )
      .toBe(3);
    const texts = (await readDeliveredMail(stack, user.email))
      .filter((mail) => mail.subject.startsWith('Nota de crédito'))
      .map((mail) => mail.text);
    expect(texts.filter((text) => text.includes('devolución parcial'))).toHaveLength(2);
  });

  it('a chargeback gets a credit note; once the seller wins it, a new invoice for the sale restored', async () => {
    const { user, dni } = await buyer();
    const orderId = await buyApproved(user, 'course-2');
    await issuedInvoice(orderId);
    const invoice = (await storedInvoice(stack, orderId, 'FACTURA'))!.issued!;
    const payment = await approvedPaymentOf(orderId);

    await reverseAtMercadoPago(stack, payment.id, 'chargeback');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, user, orderId)).toBe('CHARGED_BACK');
    await issuedInvoice(orderId, 'NOTA_CREDITO');
    await reverseAtMercadoPago(stack, payment.id, 'chargeback_reimbursed');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, user, orderId)).toBe('APPROVED');
    await issuedInvoice(orderId, 'FACTURA-2');

    const note = (await storedInvoice(stack, orderId, 'NOTA_CREDITO'))!.issued!;
    const restored = (await storedInvoice(stack, orderId, 'FACTURA-2'))!.issued!;
    expect(note).toMatchObject({ voucherType: 8, total: invoice.total, associated: { number: invoice.number } });
    expect(restored).toMatchObject({ voucherType: invoice.voucherType, total: invoice.total, associated: null });
    expect(restored.number).toBeGreaterThan(invoice.number);
    const atArca = await vouchersOf(dni);
    expect(atArca.map((voucher) => voucher.voucherType).sort()).toEqual([6, 6, 8]);
  });
});

describe('who sees an invoice', () => {
  let owner: TestUser;
  let orderId: string;
  beforeAll(async () => {
    owner = (await buyer()).user;
    orderId = await buyApproved(owner, 'course-2');
    // expect.poll belongs to a test; the setup waits on the same state with vi.waitFor.
    await vi.waitFor(async () => expect((await storedInvoice(stack, orderId, 'FACTURA'))?.status).toBe('ISSUED'), POLL);
  }, 120_000);

  it("another buyer lists none of hers and cannot download it: told it does not exist, as for an order that doesn't", async () => {
    const other = (await buyer()).user;
    const list = await callGraphql(stack, as(other), MY_INVOICES);
    expect(list.data?.['myInvoices']).toEqual([]);
    const download = await callGraphql(stack, as(other), DOWNLOAD, { orderId, document: 'FACTURA' });
    expect(download.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
    const none = await callGraphql(stack, as(other), DOWNLOAD, { orderId: randomUUID(), document: 'FACTURA' });
    expect(none.errors?.[0]?.message).toBe(download.errors?.[0]?.message);
  });

  it('a visitor is refused; the admin may download it', async () => {
    const visitor = await callGraphql(stack, { apiKey: stack.apiKey }, DOWNLOAD, { orderId, document: 'FACTURA' });
    expect(visitor.errors?.[0]?.errorType).toBe('Unauthorized');
    const admin = await signInAdmin(stack);
    const download = await callGraphql(stack, as(admin), DOWNLOAD, { orderId, document: 'FACTURA' });
    expect(download.errors).toBeUndefined();
    expect(download.data?.['invoiceDownload'].fileName).toMatch(/^Factura-B-00003-\d{8}\.pdf$/);
  });

  it('the download address is signed for that object only: another key with the same signature is refused', async () => {
    const download = await callGraphql(stack, as(owner), DOWNLOAD, { orderId, document: 'FACTURA' });
    const url = new URL(download.data?.['invoiceDownload'].url);
    url.pathname = url.pathname.replace('factura.pdf', 'nota_credito.pdf');
    expect((await fetch(url)).status).toBe(403);
  });
});

describe('fiscal settings (admin)', () => {
  it('are refused with the field named as the form labels it, and nothing is written', async () => {
    const admin = await signInAdmin(stack);
    const before = await callGraphql(stack, as(admin), FISCAL_SETTINGS);
    const answer = await callGraphql(stack, as(admin), SAVE_FISCAL_SETTINGS, {
      input: {
        ...(before.data?.['fiscalSettings'] as { seller: string }[]).find((s) => s.seller === 'DELFI'),
        cuit: '20-12345678-0',
        pointOfSale: 0,
      },
    });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: expect.stringContaining('CUIT válido') });
    const after = await callGraphql(stack, as(admin), FISCAL_SETTINGS);
    expect(after.data).toEqual(before.data);
  });

  it('are saved and used by the next document', async () => {
    const admin = await signInAdmin(stack);
    const current = (await callGraphql(stack, as(admin), FISCAL_SETTINGS)).data?.['fiscalSettings'] as { seller: string }[];
    const delfi = current.find((settings) => settings.seller === 'DELFI')!;
    const saved = await callGraphql(stack, as(admin), SAVE_FISCAL_SETTINGS, { input: { ...delfi, pointOfSale: 5 } });
    expect(saved.errors).toBeUndefined();
    try {
      const { user } = await buyer();
      const orderId = await buyApproved(user, 'planning-2');
      await issuedInvoice(orderId);
      expect((await storedInvoice(stack, orderId, 'FACTURA'))?.issued).toMatchObject({ pointOfSale: 5, voucherType: 11 });
    } finally {
      await callGraphql(stack, as(admin), SAVE_FISCAL_SETTINGS, { input: delfi });
    }
  });
});
