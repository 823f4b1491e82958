// An order's fiscal documents on "Mis compras": the invoice (and, after a refund, a partial
// refund or a chargeback, the credit notes; after a chargeback the seller won, a new invoice), each with its number and a download button; an approved order whose invoice ARCA has not
// authorised yet says so, and that it also arrives by e-mail.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { formatCalendarDate } from '../../../../../functions/domain/store-clock';
import { useNotices } from '../../../components/toast';
import { downloadInvoice, type MyInvoiceEntry } from '../api/my-invoices';

export function OrderInvoices({ invoices, awaitingInvoice }: { invoices: readonly MyInvoiceEntry[]; awaitingInvoice: boolean }) {
  const { show } = useNotices();
  const [busy, setBusy] = useState<string | null>(null);
  if (invoices.length === 0) {
    return awaitingInvoice ? (
      <p className="order-card__invoice-note">Estamos emitiendo tu factura con ARCA: te la mandamos por e-mail y aparece acá.</p>
    ) : null;
  }
  const download = async (invoice: MyInvoiceEntry) => {
    setBusy(invoice.document);
    try {
      await downloadInvoice(invoice.orderId, invoice.document);
    } catch {
      show({ severity: 'error', summary: 'No pudimos descargar el comprobante', detail: 'Probá de nuevo en unos segundos.' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="order-card__invoices" aria-label="Comprobantes">
      {invoices.map((invoice) => (
        <li key={invoice.document} data-invoice-kind={invoice.kind} data-invoice-document={invoice.document}>
          <span>
            {invoice.name} {invoice.number}
            <small> · {formatCalendarDate(invoice.issueDate)}</small>
          </span>
          <Button
            type="button"
            size="small"
            outlined
            icon="pi pi-download"
            label={invoice.kind === 'FACTURA' ? 'Descargar factura' : 'Descargar nota de crédito'}
            loading={busy === invoice.document}
            onClick={() => void download(invoice)}
          />
        </li>
      ))}
    </ul>
  );
}
