// The admin table of coupons: filters with the spec's match modes, sorting, paging; create,
// edit and disable (an edit that sets isEnabled false, so the coupon and its uses stay on record).
import { FilterMatchMode } from 'primereact/api';
import { Button } from 'primereact/button';
import { Column, type ColumnFilterElementTemplateOptions } from 'primereact/column';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import type { CouponInput } from '../../../generated/graphql';
import { formatMoney } from '../../../../../functions/domain/money';
import { useAdminCoupons, useSaveCoupon, type AdminCoupon } from '../api/admin-coupons';
import { useAdminItems } from '../api/admin-items';
import { DATE_MATCH_MODES, NUMERIC_MATCH_MODES, TEXT_MATCH_MODES } from '../lib/filter-modes';
import { formatStoreDateTime, pickerDateOf } from '../../../../../functions/domain/store-clock';
import { CouponEditDialog } from './coupon-edit-dialog';
import { dateFilterElement } from './date-filter-element';
import { useSaveConfirmation } from '../lib/use-save-confirmation';
import { AdminTable, menuFilters, useTableFilters } from './admin-table';

interface Row extends AdminCoupon {
  validUntil: Date;
}

const initialFilters = () =>
  menuFilters({
    code: FilterMatchMode.CONTAINS,
    value: FilterMatchMode.EQUALS,
    uses: FilterMatchMode.EQUALS,
    validUntil: FilterMatchMode.DATE_IS,
  });

const numberFilter = (label: string) => (options: ColumnFilterElementTemplateOptions) => (
  <InputNumber
    value={options.value as number | null}
    onChange={(e) => options.filterCallback(e.value, options.index)}
    locale="es-AR"
    aria-label={label}
  />
);

const discountText = (coupon: AdminCoupon) => (coupon.discountType === 'PERCENTAGE' ? `${coupon.value}%` : formatMoney(coupon.value));

export function CouponsTable({ apiReady }: { apiReady: boolean }) {
  const coupons = useAdminCoupons(apiReady);
  const courses = useAdminItems('COURSE', apiReady);
  const plannings = useAdminItems('PLANNING', apiReady);
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const create = useSaveCoupon('create');
  const update = useSaveCoupon('update');
  const [saved, setSaved] = useSaveConfirmation();
  const [filters, setFilters] = useTableFilters(initialFilters);

  const itemNames = useMemo(
    () => new Map([...(courses.data ?? []), ...(plannings.data ?? [])].map((item) => [item.id, item.name])),
    [courses.data, plannings.data],
  );
  const itemOptions = useMemo(() => [...itemNames].map(([value, label]) => ({ value, label })), [itemNames]);
  const rows = useMemo<Row[]>(
    () => (coupons.data ?? []).map((coupon) => ({ ...coupon, validUntil: pickerDateOf(coupon.validDateTimeTo) })),
    [coupons.data],
  );
  const saving = editing === 'new' ? create : update;

  const save = (input: CouponInput, message: string) => {
    setSaved(null);
    saving.mutate(input, {
      onSuccess: () => {
        setEditing(null);
        setSaved(message);
      },
    });
  };

  const disable = (coupon: AdminCoupon) => {
    setSaved(null);
    const { uses: _uses, createdAt: _createdAt, ...terms } = coupon;
    update.mutate({ ...terms, isEnabled: false }, { onSuccess: () => setSaved(`Se deshabilitó el cupón ${coupon.code}.`) });
  };

  if (coupons.error) return <Message severity="error" text={coupons.error.message} />;

  return (
    <>
      <div className="admin-toolbar">
        <Button
          label="Nuevo cupón"
          icon="pi pi-plus"
          onClick={() => {
            create.reset();
            setEditing('new');
          }}
        />
      </div>
      {saved && <Message severity="success" text={saved} className="admin-saved" />}
      {update.error && !editing && <Message severity="error" text={update.error.message} className="admin-saved" />}
      <AdminTable
        rows={rows}
        loading={!apiReady || coupons.isPending}
        dataKey="code"
        label="Cupones"
        emptyMessage="No hay cupones que coincidan con los filtros."
        filters={filters}
        onFilters={setFilters}
      >
        <Column
          field="code"
          header="Código"
          sortable
          filter
          filterPlaceholder="Buscar por código"
          filterMatchModeOptions={TEXT_MATCH_MODES}
        />
        <Column
          field="value"
          header="Descuento"
          sortable
          dataType="numeric"
          filter
          filterElement={numberFilter('Descuento')}
          filterMatchModeOptions={NUMERIC_MATCH_MODES}
          body={discountText}
        />
        <Column
          field="validUntil"
          header="Vigencia"
          sortable
          dataType="date"
          filter
          filterElement={dateFilterElement}
          filterMatchModeOptions={DATE_MATCH_MODES}
          body={(row: Row) => (
            <small>
              {formatStoreDateTime(row.validDateTimeFrom)} → {formatStoreDateTime(row.validDateTimeTo)}
            </small>
          )}
        />
        <Column
          field="uses"
          header="Usos"
          sortable
          dataType="numeric"
          filter
          filterElement={numberFilter('Usos')}
          filterMatchModeOptions={NUMERIC_MATCH_MODES}
          body={(row: Row) => `${row.uses} / ${row.maxUses}`}
        />
        <Column
          header="Productos"
          body={(row: Row) => (row.itemIds.length === 0 ? 'Todos' : row.itemIds.map((id) => itemNames.get(id) ?? id).join(', '))}
        />
        <Column
          field="isEnabled"
          header="Estado"
          sortable
          body={(row: Row) => (
            <Tag value={row.isEnabled ? 'Habilitado' : 'Deshabilitado'} severity={row.isEnabled ? 'success' : 'secondary'} />
          )}
        />
        <Column
          header="Acciones"
          body={(row: Row) => (
            <span className="admin-tags">
              <Button
                icon="pi pi-pencil"
                label="Editar"
                size="small"
                outlined
                onClick={() => {
                  update.reset();
                  setEditing(row);
                }}
                aria-label={`Editar ${row.code}`}
              />
              {row.isEnabled && (
                <Button
                  icon="pi pi-ban"
                  label="Deshabilitar"
                  size="small"
                  severity="danger"
                  outlined
                  loading={update.isPending && update.variables?.code === row.code}
                  onClick={() => disable(row)}
                  aria-label={`Deshabilitar ${row.code}`}
                />
              )}
            </span>
          )}
        />
      </AdminTable>
      {editing && (
        <CouponEditDialog
          coupon={editing === 'new' ? null : editing}
          itemOptions={itemOptions}
          saving={saving.isPending}
          serverError={saving.error?.message ?? null}
          onSave={(input) =>
            save(input, editing === 'new' ? `Se creó el cupón ${input.code}.` : `Se guardaron los cambios del cupón ${input.code}.`)
          }
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
