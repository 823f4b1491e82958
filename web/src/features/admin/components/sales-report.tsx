// The sales section: orders filtered on the server by status, seller and a range of days (store
// time, -03:00; empty = the last 30 days), totals per seller of the approved ones, the table with
// the spec's match modes, the refunds the store asked for on those orders, and each order's detail.
import { FilterMatchMode } from 'primereact/api';
import { Button } from 'primereact/button';
import { Column, type ColumnFilterElementTemplateOptions } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import type { OrderStatus, Seller } from '../../../generated/graphql';
import { formatMoney } from '../../../../../functions/domain/money';
import { useSales } from '../api/admin-sales';
import { toIsoDate } from '../lib/calendar-date';
import { DATE_MATCH_MODES, NUMERIC_MATCH_MODES, TEXT_MATCH_MODES } from '../lib/filter-modes';
import { ORDER_STATUS_LABELS, ORDER_STATUS_SEVERITY, SELLER_LABELS } from '../lib/sales-labels';
import { reversalSummary } from '../../../../../functions/domain/order-reversal';
import { formatStoreDateTime, pickerDateOf } from '../../../../../functions/domain/store-clock';
import { orderNumberOf } from '../../../../../functions/domain/order-code';
import { OrderDetailDialog } from './order-detail-dialog';
import { StoreRefundsTable } from './store-refunds-table';
import { downloadCsv } from './csv-download';
import { salesCsv } from '../lib/sales-csv';
import { applyTableFilters } from '../lib/apply-table-filters';
import { dateFilterElement } from './date-filter-element';
import { AdminTable, menuFilters, useTableFilters } from './admin-table';
import { DateRangeFields } from './date-range-fields';

const statusOptions = (Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]).map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));
const sellerOptions = (Object.keys(SELLER_LABELS) as Seller[]).map((value) => ({ value, label: SELLER_LABELS[value] }));

const initialFilters = () =>
  menuFilters({
    itemName: FilterMatchMode.CONTAINS,
    buyerEmail: FilterMatchMode.CONTAINS,
    number: FilterMatchMode.CONTAINS,
    amount: FilterMatchMode.EQUALS,
    created: FilterMatchMode.DATE_IS,
  });

const numberFilter = (options: ColumnFilterElementTemplateOptions) => (
  <InputNumber
    value={options.value as number | null}
    onChange={(e) => options.filterCallback(e.value, options.index)}
    mode="currency"
    currency="ARS"
    locale="es-AR"
    aria-label="Importe"
  />
);

export function SalesReport() {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [seller, setSeller] = useState<Seller | null>(null);
  const [from, setFrom] = useState<Date | null>(null);
  const [to, setTo] = useState<Date | null>(null);
  const [filters, setFilters] = useTableFilters(initialFilters);
  const [detail, setDetail] = useState<string | null>(null);
  const filter = { status, seller, from: from ? toIsoDate(from) : null, to: to ? toIsoDate(to) : null };
  const sales = useSales(filter);

  const rows = useMemo(
    () =>
      (sales.data?.orders ?? []).map((order) => ({
        ...order,
        number: orderNumberOf(order),
        itemName: order.item.name,
        created: pickerDateOf(order.createdAt),
      })),
    [sales.data],
  );
  type Row = (typeof rows)[number];

  return (
    <>
      <div className="admin-toolbar" role="group" aria-label="Filtros de ventas">
        <label>
          Estado
          <Dropdown
            value={status}
            options={statusOptions}
            onChange={(e) => setStatus((e.value as OrderStatus | undefined) ?? null)}
            placeholder="Todos"
            showClear
            scrollHeight="200px"
            aria-label="Estado"
          />
        </label>
        <label>
          Vendedor
          <Dropdown
            value={seller}
            options={sellerOptions}
            onChange={(e) => setSeller((e.value as Seller | undefined) ?? null)}
            placeholder="Todos"
            showClear
            scrollHeight="200px"
            aria-label="Vendedor"
          />
        </label>
        <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
      </div>
      <div className="admin-toolbar">
        <Button
          label="Exportar CSV"
          icon="pi pi-download"
          outlined
          disabled={rows.length === 0}
          onClick={() => downloadCsv(salesCsv(applyTableFilters(rows, filters)), `ventas-${new Date().toISOString().slice(0, 10)}.csv`)}
        />
      </div>
      {sales.error && <Message severity="error" text={sales.error.message} className="admin-saved" />}
      <div className="admin-totals" aria-label="Totales por vendedor">
        {(sales.data?.totals ?? []).map((total) => (
          <div key={total.seller} data-testid={`seller-total-${total.seller}`}>
            <strong>{SELLER_LABELS[total.seller]}</strong>
            <div>{formatMoney(total.amount)}</div>
            <small>
              {total.orders} {total.orders === 1 ? 'venta aprobada' : 'ventas aprobadas'}
            </small>
          </div>
        ))}
      </div>
      <AdminTable
        rows={rows}
        loading={sales.isPending || sales.isFetching}
        dataKey="id"
        label="Órdenes"
        emptyMessage="No hay órdenes que coincidan con los filtros."
        filters={filters}
        onFilters={setFilters}
        onRowClick={(row: Row) => setDetail(row.id)}
      >
        <Column
          header="Detalle"
          body={(row: Row) => (
            <Button
              icon="pi pi-eye"
              label="Ver"
              size="small"
              outlined
              onClick={(event) => {
                event.stopPropagation();
                setDetail(row.id);
              }}
              aria-label={`Ver la orden ${row.number}`}
            />
          )}
        />
        <Column
          field="number"
          header="Orden"
          sortable
          filter
          filterPlaceholder="Buscar por número"
          filterMatchModeOptions={TEXT_MATCH_MODES}
          body={(row: Row) => <span className="admin-order-number">{row.number}</span>}
        />
        <Column
          field="created"
          header="Fecha"
          sortable
          dataType="date"
          filter
          filterElement={dateFilterElement}
          filterMatchModeOptions={DATE_MATCH_MODES}
          body={(row: Row) => formatStoreDateTime(row.createdAt)}
        />
        <Column
          field="itemName"
          header="Producto"
          sortable
          filter
          filterPlaceholder="Buscar por producto"
          filterMatchModeOptions={TEXT_MATCH_MODES}
        />
        <Column header="Vendedor" body={(row: Row) => SELLER_LABELS[row.item.seller]} />
        <Column
          field="buyerEmail"
          header="Comprador"
          bodyClassName="admin-cell--email"
          sortable
          filter
          filterPlaceholder="Buscar por e-mail"
          filterMatchModeOptions={TEXT_MATCH_MODES}
        />
        <Column
          field="amount"
          header="Importe"
          sortable
          dataType="numeric"
          filter
          filterElement={numberFilter}
          filterMatchModeOptions={NUMERIC_MATCH_MODES}
          body={(row: Row) => formatMoney(row.amount)}
        />
        <Column
          field="status"
          header="Estado"
          sortable
          body={(row: Row) => {
            const reversal = reversalSummary(row);
            return (
              <>
                <Tag value={ORDER_STATUS_LABELS[row.status]} severity={ORDER_STATUS_SEVERITY[row.status]} />
                {reversal ? <small className="admin-sales__reversal">{reversal}</small> : null}
              </>
            );
          }}
        />
      </AdminTable>
      <StoreRefundsTable orders={sales.data?.orders ?? []} loading={sales.isPending || sales.isFetching} onOpen={setDetail} />
      {detail && <OrderDetailDialog orderId={detail} onClose={() => setDetail(null)} />}
    </>
  );
}
