// The browser side of the CSV exports (the files themselves are built in lib/csv.ts, testable without a DOM).
/** Saves a CSV through the browser's download. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
