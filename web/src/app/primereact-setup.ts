// PrimeReact as the spec configures it: Spanish locale (week starting on Monday, day/month/year,
// Spanish month and day names), overlay z-indexes (modal 1100, overlay 1000). The CSS constants
// (select lists 200px high, tooltips 12.5rem wide, toasts 24rem) live in styles/app.css.
import { addLocale, locale, type APIOptions, type LocaleOptions } from 'primereact/api';

const STORE_LOCALE = 'es';

export const spanishLocale: LocaleOptions = {
  firstDayOfWeek: 1,
  // PrimeReact's date pattern: dd = day, mm = month, yy = four-digit year → 31/03/2024.
  dateFormat: 'dd/mm/yy',
  dayNames: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  dayNamesShort: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
  dayNamesMin: ['D', 'L', 'M', 'X', 'J', 'V', 'S'],
  monthNames: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  monthNamesShort: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
  today: 'Hoy',
  now: 'Ahora',
  clear: 'Limpiar',
  apply: 'Aplicar',
  accept: 'Sí',
  reject: 'No',
  cancel: 'Cancelar',
  close: 'Cerrar',
  choose: 'Elegir',
  upload: 'Subir',
  pending: 'Pendiente',
  weekHeader: 'Sem',
  chooseYear: 'Elegí el año',
  chooseMonth: 'Elegí el mes',
  chooseDate: 'Elegí la fecha',
  prevDecade: 'Década anterior',
  nextDecade: 'Década siguiente',
  prevYear: 'Año anterior',
  nextYear: 'Año siguiente',
  prevMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  prevHour: 'Hora anterior',
  nextHour: 'Hora siguiente',
  prevMinute: 'Minuto anterior',
  nextMinute: 'Minuto siguiente',
  prevSecond: 'Segundo anterior',
  nextSecond: 'Segundo siguiente',
  am: 'a. m.',
  pm: 'p. m.',
  startsWith: 'Empieza con',
  contains: 'Contiene',
  notContains: 'No contiene',
  endsWith: 'Termina con',
  equals: 'Es igual a',
  notEquals: 'No es igual a',
  noFilter: 'Sin filtro',
  filter: 'Filtrar',
  lt: 'Menor que',
  lte: 'Menor o igual que',
  gt: 'Mayor que',
  gte: 'Mayor o igual que',
  dateIs: 'La fecha es',
  dateIsNot: 'La fecha no es',
  dateBefore: 'La fecha es anterior a',
  dateAfter: 'La fecha es posterior a',
  custom: 'Personalizado',
  matchAll: 'Cumplir todas',
  matchAny: 'Cumplir alguna',
  addRule: 'Agregar regla',
  removeRule: 'Quitar regla',
  weak: 'Débil',
  medium: 'Media',
  strong: 'Fuerte',
  passwordPrompt: 'Escribí una contraseña',
  emptyFilterMessage: 'No hay resultados',
  emptyMessage: 'No hay opciones disponibles',
  fileSizeTypes: ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'],
  aria: {
    trueLabel: 'Verdadero',
    falseLabel: 'Falso',
    nullLabel: 'Sin seleccionar',
    star: '1 estrella',
    stars: '{star} estrellas',
    selectAll: 'Seleccionar todo',
    unselectAll: 'Deseleccionar todo',
    close: 'Cerrar',
    previous: 'Anterior',
    next: 'Siguiente',
    navigation: 'Navegación',
    scrollTop: 'Volver arriba',
    pageLabel: 'Página {page}',
    firstPageLabel: 'Primera página',
    lastPageLabel: 'Última página',
    nextPageLabel: 'Página siguiente',
    prevPageLabel: 'Página anterior',
    rowsPerPageLabel: 'Filas por página',
    selectRow: 'Seleccionar fila',
    unselectRow: 'Deseleccionar fila',
    expandRow: 'Expandir fila',
    collapseRow: 'Contraer fila',
    showFilterMenu: 'Mostrar filtros',
    hideFilterMenu: 'Ocultar filtros',
    editRow: 'Editar fila',
    saveEdit: 'Guardar',
    cancelEdit: 'Cancelar',
  },
};

/** The spec's overlay layers. */
export const OVERLAY_Z_INDEX = { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100, toast: 1200 } as const;

/**
 * Every Dropdown renders a visually hidden <select> (for native form posts) and a trigger with
 * role="button", both unnamed: screen readers met an unlabelled select (axe: critical) and an
 * unnamed button next to the combobox, which already carries the label and opens the list. Both
 * are hidden from assistive technology; the combobox stays the one control they announce.
 */
const ACCESSIBILITY_PASS_THROUGH = {
  dropdown: {
    select: { 'aria-hidden': true },
    trigger: { 'aria-hidden': true },
  },
} satisfies APIOptions['pt'];

/** Installs the Spanish locale as PrimeReact's global locale; call once before rendering. */
export function setUpPrimeReact(): Partial<APIOptions> {
  addLocale(STORE_LOCALE, spanishLocale);
  locale(STORE_LOCALE);
  return { locale: STORE_LOCALE, zIndex: OVERLAY_Z_INDEX, autoZIndex: true, ripple: false, pt: ACCESSIBILITY_PASS_THROUGH };
}
