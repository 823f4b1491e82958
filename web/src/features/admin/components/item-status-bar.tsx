// Where the item stands and what can happen next: publish (the server checks the page, the
// syllabus and the seller's Mercado Pago account), hide, archive (kept with its orders, never
// deleted) or restore; and a preview of the page as a visitor will see it.
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router';
import { useChangeItemStatus, type AdminItemDetail, type StatusAction } from '../api/admin-catalogue';
import { itemStatusLabel } from '../lib/item-status';
import { previewPath } from '../../../lib/paths';

const ACTIONS: Record<StatusAction, { label: string; icon: string; done: string }> = {
  publish: { label: 'Publicar', icon: 'pi pi-globe', done: 'Publicado: ya se ve en la tienda.' },
  unpublish: { label: 'Ocultar', icon: 'pi pi-eye-slash', done: 'Oculto: ya no se ve en la tienda.' },
  archive: { label: 'Archivar', icon: 'pi pi-inbox', done: 'Archivado: no se ve en la tienda; sus ventas y compradores se mantienen.' },
  restore: { label: 'Restaurar como borrador', icon: 'pi pi-replay', done: 'Restaurado como borrador.' },
};

function actionsFor(item: AdminItemDetail): StatusAction[] {
  if (item.status === 'ARCHIVED') return ['restore'];
  return [item.isEnabled ? 'unpublish' : 'publish', 'archive'];
}

export function ItemStatusBar({ item }: { item: AdminItemDetail }) {
  const change = useChangeItemStatus();
  const status = itemStatusLabel(item);
  const done = change.isSuccess ? ACTIONS[change.variables.action].done : null;
  return (
    <section className="item-status-bar" aria-label="Estado">
      <Tag value={status.label} severity={status.severity} data-testid="item-status" />
      <span className="item-status-bar__actions">
        <Link className="p-button p-button-outlined p-button-sm" to={previewPath(item)}>
          <span className="pi pi-eye p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">Vista previa como visitante</span>
        </Link>
        {actionsFor(item).map((action) => (
          <Button
            key={action}
            type="button"
            size="small"
            label={ACTIONS[action].label}
            icon={ACTIONS[action].icon}
            severity={action === 'archive' ? 'danger' : undefined}
            outlined={action !== 'publish'}
            loading={change.isPending && change.variables.action === action}
            onClick={() => change.mutate({ id: item.id, action })}
          />
        ))}
      </span>
      {change.error && <Message severity="error" text={change.error.message} className="admin-saved" />}
      {done && <Message severity="success" text={done} className="admin-saved" />}
    </section>
  );
}
