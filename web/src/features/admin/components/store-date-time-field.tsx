// A date and time in the store's wall-clock time (-03:00, see lib/store-time.ts) picked in the
// Spanish calendar, with its label and its error message: the validity windows of offers and
// coupons.
import { Calendar } from 'primereact/calendar';

interface StoreDateTimeFieldProps {
  inputId: string;
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  error: string | undefined;
  errorId: string;
}

export function StoreDateTimeField({ inputId, label, value, onChange, error, errorId }: StoreDateTimeFieldProps) {
  return (
    <>
      <label htmlFor={inputId}>{label}</label>
      <Calendar
        inputId={inputId}
        value={value}
        onChange={(e) => onChange((e.value as Date | null) ?? null)}
        showTime
        hourFormat="24"
        dateFormat="dd/mm/yy"
        locale="es"
        invalid={Boolean(error)}
        aria-describedby={errorId}
      />
      {error ? (
        <small id={errorId} className="p-error">
          {error}
        </small>
      ) : null}
    </>
  );
}
