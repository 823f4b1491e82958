// The frame of a course or planning page: loading, an unknown id (the not-found rule), a failed
// load with a retry, and once loaded the header, the buy box and the page's own sections. The
// course and planning pages fill in only what differs (facts, buy notes, sections). In an admin's
// preview (lib/item-preview) the same frame reads the item with the admin's token, always says it
// is a preview, and answers an unknown id with a message instead of the not-found page.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NotFoundRedirect } from '../../../components/not-found-redirect';
import { PageStatus } from '../../../components/page-status';
import { QueryErrorMessage } from '../../../components/query-error-message';
import { isApiError } from '../../../lib/api-client';
import { useItemPreview, type ItemPreview } from '../../../lib/item-preview';
import { usePageTitle } from '../../../lib/page-title';
import type { ItemType } from '../../../generated/graphql';
import { useItem, type PageItem } from '../api/get-item';
import { ItemHeader } from './item-header';
import { PreviewNotice } from './preview-notice';

interface ItemPageShellProps {
  itemId: string;
  /** An id of the other kind (a planning under /courses/…) is not found here. */
  type: ItemType;
  /** "Curso", "Planificación": the header's kind and the tab title until the name is known. */
  kind: string;
  loadingLabel: string;
  facts: (item: PageItem) => { label: string; value: ReactNode }[];
  /** The buy box beside the page (app/purchase-panel.tsx: it knows the person's orders and plannings). */
  purchase: (item: PageItem) => ReactNode;
  children: (item: PageItem) => ReactNode;
}

export function ItemPageShell({ itemId, type, kind, loadingLabel, facts, purchase, children }: ItemPageShellProps) {
  const preview = useItemPreview();
  const { data: item, isPending, error, refetch } = useItem(itemId);
  const title = item?.type === type ? item.name : kind;
  usePageTitle(preview ? `Vista previa: ${title}` : title);
  if (isPending) return <PageStatus label={loadingLabel} />;
  if (error) {
    if (isApiError(error, 'NotFound')) return preview ? <PreviewNotFound preview={preview} /> : <NotFoundRedirect />;
    return (
      <div className="container">
        <QueryErrorMessage error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (item.type !== type) return preview ? <PreviewNotFound preview={preview} /> : <NotFoundRedirect />;

  return (
    <article className="item-page container" data-item-id={item.id}>
      <PreviewNotice item={item} preview={preview} />
      <ItemHeader
        kind={kind}
        name={item.name}
        summary={item.summary}
        imageSource={item.imageSource}
        picture={item.picture}
        facts={facts(item)}
      />
      <div className="item-page__layout">
        {purchase(item)}
        <div className="item-page__main">{children(item)}</div>
      </div>
    </article>
  );
}

function PreviewNotFound({ preview }: { preview: ItemPreview }) {
  return (
    <div className="container page-status" role="alert">
      <p>No hay nada que previsualizar con ese id.</p>
      <Link to={preview.editorPath}>Volver a la administración</Link>
    </div>
  );
}
