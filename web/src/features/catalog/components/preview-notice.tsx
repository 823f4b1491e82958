// Shown on an item page that visitors cannot see yet (only admins reach it): the page is a
// preview of what a visitor will see once it is published.
export function PreviewNotice({ item }: { item: { status: string; isEnabled: boolean } }) {
  if (item.status === 'PUBLISHED' && item.isEnabled) return null;
  const why = item.status === 'DRAFT' ? 'es un borrador' : item.status === 'ARCHIVED' ? 'está archivado' : 'está oculto';
  return (
    <p className="preview-notice" role="status">
      Vista previa: así lo verá un visitante. Todavía no está en la tienda ({why}).
    </p>
  );
}
