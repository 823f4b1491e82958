// The "Desde" / "Hasta" pair of an admin report's period (sales, invoices): empty means the
// report's own default, said in the placeholder.
import { Calendar } from 'primereact/calendar';

export function DateRangeFields(props: {
  from: Date | null;
  to: Date | null;
  onFrom: (value: Date | null) => void;
  onTo: (value: Date | null) => void;
}) {
  return (
    <>
      <label>
        Desde
        <Calendar
          value={props.from}
          onChange={(e) => props.onFrom((e.value as Date | null) ?? null)}
          dateFormat="dd/mm/yy"
          locale="es"
          placeholder="Hace 30 días"
          showButtonBar
          aria-label="Desde"
        />
      </label>
      <label>
        Hasta
        <Calendar
          value={props.to}
          onChange={(e) => props.onTo((e.value as Date | null) ?? null)}
          dateFormat="dd/mm/yy"
          locale="es"
          placeholder="Hoy"
          showButtonBar
          aria-label="Hasta"
        />
      </label>
    </>
  );
}
