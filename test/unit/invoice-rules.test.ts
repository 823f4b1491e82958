// Factura electrónica, the pure rules: which voucher to whom, the amounts ARCA checks, the number
// as printed, the QR code's payload (ARCA's QR specification, version 1).
import { describe, expect, it } from 'vitest';
import {
  amountsFor,
  CONSUMER_IDENTIFICATION_THRESHOLD,
  creditNoteTypeFor,
  formatVoucherNumber,
  qrPayload,
  qrUrl,
  QR_BASE_URL,
  receiverConditionOf,
  receiverFor,
  RECEIVER_CONDITIONS,
  voucherLetter,
  voucherTypeFor,
  VOUCHER_TYPES,
} from '../../functions/domain/invoice-rules';
import { invoiceDocumentFacts } from '../../functions/domain/invoice-document';

describe('voucher types', () => {
  it('a monotributista issues C; a responsable inscripto B to a consumidor final or an exento, A to an inscripto or a monotributista (RG 5003/2021)', () => {
    expect(voucherTypeFor('FACTURA', 'MONOTRIBUTO', RECEIVER_CONDITIONS.CONSUMIDOR_FINAL)).toBe(11);
    expect(voucherTypeFor('FACTURA', 'MONOTRIBUTO', RECEIVER_CONDITIONS.RESPONSABLE_INSCRIPTO)).toBe(11);
    expect(voucherTypeFor('NOTA_CREDITO', 'MONOTRIBUTO', RECEIVER_CONDITIONS.CONSUMIDOR_FINAL)).toBe(13);
    expect(voucherTypeFor('FACTURA', 'RESPONSABLE_INSCRIPTO', RECEIVER_CONDITIONS.CONSUMIDOR_FINAL)).toBe(6);
    expect(voucherTypeFor('FACTURA', 'RESPONSABLE_INSCRIPTO', RECEIVER_CONDITIONS.EXENTO)).toBe(6);
    expect(voucherTypeFor('FACTURA', 'RESPONSABLE_INSCRIPTO', RECEIVER_CONDITIONS.MONOTRIBUTO)).toBe(1);
    expect(voucherTypeFor('FACTURA', 'MONOTRIBUTO', RECEIVER_CONDITIONS.MONOTRIBUTO)).toBe(11);
    expect(voucherTypeFor('FACTURA', 'RESPONSABLE_INSCRIPTO', RECEIVER_CONDITIONS.RESPONSABLE_INSCRIPTO)).toBe(1);
    expect(voucherTypeFor('NOTA_CREDITO', 'RESPONSABLE_INSCRIPTO', RECEIVER_CONDITIONS.RESPONSABLE_INSCRIPTO)).toBe(3);
  });

  it('a credit note has the letter of the invoice it cancels', () => {
    expect(creditNoteTypeFor(VOUCHER_TYPES.FACTURA_A)).toBe(3);
    expect(creditNoteTypeFor(VOUCHER_TYPES.FACTURA_B)).toBe(8);
    expect(creditNoteTypeFor(VOUCHER_TYPES.FACTURA_C)).toBe(13);
    expect(() => creditNoteTypeFor(13)).toThrow();
    expect([1, 3, 6, 8, 11, 13].map(voucherLetter)).toEqual(['A', 'A', 'B', 'B', 'C', 'C']);
  });
});

describe('the receiver (DocTipo)', () => {
  it('an 11-digit CUIT/CUIL is 80, a DNI is 96, both as consumidor final', () => {
    expect(receiverFor('20-12345678-6', 1000)).toEqual({ docType: 80, docNumber: '20123456786', condition: 5 });
    expect(receiverFor('12.345.678', 1000)).toEqual({ docType: 96, docNumber: '12345678', condition: 5 });
    expect(receiverFor('1234567', 1000)).toEqual({ docType: 96, docNumber: '1234567', condition: 5 });
  });

  it('with a CUIT, the condition the buyer declared (ARCA codes 1, 4, 5, 6); a DNI is always a consumidor final', () => {
    expect(receiverConditionOf('RESPONSABLE_INSCRIPTO')).toBe(1);
    expect(receiverConditionOf('EXENTO')).toBe(4);
    expect(receiverConditionOf('CONSUMIDOR_FINAL')).toBe(5);
    expect(receiverConditionOf('MONOTRIBUTO')).toBe(6);
    expect(receiverConditionOf(null)).toBe(5);
    expect(receiverConditionOf(undefined)).toBe(5);
    expect(receiverFor('20123456786', 1000, 1)).toEqual({ docType: 80, docNumber: '20123456786', condition: 1 });
    expect(receiverFor('12345678', 1000, 1)).toEqual({ docType: 96, docNumber: '12345678', condition: 5 });
  });

  it('no document: 99 below the RG 5700/2025 threshold, refused (null) from it on', () => {
    expect(receiverFor(null, CONSUMER_IDENTIFICATION_THRESHOLD - 0.01)).toEqual({ docType: 99, docNumber: '0', condition: 5 });
    expect(receiverFor(undefined, CONSUMER_IDENTIFICATION_THRESHOLD)).toBeNull();
    expect(receiverFor('', CONSUMER_IDENTIFICATION_THRESHOLD + 1)).toBeNull();
    // Identified buyers are fine at any amount.
    expect(receiverFor('12345678', CONSUMER_IDENTIFICATION_THRESHOLD * 2)?.docType).toBe(96);
  });
});

