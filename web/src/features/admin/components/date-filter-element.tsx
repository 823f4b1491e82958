// The date filter of every admin table's date columns: a day picked in the Spanish calendar.
import { Calendar } from 'primereact/calendar';
import type { ColumnFilterElementTemplateOptions } from 'primereact/column';

export const dateFilterElement = (options: ColumnFilterElementTemplateOptions) => (
  <Calendar
    value={options.value as Date | null}
    onChange={(e) => options.filterCallback(e.value, options.index)}
    dateFormat="dd/mm/yy"
    placeholder="dd/mm/aaaa"
    locale="es"
    aria-label="Fecha"
  />
);
