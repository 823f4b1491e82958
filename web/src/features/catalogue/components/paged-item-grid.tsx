// A type's catalogue as cards, a page at a time: the first page (what the published HTML shows),
// then "Ver más" reads the next one and the new cards join the grid. The button says it is
// loading, disappears after the last page, and hands the keyboard focus to the first new card so
// a keyboard or screen-reader user carries on from where the list grew.
import { useEffect, useRef } from 'react';
import type { ItemType } from '../../../generated/graphql';
import { QueryErrorMessage } from '../../../components/query-error-message';
import { PageStatus } from '../../../components/page-status';
import { useItemPages } from '../api/list-items';
import { ItemGrid } from './item-grid';

const WORDS: Record<ItemType, { loading: string; none: string; label: string; more: string }> = {
  COURSE: {
    loading: 'Cargando los cursos…',
    none: 'Por ahora no hay cursos disponibles. Volvé pronto.',
    label: 'Cursos',
    more: 'Ver más cursos',
  },
  PLANNING: {
    loading: 'Cargando las planificaciones…',
    none: 'Por ahora no hay planificaciones disponibles. Volvé pronto.',
    label: 'Planificaciones',
    more: 'Ver más planificaciones',
  },
};

export function PagedItemGrid({ type, eagerCount = 0, label }: { type: ItemType; eagerCount?: number; label?: string }) {
  const words = WORDS[type];
  const { data, isPending, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useItemPages(type);
  const list = useRef<HTMLDivElement>(null);
  // The card count when "Ver más" was pressed: once the new page is drawn, its first card's link gets the focus.
  const focusFrom = useRef<number | null>(null);
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || isFetchingNextPage) return;
    focusFrom.current = null;
    const links = list.current?.querySelectorAll<HTMLAnchorElement>('.item-card__link');
    links?.[Math.min(from, links.length - 1)]?.focus();
  }, [isFetchingNextPage, items.length]);

  if (isPending) return <PageStatus label={words.loading} />;
  if (error && items.length === 0) return <QueryErrorMessage error={error} onRetry={() => void refetch()} />;
  if (items.length === 0) return <p>{words.none}</p>;
  const more = () => {
    focusFrom.current = items.length;
    void fetchNextPage();
  };
  return (
    <div ref={list} className="paged-grid">
      <ItemGrid items={items} eagerCount={eagerCount} label={label ?? words.label} />
      {hasNextPage ? (
        <div className="paged-grid__more">
          <button
            type="button"
            className="p-button p-component p-button-outlined paged-grid__button"
            onClick={more}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
            data-testid="load-more"
          >
            {isFetchingNextPage ? <span className="pi pi-spin pi-spinner p-button-icon p-button-icon-left" aria-hidden="true" /> : null}
            <span className="p-button-label">{isFetchingNextPage ? 'Cargando…' : words.more}</span>
          </button>
          {isFetchNextPageError ? (
            <p className="form-error" role="alert">
              No pudimos cargar más. Revisá tu conexión y probá de nuevo.
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {(data?.pages.length ?? 0) > 1 ? `Se muestran ${items.length} ${words.label.toLowerCase()}.` : ''}
      </p>
    </div>
  );
}
