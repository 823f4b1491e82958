// The planning users of every planning: filtered by planning and status on the server, then by
// name, e-mail and dates in the table with the spec's match modes; add one by hand, extend,
// deactivate and export the rows the filters leave as CSV; each row links to the member's log and
// records (the coach's view).
import { FilterMatchMode } from 'primereact/api';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { AddPlanningUserInput, PlanningUserStatus } from '../../../generated/graphql';
import { useAdminItems } from '../api/admin-items';
import {
  useAddPlanningUser,
  useAdminPlanningUsers,
  useDeactivatePlanningUser,
  useExtendPlanningUser,
  type AdminPlanningUser,
  type PlanningUsersFilter,
} from '../api/admin-planning-users';
import { formatIsoDate, fromIsoDate } from '../lib/calendar-date';
import { applyTableFilters } from '../lib/apply-table-filters';
import { DATE_MATCH_MODES, TEXT_MATCH_MODES } from '../lib/filter-modes';
import { downloadCsv } from './csv-download';
import { PLANNING_USER_STATUS_LABELS, planningUsersCsv } from '../lib/planning-users-csv';
import { AddPlanningUserDialog, ExtendPlanningUserDialog } from './planning-user-dialogs';
import { dateFilterElement } from './date-filter-element';
import { useSaveConfirmation } from '../lib/use-save-confirmation';
import { AdminTable, menuFilters, useTableFilters } from './admin-table';
import { routes } from '../../../lib/paths';

interface Row extends AdminPlanningUser {
  /** planning and person: a person can follow several plannings. */
  key: string;
  planningName: string;
  fullName: string;
  start: Date;
  end: Date;
}

const STATUS_SEVERITY: Record<PlanningUserStatus, 'success' | 'warning' | 'secondary'> = {
  ACTIVE: 'success',
  EXPIRED: 'warning',
  INACTIVE: 'secondary',
};

const STATUS_OPTIONS = (Object.keys(PLANNING_USER_STATUS_LABELS) as PlanningUserStatus[]).map((status) => ({
  value: status,
  label: PLANNING_USER_STATUS_LABELS[status],
}));

const initialFilters = () =>
  menuFilters({
    fullName: FilterMatchMode.CONTAINS,
    email: FilterMatchMode.CONTAINS,
    start: FilterMatchMode.DATE_IS,
    end: FilterMatchMode.DATE_IS,
  });