describe('amounts', () => {
  it('a C carries the whole total as net and no VAT breakdown', () => {
    expect(amountsFor(11, 45600)).toEqual({ total: 45600, net: 45600, vat: 0, vatLines: [] });
  });

  it('an A or B breaks down 21 %; net + VAT is exactly the total, to the cent', () => {
    const b = amountsFor(6, 45600);
    expect(b).toEqual({ total: 45600, net: 37685.95, vat: 7914.05, vatLines: [{ id: 5, base: 37685.95, amount: 7914.05 }] });
    for (const total of [0.01, 1, 99.99, 1234.56, 45600.5, 999999.99, 12100]) {
      const amounts = amountsFor(1, total);
      expect(Math.round(amounts.net * 100) + Math.round(amounts.vat * 100)).toBe(Math.round(total * 100));
      expect(Math.abs(amounts.net * 0.21 - amounts.vat)).toBeLessThanOrEqual(0.01);
    }
    expect(amountsFor(1, 12100)).toMatchObject({ net: 10000, vat: 2100 });
  });
});

describe('the printed number and the QR code', () => {
  it('PPPPP-NNNNNNNN', () => {
    expect(formatVoucherNumber(3, 42)).toBe('00003-00000042');
    expect(formatVoucherNumber(99998, 12345678)).toBe('99998-12345678');
  });

  const facts = {
    date: '2026-11-27',
    sellerCuit: '30-71234567-1',
    pointOfSale: 3,
    voucherType: 6,
    number: 42,
    total: 45600.5,
    receiverDocType: 96,
    receiverDocNumber: '12345678',
    cae: '70000000000017',
  };

  it("carries the specification's fields, numbers as numbers, with tipoCodAut E", () => {
    expect(qrPayload(facts)).toEqual({
      ver: 1,
      fecha: '2026-11-27',
      cuit: 30712345671,
      ptoVta: 3,
      tipoCmp: 6,
      nroCmp: 42,
      importe: 45600.5,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 96,
      nroDocRec: 12345678,
      tipoCodAut: 'E',
      codAut: 70000000000017,
    });
  });

  it('leaves the receiver out when it was not identified (DocTipo 99)', () => {
    const payload = qrPayload({ ...facts, receiverDocType: 99, receiverDocNumber: '0' });
    expect(payload).not.toHaveProperty('tipoDocRec');
    expect(payload).not.toHaveProperty('nroDocRec');
  });

  it('is the site plus the base64 of that JSON, which decodes back', () => {
    const url = qrUrl(facts);
    expect(url.startsWith(QR_BASE_URL)).toBe(true);
    expect(QR_BASE_URL).toBe('https://www.afip.gob.ar/fe/qr/?p=');
    expect(JSON.parse(Buffer.from(url.slice(QR_BASE_URL.length), 'base64').toString('utf8'))).toEqual(qrPayload(facts));
  });

  it("the printed document shows the seller's and buyer's data, the letter's code and, on a B, the VAT contained", () => {
    const printed = invoiceDocumentFacts({
      seller: {
        legalName: 'Impulso S.A.S.',
        cuit: '30712345671',
        condition: 'RESPONSABLE_INSCRIPTO',
        address: 'Av. Corrientes 1234',
        grossIncomeNumber: '901-1',
        activityStartDate: '2022-03-01',
        environment: 'PRODUCCION',
      },
      buyer: { name: 'Ana Pérez', address: 'Calle 1 100, CABA' },
      itemName: 'Curso',
      voucher: {
        voucherType: 6,
        pointOfSale: 3,
        number: 42,
        issueDate: '2026-11-27',
        serviceFrom: '2026-11-26',
        serviceTo: '2026-11-26',
        paymentDue: '2026-11-27',
        cae: '70000000000017',
        caeDueDate: '2026-12-07',
        total: 12100,
        net: 10000,
        vat: 2100,
        receiverDocType: 96,
        receiverDocNumber: '12345678',
        receiverCondition: 5,
        associated: null,
      },
    });
    expect(printed).toMatchObject({
      title: 'FACTURA',
      letter: 'B',
      code: 'COD. 006',
      number: '00003-00000042',
      issueDate: '27/11/2026',
      notice: null,
    });
    expect(printed.seller.rows).toContainEqual(['CUIT', '30-71234567-1']);
    expect(printed.buyer).toContainEqual(['DNI', '12345678']);
    // Always with cents; the VAT contained under the law's heading (issue 42, item 10).
    expect(printed.totals).toEqual([['Importe total', '$ 12.100,00']]);
    expect(printed.transparency).toEqual({
      heading: 'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)',
      rows: [
        ['IVA Contenido', '$ 2.100,00'],
        ['Otros Impuestos Nacionales Indirectos', '$ 0,00'],
      ],
    });
    expect(printed.line).toEqual({ description: 'Curso', quantity: '1', unitPrice: '$ 12.100,00', vatRate: null, amount: '$ 12.100,00' });
    expect(printed.caeDueDate).toBe('07/12/2026');
  });
});
