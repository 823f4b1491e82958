// Says that an item page is a preview of what a visitor will see: always in an admin's preview
// (with the way back to the editor), and on the storefront route when the item is not on sale
// (only admins reach such a page, by navigating inside the app).
import { Link } from 'react-router';
import type { ItemPreview } from '../../../lib/item-preview';

interface PreviewNoticeProps {
  item: { status: string; isEnabled: boolean };
  preview: ItemPreview | null;
}

export function PreviewNotice({ item, preview }: PreviewNoticeProps) {
  const onSale = item.status === 'PUBLISHED' && item.isEnabled;
  if (onSale && !preview) return null;
  const why = item.status === 'DRAFT' ? 'es un borrador' : item.status === 'ARCHIVED' ? 'está archivado' : 'está oculto';
  return (
    <div className="preview-notice" data-testid="preview-notice">
      <p role="status">
        {onSale
          ? 'Vista previa: así lo ve un visitante. Ya está en la tienda.'
          : `Vista previa: así lo verá un visitante. Todavía no está en la tienda (${why}).`}
      </p>
      {preview ? (
        <Link className="preview-notice__back" to={preview.editorPath}>
          <span className="pi pi-pencil" aria-hidden="true" /> Volver a editar
        </Link>
      ) : null}
    </div>
  );
}
