// The rows a DataTable with menu filters shows, computed the way PrimeReact does (each field's
// constraints joined by its operator, fields joined by AND), so an export can carry exactly what
// the admin sees: DataTable reports its filtered rows only when a filter, sort or page changes,
// not when new data arrives.
import { FilterOperator, FilterService } from 'primereact/api';
import type { DataTableFilterMeta, DataTableFilterMetaData, DataTableOperatorFilterMetaData } from 'primereact/datatable';

type MatchFunction = (value: unknown, filter: unknown, locale?: string) => boolean;

function matches(fieldValue: unknown, constraint: DataTableFilterMetaData): boolean {
  if (constraint.value === null || constraint.value === undefined || constraint.value === '') return true;
  const match = (FilterService.filters as unknown as Record<string, MatchFunction | undefined>)[constraint.matchMode ?? 'contains'];
  return match ? match(fieldValue, constraint.value, 'es') : true;
}

export function applyTableFilters<Row extends object>(rows: readonly Row[], filters: DataTableFilterMeta): Row[] {
  const fields = Object.entries(filters);
  return rows.filter((row) =>
    fields.every(([field, meta]) => {
      const value = (row as Record<string, unknown>)[field];
      if ('constraints' in meta) {
        const { operator, constraints } = meta as DataTableOperatorFilterMetaData;
        return operator === FilterOperator.OR
          ? constraints.every((c) => c.value === null || c.value === undefined || c.value === '') ||
              constraints.some((c) => matches(value, c))
          : constraints.every((c) => matches(value, c));
      }
      return matches(value, meta as DataTableFilterMetaData);
    }),
  );
}
