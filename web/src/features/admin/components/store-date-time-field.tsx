// A date and time in the store's wall-clock time (-03:00, see functions/domain/store-clock.ts) picked in the
// Spanish calendar or typed as dd/mm/aaaa HH:mm, with its label and its error message: the
// validity windows of offers and coupons.
import { Calendar } from 'primereact/calendar';
import { useState } from 'react';
import { parseStoreDateTimeText, storeWallClockNow } from '../lib/typed-date-time';

interface StoreDateTimeFieldProps {
  inputId: string;
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  error: string | undefined;
  errorId: string;
}

export function StoreDateTimeField({ inputId, label, value, onChange, error, errorId }: StoreDateTimeFieldProps) {
  // The month shown and the time offered when a day is picked with no value yet: Argentina's
  // clock now, not the browser's (an admin travelling abroad still sets store times).
  const [viewDate, setViewDate] = useState<Date>(() => value ?? storeWallClockNow());
  return (
    <>
      <label htmlFor={inputId}>{label}</label>
      <Calendar
        inputId={inputId}
        value={value}
        onChange={(e) => onChange(e.value instanceof Date ? e.value : null)}
        viewDate={viewDate}
        onViewDateChange={(e) => setViewDate(e.value)}
        // Typed text counts only once it is a whole date and time: PrimeReact's own parser takes
        // "30/11/2026" as 00:00 and rewrites the field while the admin is still typing the time.
        parseDateTime={parseStoreDateTimeText}
        showTime
        hourFormat="24"
        dateFormat="dd/mm/yy"
        locale="es"
        placeholder="dd/mm/aaaa hh:mm"
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
