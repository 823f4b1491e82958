// Where the admin edits an item, and where the admin previews its page as a visitor will see it.
export const adminItemPath = (item: { id: string; type: string }): string =>
  `/admin/${item.type === 'COURSE' ? 'courses' : 'plannings'}/${item.id}`;

/** The item page as a visitor will see it, drawn for the admin (drafts and hidden items too). */
export const previewPath = (item: { id: string; type: string }): string => `${adminItemPath(item)}/preview`;
