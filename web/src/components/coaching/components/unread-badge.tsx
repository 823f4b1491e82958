// How many messages the reader has not read (decision 159): nothing when none.
import '../coaching.css';
export function UnreadBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span
      className="unread-badge"
      aria-label={count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`}
      data-testid="unread-badge"
    >
      {count}
    </span>
  );
}
