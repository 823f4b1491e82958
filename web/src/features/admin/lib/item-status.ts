// How an item's status reads in the admin pages.
type Severity = 'success' | 'secondary' | 'warning' | 'info' | 'danger';

export function itemStatusLabel(item: { status: string; isEnabled: boolean }): { label: string; severity: Severity } {
  if (item.status === 'DRAFT') return { label: 'Borrador', severity: 'info' };
  if (item.status === 'ARCHIVED') return { label: 'Archivado', severity: 'secondary' };
  return item.isEnabled ? { label: 'Publicado', severity: 'success' } : { label: 'Oculto', severity: 'warning' };
}
