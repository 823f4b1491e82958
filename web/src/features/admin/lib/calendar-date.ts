// Calendar days (YYYY-MM-DD, AWSDate) for the date-only pickers: the picked day is read by its
// wall-clock fields, so the day the admin clicked is the day sent, whatever the browser's zone.
const pad = (value: number, size = 2) => String(value).padStart(size, '0');

export const toIsoDate = (picked: Date): string => `${pad(picked.getFullYear(), 4)}-${pad(picked.getMonth() + 1)}-${pad(picked.getDate())}`;

/** A Date showing that calendar day at local midnight, for the pickers and the date filters. */
export function fromIsoDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** dd/mm/aaaa for tables and exports. */
export const formatIsoDate = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
};
