// The planning users export: a CSV an admin opens in a spreadsheet (csv.ts: BOM, quoting,
// formula neutralisation).
import type { PlanningUserStatus } from '../../../generated/graphql';
import { formatIsoDate } from './calendar-date';
import { csvDocument } from './csv';

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

export function planningUsersCsv(rows: readonly PlanningUserCsvRow[]): string {
  return csvDocument(
    HEADER,
    rows.map((row) => [
      row.planningName,
      row.firstName,
      row.lastName,
      row.email,
      row.phone ?? '',
      PLANNING_USER_STATUS_LABELS[row.status],
      formatIsoDate(row.startDate),
      formatIsoDate(row.endDate),
      row.source === 'MANUAL' ? 'Manual' : 'Compra',
    ]),
  );
}
