// The admin table of courses or plannings: filters with the spec's match modes, sorting, paging,
// and the way to each item's editor (the one place an item is edited). Rows carry the offer's end as a Date so the date filters apply to it.
import { FilterMatchMode } from 'primereact/api';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Column, type ColumnFilterElementTemplateOptions } from 'primereact/column';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import type { UpdatePlanningScheduleInput } from '../../../generated/graphql';
import { formatMoney } from '../../../../../functions/domain/money';
import { useAdminItems, useUpdatePlanningSchedule, type AdminItem } from '../api/admin-items';
import { DATE_MATCH_MODES, NUMERIC_MATCH_MODES, TEXT_MATCH_MODES } from '../lib/filter-modes';
import { formatStoreDateTime, pickerDateOf } from '../../../../../functions/domain/store-clock';
import { itemStatusLabel } from '../lib/item-status';
import { CreateItemDialog } from './create-item-dialog';
import { PlanningScheduleDialog } from './planning-schedule-dialog';
import { dateFilterElement } from './date-filter-element';
import { useSaveConfirmation } from '../lib/use-save-confirmation';
import { AdminTable, menuFilters, useTableFilters } from './admin-table';
import { routes, adminItemPath } from '../../../lib/paths';

interface Row extends AdminItem {
  offerEnds: Date | null;
}

const initialFilters = () =>
  menuFilters({
    name: FilterMatchMode.CONTAINS,
    coachName: FilterMatchMode.CONTAINS,
    price: FilterMatchMode.EQUALS,
    offerEnds: FilterMatchMode.DATE_IS,
  });

const numberFilter = (options: ColumnFilterElementTemplateOptions) => (
  <InputNumber
    value={options.value as number | null}
    onChange={(e) => options.filterCallback(e.value, options.index)}
    mode="currency"
    currency="ARS"
    locale="es-AR"
    aria-label="Precio"
  />
);

export function AdminItemsTable({ type }: { type: 'COURSE' | 'PLANNING' }) {
  const items = useAdminItems(type);
  const updateSchedule = useUpdatePlanningSchedule();
  const [scheduling, setScheduling] = useState<AdminItem | null>(null);
  const [saved, setSaved] = useSaveConfirmation();
  const [creating, setCreating] = useState(false);
  const [filters, setFilters] = useTableFilters(initialFilters);

  const rows = useMemo<Row[]>(
    () =>
      (items.data ?? []).map((item) => ({
        ...item,
        offerEnds: item.offer ? pickerDateOf(item.offer.validDateTimeTo) : null,
      })),
    [items.data],
  );

  const saveSchedule = (input: UpdatePlanningScheduleInput) => {
    setSaved(null);
    updateSchedule.mutate(input, {
      onSuccess: () => {
        setSaved(`Se guardó el cronograma de «${scheduling?.name ?? ''}».`);
        setScheduling(null);
      },
    });
  };

  if (items.error) return <Message severity="error" text={items.error.message} />;

  return (
    <>
      <div className="admin-toolbar">
        <Button
          type="button"
          icon="pi pi-plus"
          label={type === 'COURSE' ? 'Nuevo curso' : 'Nueva planificación'}
          onClick={() => setCreating(true)}
        />
      </div>
      {saved && <Message severity="success" text={saved} className="admin-saved" />}
      <AdminTable
        rows={rows}
        loading={items.isPending}
        dataKey="id"
        label={type === 'COURSE' ? 'Cursos' : 'Planificaciones'}
        emptyMessage="No hay elementos que coincidan con los filtros."
        filters={filters}
        onFilters={setFilters}
        sortField="id"
        stackOnNarrow
      >
        <Column field="id" header="Id" sortable body={(row: Row) => <Link to={adminItemPath(row)}>{row.id}</Link>} />
        <Column
          field="name"
          header="Nombre"
          sortable
          filter
          filterPlaceholder="Buscar por nombre"
          filterMatchModeOptions={TEXT_MATCH_MODES}
        />
        <Column
          field="coachName"
          header="Coach"
          sortable
          filter
          filterPlaceholder="Buscar por coach"
          filterMatchModeOptions={TEXT_MATCH_MODES}
        />
        <Column
          field="price"
          header="Precio"
          sortable
          dataType="numeric"
          filter
          filterElement={numberFilter}
          filterMatchModeOptions={NUMERIC_MATCH_MODES}
          body={(row: Row) => formatMoney(row.price)}
        />
        <Column
          field="offerEnds"
          header="Oferta"
          sortable
          dataType="date"
          filter
          filterElement={dateFilterElement}
          filterMatchModeOptions={DATE_MATCH_MODES}
          body={(row: Row) =>
            row.offer ? (
              <span>
                {formatMoney(row.offer.price)}
                <br />
                <small>
                  {formatStoreDateTime(row.offer.validDateTimeFrom)} → {formatStoreDateTime(row.offer.validDateTimeTo)}
                </small>
              </span>
            ) : (
              '—'
            )
          }
        />
        <Column
          field="isEnabled"
          header="Estado"
          sortable
          body={(row: Row) => (
            <span className="admin-tags">
              <Tag value={itemStatusLabel(row).label} severity={itemStatusLabel(row).severity} />
              {row.isFeatured && <Tag value="Destacado" severity="warning" />}
            </span>
          )}
        />
        <Column
          header="Acciones"
          body={(row: Row) => (
            <span className="admin-tags">
              <Link className="p-button p-button-sm p-button-outlined" to={adminItemPath(row)} aria-label={`Editar ${row.name}`}>
                <span className="p-button-icon p-button-icon-left pi pi-pencil" aria-hidden="true" />
                <span className="p-button-label">Editar</span>
              </Link>
              {type === 'PLANNING' && (
                <Button
                  icon="pi pi-calendar"
                  label="Cronograma"
                  size="small"
                  outlined
                  onClick={() => {
                    updateSchedule.reset();
                    setScheduling(row);
                  }}
                  aria-label={`Cronograma de ${row.name}`}
                />
              )}
              {type === 'PLANNING' && (
                <Link
                  className="p-button p-button-sm p-button-outlined"
                  to={routes.adminProgramme.to({ planningId: row.id })}
                  aria-label={`Programa de ${row.name}`}
                >
                  <span className="p-button-icon p-button-icon-left pi pi-list" />
                  <span className="p-button-label">Programa</span>
                </Link>
              )}
            </span>
          )}
        />
      </AdminTable>
      {creating && <CreateItemDialog type={type} onClose={() => setCreating(false)} />}
      {scheduling && (
        <PlanningScheduleDialog
          item={scheduling}
          saving={updateSchedule.isPending}
          serverError={updateSchedule.error?.message ?? null}
          onSave={saveSchedule}
          onClose={() => setScheduling(null)}
        />
      )}
    </>
  );
}
