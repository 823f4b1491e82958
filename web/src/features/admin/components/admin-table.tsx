// The admin tables' one DataTable setup: menu filters the admin can combine, removable sorting,
// paging by 10/25/50, a Spanish empty message and an accessible name. Each table passes its rows,
// its columns and which filter each column starts with (menuFilters).
import { FilterOperator } from 'primereact/api';
import { DataTable, type DataTableFilterMeta, type DataTableFilterMetaData, type DataTableValue } from 'primereact/datatable';
import { useState, type ReactNode } from 'react';

type MatchMode = NonNullable<DataTableFilterMetaData['matchMode']>;

/** Empty menu filters, one per field, each starting with the given match mode. */
export function menuFilters(fields: Record<string, MatchMode>): DataTableFilterMeta {
  return Object.fromEntries(
    Object.entries(fields).map(([field, matchMode]) => [
      field,
      { operator: FilterOperator.AND, constraints: [{ value: null, matchMode }] },
    ]),
  );
}

/** The table's filters, starting empty; the table reports each change. */
export const useTableFilters = (initial: () => DataTableFilterMeta) => useState<DataTableFilterMeta>(initial);

interface AdminTableProps<Row extends DataTableValue> {
  rows: Row[];
  loading: boolean;
  dataKey: keyof Row & string;
  /** The table's accessible name, e.g. "Cupones". */
  label: string;
  emptyMessage: string;
  filters: DataTableFilterMeta;
  onFilters: (filters: DataTableFilterMeta) => void;
  /** The column sorted first; none by default. */
  sortField?: keyof Row & string;
  /** Rows as stacked cards on narrow screens, for tables with many columns. */
  stackOnNarrow?: boolean;
  /** A click anywhere on a row opens it (keep a button in the row for the keyboard). */
  onRowClick?: (row: Row) => void;
  children: ReactNode;
}

export function AdminTable<Row extends DataTableValue>({
  rows,
  loading,
  dataKey,
  label,
  emptyMessage,
  filters,
  onFilters,
  sortField,
  stackOnNarrow = false,
  onRowClick,
  children,
}: AdminTableProps<Row>) {
  return (
    <DataTable
      value={rows}
      loading={loading}
      dataKey={dataKey}
      paginator
      rows={10}
      rowsPerPageOptions={[10, 25, 50]}
      {...(sortField ? { sortField, sortOrder: 1 as const } : {})}
      removableSort
      filters={filters}
      onFilter={(event) => onFilters(event.filters)}
      filterDisplay="menu"
      emptyMessage={emptyMessage}
      {...(stackOnNarrow ? { responsiveLayout: 'stack' as const, breakpoint: '768px' } : {})}
      aria-label={label}
      {...(onRowClick
        ? { onRowClick: (event: { data: DataTableValue }) => onRowClick(event.data as Row), rowClassName: () => 'admin-clickable-row' }
        : {})}
    >
      {children}
    </DataTable>
  );
}