export function PlanningUsersTable() {
  const [serverFilter, setServerFilter] = useState<PlanningUsersFilter>({ planningId: null, status: null });
  const members = useAdminPlanningUsers(serverFilter);
  const plannings = useAdminItems('PLANNING');
  const add = useAddPlanningUser();
  const extend = useExtendPlanningUser();
  const deactivate = useDeactivatePlanningUser();
  const [adding, setAdding] = useState(false);
  // Deactivating ends someone's access to a plan they may have paid for: asked first.
  const [confirmingDeactivation, setConfirmingDeactivation] = useState<AdminPlanningUser | null>(null);
  const [extending, setExtending] = useState<AdminPlanningUser | null>(null);
  const [saved, setSaved] = useSaveConfirmation();
  const [filters, setFilters] = useTableFilters(initialFilters);

  const planningOptions = useMemo(
    () => (plannings.data ?? []).map((planning) => ({ value: planning.id, label: planning.name })),
    [plannings.data],
  );
  const planningNames = useMemo(() => new Map(planningOptions.map((option) => [option.value, option.label])), [planningOptions]);
  const rows = useMemo<Row[]>(
    () =>
      (members.data ?? []).map((member) => ({
        ...member,
        key: `${member.planningId}#${member.userId}`,
        planningName: planningNames.get(member.planningId) ?? member.planningId,
        fullName: `${member.firstName} ${member.lastName}`,
        start: fromIsoDate(member.startDate),
        end: fromIsoDate(member.endDate),
      })),
    [members.data, planningNames],
  );

  const saveNew = (input: AddPlanningUserInput) => {
    setSaved(null);
    add.mutate(input, {
      onSuccess: (member) => {
        setAdding(false);
        setSaved(`Se agregó a ${member.firstName} ${member.lastName}.`);
      },
    });
  };

  const saveExtension = (endDate: string) => {
    if (!extending) return;
    setSaved(null);
    extend.mutate(
      { planningId: extending.planningId, userId: extending.userId, endDate },
      {
        onSuccess: (member) => {
          setExtending(null);
          setSaved(`Se extendió el acceso de ${member.firstName} ${member.lastName} hasta el ${formatIsoDate(member.endDate)}.`);
        },
      },
    );
  };

  const deactivateMember = (member: AdminPlanningUser) => {
    setSaved(null);
    deactivate.mutate(
      { planningId: member.planningId, userId: member.userId },
      { onSuccess: (updated) => setSaved(`Se desactivó a ${updated.firstName} ${updated.lastName}.`) },
    );
  };

  const exportCsv = () =>
    downloadCsv(
      planningUsersCsv(applyTableFilters(rows, filters)),
      `usuarios-de-planificaciones-${new Date().toISOString().slice(0, 10)}.csv`,
    );

  if (members.error) return <Message severity="error" text={members.error.message} />;

  return (
    <>
      <div className="admin-toolbar">
        <label>
          Planificación
          <Dropdown
            value={serverFilter.planningId}
            options={planningOptions}
            onChange={(e) => setServerFilter((f) => ({ ...f, planningId: (e.value as string | undefined) ?? null }))}
            placeholder="Todas"
            showClear
            scrollHeight="200px"
            aria-label="Filtrar por planificación"
          />
        </label>
        <label>
          Estado
          <Dropdown
            value={serverFilter.status}
            options={STATUS_OPTIONS}
            onChange={(e) => setServerFilter((f) => ({ ...f, status: (e.value as PlanningUserStatus | undefined) ?? null }))}
            placeholder="Todos"
            showClear
            scrollHeight="200px"
            aria-label="Filtrar por estado"
          />
        </label>
        <Button
          label="Agregar usuario"
          icon="pi pi-user-plus"
          onClick={() => {
            add.reset();
            setAdding(true);
          }}
        />
        <Button label="Exportar CSV" icon="pi pi-download" outlined onClick={exportCsv} disabled={rows.length === 0} />
      </div>
      {saved && <Message severity="success" text={saved} className="admin-saved" />}
      {deactivate.error && <Message severity="error" text={deactivate.error.message} className="admin-saved" />}
      <AdminTable
        rows={rows}
        loading={members.isPending}
        dataKey="key"
        label="Usuarios de planificaciones"
        emptyMessage="No hay usuarios que coincidan con los filtros."
        filters={filters}
        onFilters={setFilters}
      >
        <Column field="planningName" header="Planificación" sortable />
        <Column
          field="fullName"
          header="Nombre"
          sortable
          filter
          filterPlaceholder="Buscar por nombre"
          filterMatchModeOptions={TEXT_MATCH_MODES}
        />
        <Column
          field="email"
          header="Contacto"
          bodyClassName="admin-cell--email"
          sortable
          filter
          filterPlaceholder="Buscar por e-mail"
          filterMatchModeOptions={TEXT_MATCH_MODES}
          body={(row: Row) => (
            <span>
              {row.email}
              {row.phone && (
                <>
                  <br />
                  <small>{row.phone}</small>
                </>
              )}
            </span>
          )}
        />
        <Column
          field="start"
          header="Inicio"
          sortable
          dataType="date"
          filter
          filterElement={dateFilterElement}
          filterMatchModeOptions={DATE_MATCH_MODES}
          body={(row: Row) => formatIsoDate(row.startDate)}
        />
        <Column
          field="end"
          header="Fin"
          sortable
          dataType="date"
          filter
          filterElement={dateFilterElement}
          filterMatchModeOptions={DATE_MATCH_MODES}
          body={(row: Row) => formatIsoDate(row.endDate)}
        />
        <Column
          field="status"
          header="Estado"
          sortable
          body={(row: Row) => (
            <span className="admin-tags">
              <Tag value={PLANNING_USER_STATUS_LABELS[row.status]} severity={STATUS_SEVERITY[row.status]} />
              {row.source === 'MANUAL' && <Tag value="Manual" severity="info" />}
            </span>
          )}
        />
        <Column
          header="Acciones"
          body={(row: Row) => (
            <span className="admin-tags">
              <Link
                className="p-button p-component p-button-sm p-button-outlined"
                to={routes.adminCoachingMember.to({ planningId: row.planningId, userId: row.userId })}
                aria-label={`Registro y marcas de ${row.email}`}
              >
                <span className="p-button-icon p-button-icon-left pi pi-chart-line" aria-hidden="true" />
                <span className="p-button-label">Registro</span>
              </Link>
              <Button
                icon="pi pi-calendar-plus"
                label="Extender"
                size="small"
                outlined
                onClick={() => {
                  extend.reset();
                  setExtending(row);
                }}
                aria-label={`Extender a ${row.email}`}
              />
              {row.status !== 'INACTIVE' && (
                <Button
                  icon="pi pi-ban"
                  label="Desactivar"
                  size="small"
                  severity="danger"
                  outlined
                  loading={
                    deactivate.isPending &&
                    deactivate.variables?.userId === row.userId &&
                    deactivate.variables.planningId === row.planningId
                  }
                  onClick={() => setConfirmingDeactivation(row)}
                  aria-label={`Desactivar a ${row.email}`}
                />
              )}
            </span>
          )}
        />
      </AdminTable>
      <ConfirmDialog
        visible={confirmingDeactivation !== null}
        onHide={() => setConfirmingDeactivation(null)}
        header="¿Desactivar el acceso?"
        message={
          confirmingDeactivation
            ? `${confirmingDeactivation.firstName} ${confirmingDeactivation.lastName} (${confirmingDeactivation.email}) deja de ver «${planningNames.get(confirmingDeactivation.planningId) ?? confirmingDeactivation.planningId}» desde hoy.`
            : ''
        }
        icon="pi pi-exclamation-triangle"
        acceptLabel="Desactivar"
        rejectLabel="Cancelar"
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => {
          if (confirmingDeactivation) deactivateMember(confirmingDeactivation);
        }}
      />
      {adding && (
        <AddPlanningUserDialog
          plannings={planningOptions}
          initialPlanningId={serverFilter.planningId}
          saving={add.isPending}
          serverError={add.error?.message ?? null}
          onSave={saveNew}
          onClose={() => setAdding(false)}
        />
      )}
      {extending && (
        <ExtendPlanningUserDialog
          member={extending}
          saving={extend.isPending}
          serverError={extend.error?.message ?? null}
          onSave={saveExtension}
          onClose={() => setExtending(null)}
        />
      )}
    </>
  );
}
