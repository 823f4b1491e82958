// CSV files an admin opens in a spreadsheet (planning users, sales): UTF-8 with BOM so accents
// survive Excel; fields quoted when they hold a separator, a quote or a line break; a leading
// =, +, - or @ is prefixed with ' so a name can never run as a formula.
function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...rows].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
