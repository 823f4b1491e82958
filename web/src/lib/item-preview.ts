// An admin's preview of an item page (/admin/courses/:id/preview, /admin/plannings/:id/preview):
// the same page components a visitor gets, told to read the item through the admin's own rights
// (the user pool token, which sees drafts and hidden items) under cache keys of their own, and to
// show the page as a preview (a banner, a buy button that buys nothing). Outside a preview the
// context is null and the pages behave as published.
import { createContext, useContext } from 'react';

export interface ItemPreview {
  /** The admin's editor of this item, linked from the preview banner. */
  editorPath: string;
}

export const ItemPreviewContext = createContext<ItemPreview | null>(null);

/** The preview this page is drawn in, or null on the storefront. */
export const useItemPreview = (): ItemPreview | null => useContext(ItemPreviewContext);
