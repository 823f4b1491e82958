import { formatPrice } from '../../../lib/format';
import { useItems } from '../api/list-items';

export function CatalogList() {
  const { data, isPending, error } = useItems();
  if (isPending) return <p role="status">Cargando el catálogo…</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <ul>
      {data.map((item) => (
        <li key={item.id} data-item-id={item.id}>
          <strong>{item.name}</strong> · {item.type === 'COURSE' ? 'Curso' : 'Planificación'} · {formatPrice(item.price)}
        </li>
      ))}
    </ul>
  );
}
