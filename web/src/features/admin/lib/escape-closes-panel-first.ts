// Escape inside a dialog closes an open dropdown, multi-select or date-picker panel, and only that.
// PrimeReact's Dialog closes on Escape through a listener on the document, while MultiSelect,
// Dropdown and Calendar close their own panel on Escape without stopping the key: the same press
// closed the panel and the whole "Nuevo cupón" dialog, losing what was typed. Tracking the panels
// through their onShow/onHide callbacks was not enough: those fire after the panel's transition
// (≈ 120 ms), so an Escape pressed as soon as the panel appeared still reached the dialog.
// Here the decision is made at the key press itself, from the DOM: if a panel is on screen, the
// press is the panel's, and it goes no further than the dialog's content (React runs the panel's
// own handler first, since the panel sits inside the dialog's React tree through a portal).
import type { KeyboardEvent } from 'react';

const OPEN_PANELS = '.p-multiselect-panel, .p-dropdown-panel, .p-datepicker:not(.p-datepicker-inline), .p-autocomplete-panel';

/** Spread on the dialog's content: `<form onKeyDown={keepEscapeForOpenPanel}>`. */
export function keepEscapeForOpenPanel(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Escape') return;
  if (event.currentTarget.ownerDocument.querySelector(OPEN_PANELS)) event.stopPropagation();
}
