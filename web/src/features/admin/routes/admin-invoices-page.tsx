// Facturación: a seller's invoices and credit notes of a period, with what ARCA said about the
// ones not yet authorised (its errors and observations, in its own Spanish) and "Reintentar"; the
// CSV of the issued ones for the accountant.
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import type { Seller } from '../../../generated/graphql';
import { formatMoney } from '../../../../../functions/domain/money';
import { addDays, formatCalendarDate, toStoreDate } from '../../../../../functions/domain/store-clock';
import { useNotices } from '../../../components/toast';
import { useAdminInvoices, useFiscalSettings, useRetryInvoice, type AdminInvoiceRow } from '../api/admin-invoices';
import { FiscalSettingsForm } from '../components/fiscal-settings-form';
import { AdminLayout } from '../components/admin-layout';
import { downloadCsv } from '../components/csv-download';
import { toIsoDate } from '../lib/calendar-date';
import { invoicesCsv } from '../lib/invoices-csv';
import { SELLER_LABELS } from '../lib/sales-labels';
import { DateRangeFields } from '../components/date-range-fields';

const sellerOptions = (Object.keys(SELLER_LABELS) as Seller[]).map((value) => ({ value, label: SELLER_LABELS[value] }));
const STATUS = {
  ISSUED: { label: 'Con CAE', severity: 'success' },
  PENDING: { label: 'En curso', severity: 'info' },
  FAILED: { label: 'Requiere atención', severity: 'danger' },
} as const;

export default function AdminInvoicesPage() {
  const today = toStoreDate(new Date());
  const [seller, setSeller] = useState<Seller>('STORE');
  const [from, setFrom] = useState<Date | null>(null);
  const [to, setTo] = useState<Date | null>(null);
  const filter = { seller, from: from ? toIsoDate(from) : addDays(today, -29), to: to ? toIsoDate(to) : today };
  const invoices = useAdminInvoices(filter);
  const retry = useRetryInvoice();
  const { show } = useNotices();
  const rows = invoices.data ?? [];
  const fiscal = useFiscalSettings();

  const onRetry = (row: AdminInvoiceRow) =>
    retry.mutate(
      { orderId: row.orderId, document: row.document },
      {
        onSuccess: () => show({ severity: 'success', summary: 'Lo volvemos a pedir a ARCA ahora.' }),
        onError: (error) => show({ severity: 'error', summary: 'No se pudo reintentar.', detail: error.message }),
      },
    );

  return (
    <AdminLayout title="Facturación">
      <p>
        Facturas y notas de crédito emitidas con ARCA. Las que ARCA todavía no autorizó se reintentan solas; si ARCA las rechazó, acá ves
        por qué.
      </p>
      <div className="admin-toolbar" role="group" aria-label="Filtros de facturación">
        <label>
          Vendedor
          <Dropdown value={seller} options={sellerOptions} onChange={(e) => setSeller(e.value as Seller)} aria-label="Vendedor" />
        </label>
        <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
        <Button
          label="Exportar CSV"
          icon="pi pi-download"
          outlined
          disabled={!rows.some((row) => row.status === 'ISSUED')}
          onClick={() => downloadCsv(invoicesCsv(rows), `comprobantes-${seller.toLowerCase()}-${filter.from}-a-${filter.to}.csv`)}
        />
      </div>
      {invoices.error && <Message severity="error" text={invoices.error.message} />}
      <DataTable
        value={rows}
        loading={invoices.isPending}
        dataKey="rowKey"
        paginator
        rows={20}
        emptyMessage="No hay comprobantes en ese período."
        aria-label="Comprobantes"
        // On a phone each document is a stack of its fields: nothing scrolls sideways.
        responsiveLayout="stack"
        breakpoint="768px"
        // A wide document (a long name, ARCA's messages) may still scroll: keyboard users reach it too.
        pt={{ wrapper: { tabIndex: 0 } }}
        rowClassName={(row: AdminInvoiceRow) => `invoice-row invoice-row--${row.status.toLowerCase()}`}
      >
        <Column header="Fecha" body={(row: AdminInvoiceRow) => (row.issueDate ? formatCalendarDate(row.issueDate) : '—')} />
        <Column
          header="Comprobante"
          body={(row: AdminInvoiceRow) =>
            row.name ? `${row.name} ${row.number ?? ''}` : row.kind === 'FACTURA' ? 'Factura' : 'Nota de crédito'
          }
        />
        <Column
          header="Receptor"
          body={(row: AdminInvoiceRow) => (row.receiverName ? `${row.receiverName} (${row.receiverDocument ?? ''})` : '—')}
        />
        <Column
          header="Total"
          body={(row: AdminInvoiceRow) => (row.total == null ? '—' : formatMoney(row.kind === 'NOTA_CREDITO' ? -row.total : row.total))}
        />
        <Column header="CAE" body={(row: AdminInvoiceRow) => row.cae ?? '—'} />
        <Column
          header="Estado"
          body={(row: AdminInvoiceRow) => <Tag value={STATUS[row.status].label} severity={STATUS[row.status].severity} />}
        />
        <Column
          header="ARCA dijo"
          body={(row: AdminInvoiceRow) =>
            row.status === 'ISSUED' && row.observations.length === 0 ? null : (
              <div className="invoice-notes">
                {row.lastError ? <p>{row.lastError}</p> : null}
                {[...row.errors, ...row.observations].map((note) => (
                  <p key={`${note.code}-${note.message}`}>
                    <strong>{note.code}</strong> {note.message}
                  </p>
                ))}
                {row.status !== 'ISSUED' ? <small>Intentos: {row.attempts}</small> : null}
              </div>
            )
          }
        />
        <Column
          header="Acción"
          body={(row: AdminInvoiceRow) =>
            row.status === 'ISSUED' ? null : (
              <Button
                label="Reintentar"
                icon="pi pi-refresh"
                size="small"
                outlined
                onClick={() => onRetry(row)}
                loading={retry.isPending && retry.variables?.orderId === row.orderId}
              />
            )
          }
        />
      </DataTable>
      <h2>Datos fiscales de {SELLER_LABELS[seller]}</h2>
      {fiscal.error && <Message severity="error" text={fiscal.error.message} />}
      {fiscal.data ? (
        <FiscalSettingsForm key={seller} seller={seller} current={fiscal.data.find((settings) => settings.seller === seller) ?? null} />
      ) : null}
    </AdminLayout>
  );
}
