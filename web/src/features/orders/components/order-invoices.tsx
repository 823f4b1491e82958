// An order's fiscal documents on "Mis compras": the invoice (and, after a refund, the credit
// note), each with its number and a download button; an approved order whose invoice ARCA has not
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
    setBusy(invoice.kind);
    try {
      await downloadInvoice(invoice.orderId, invoice.kind);
    } catch {
      show({ severity: 'error', summary: 'No pudimos descargar el comprobante', detail: 'Probá de nuevo en unos segundos.' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="order-card__invoices" aria-label="Comprobantes">
      {invoices.map((invoice) => (
        <li key={invoice.kind} data-invoice-kind={invoice.kind}>
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
            loading={busy === invoice.kind}
            onClick={() => void download(invoice)}
          />
        </li>
      ))}
    </ul>
  );
}
