// The planning users export: a CSV an admin opens in a spreadsheet (UTF-8 with BOM so accents
// survive Excel; fields quoted when they hold a separator, a quote or a line break; a leading
// =, +, - or @ is prefixed with ' so a name can never run as a formula).
import type { PlanningUserStatus } from '../../../generated/graphql';
import { formatIsoDate } from './calendar-date';

export const PLANNING_USER_STATUS_LABELS: Record<PlanningUserStatus, string> = {
  ACTIVE: 'Activo',
  EXPIRED: 'Vencido',
  INACTIVE: 'Inactivo',
};

export interface PlanningUserCsvRow {
  planningName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  status: PlanningUserStatus;
  startDate: string;
  endDate: string;
  source: string;
}

const HEADER = ['Planificación', 'Nombre', 'Apellido', 'E-mail', 'Teléfono', 'Estado', 'Inicio', 'Fin', 'Origen'];

function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function planningUsersCsv(rows: readonly PlanningUserCsvRow[]): string {
  const lines = [HEADER, ...rows.map((row) => [
    row.planningName,
    row.firstName,
    row.lastName,
    row.email,
    row.phone ?? '',
    PLANNING_USER_STATUS_LABELS[row.status],
    formatIsoDate(row.startDate),
    formatIsoDate(row.endDate),
    row.source === 'MANUAL' ? 'Manual' : 'Compra',
  ])];
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
