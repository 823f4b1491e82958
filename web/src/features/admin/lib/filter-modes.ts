// The spec's filter match modes per column kind, with Spanish labels.
import { FilterMatchMode } from 'primereact/api';

export const TEXT_MATCH_MODES = [
  { label: 'Empieza con', value: FilterMatchMode.STARTS_WITH },
  { label: 'Contiene', value: FilterMatchMode.CONTAINS },
  { label: 'No contiene', value: FilterMatchMode.NOT_CONTAINS },
  { label: 'Termina con', value: FilterMatchMode.ENDS_WITH },
  { label: 'Es igual a', value: FilterMatchMode.EQUALS },
  { label: 'Es distinto de', value: FilterMatchMode.NOT_EQUALS },
];

export const NUMERIC_MATCH_MODES = [
  { label: 'Es igual a', value: FilterMatchMode.EQUALS },
  { label: 'Es distinto de', value: FilterMatchMode.NOT_EQUALS },
  { label: 'Menor que', value: FilterMatchMode.LESS_THAN },
  { label: 'Menor o igual que', value: FilterMatchMode.LESS_THAN_OR_EQUAL_TO },
  { label: 'Mayor que', value: FilterMatchMode.GREATER_THAN },
  { label: 'Mayor o igual que', value: FilterMatchMode.GREATER_THAN_OR_EQUAL_TO },
];

export const DATE_MATCH_MODES = [
  { label: 'Es el día', value: FilterMatchMode.DATE_IS },
  { label: 'No es el día', value: FilterMatchMode.DATE_IS_NOT },
  { label: 'Antes del', value: FilterMatchMode.DATE_BEFORE },
  { label: 'Después del', value: FilterMatchMode.DATE_AFTER },
];
