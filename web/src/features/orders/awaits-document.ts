// Whether an order of Mis compras still waits for a fiscal document from ARCA (pure: the page's
// query asks the list again while one does, api/my-invoices.ts).

/** What of an order tells whether a document is still owed to it. */
export interface OrderOwingDocuments {
  id: string;
  status: string;
  /** Money returned so far (a partial or full refund, a chargeback). */
  refundedAmount: number;
}

const cents = (amount: number): number => Math.round(amount * 100);

/**
 * Whether the order still waits for a document: an approved order its Factura, an invoiced order
 * whose money went back (in part or whole) the credit notes that add up to what was returned.
 */
export function awaitsDocument(order: OrderOwingDocuments, invoices: readonly { orderId: string; kind: string; total: number }[]): boolean {
  const documents = invoices.filter((invoice) => invoice.orderId === order.id);
  const invoiced = documents.some((invoice) => invoice.kind === 'FACTURA');
  if (!invoiced) return order.status === 'APPROVED';
  const credited = documents.filter((invoice) => invoice.kind === 'NOTA_CREDITO').reduce((sum, invoice) => sum + cents(invoice.total), 0);
  return credited < cents(order.refundedAmount);
}
