// Where the admin edits an item, and where a visitor would see it.
export const adminItemPath = (item: { id: string; type: string }): string =>
  `/admin/${item.type === 'COURSE' ? 'courses' : 'plannings'}/${item.id}`;

export const storefrontPath = (item: { id: string; type: string }): string =>
  `/${item.type === 'COURSE' ? 'courses' : 'plannings'}/${item.id}`;
