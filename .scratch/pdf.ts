import { writeFileSync } from 'node:fs';
import { renderInvoicePdf } from '../functions/content/invoice-pdf';
import { invoiceDocumentFacts } from '../functions/domain/invoice-document';
const base = {
  seller: { legalName: 'Impulso Entrenamiento S.A.S.', cuit: '30712345671', condition: 'RESPONSABLE_INSCRIPTO' as const, address: 'Av. Corrientes 1234, CABA', grossIncomeNumber: '901-123456-7', activityStartDate: '2022-03-01', environment: 'HOMOLOGACION' as const },
  buyer: { name: 'Ana Pérez Ñuñez', address: 'Av. Corrientes 1234 5B, Buenos Aires, Ciudad Autónoma de Buenos Aires (C1043AAB)' },
  itemName: 'Curso "Fuerza para corredores: técnica y progresión" — compra IMP-7K3Q-2M',
  voucher: { voucherType: 6, pointOfSale: 3, number: 42, issueDate: '2026-11-27', serviceFrom: '2026-11-27', serviceTo: '2026-11-27', paymentDue: '2026-11-27', cae: '70000000000017', caeDueDate: '2026-12-07', total: 45600, net: 37685.95, vat: 7914.05, receiverDocType: 96, receiverDocNumber: '12345678', receiverCondition: 5, associated: null },
};
writeFileSync('.scratch/factura-b.pdf', await renderInvoicePdf(invoiceDocumentFacts(base)));
writeFileSync('.scratch/nc-c.pdf', await renderInvoicePdf(invoiceDocumentFacts({ ...base, seller: { ...base.seller, condition: 'MONOTRIBUTO', environment: 'PRODUCCION' }, voucher: { ...base.voucher, voucherType: 13, net: 45600, vat: 0, receiverDocType: 80, receiverDocNumber: '20123456786', associated: { voucherType: 11, pointOfSale: 3, number: 41 } } })));
