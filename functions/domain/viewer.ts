// Who is calling, as the services see it: derived from the verified token by the handler, never
// from arguments a client sends.

export type Viewer = { kind: 'visitor' } | { kind: 'user'; userId: string; email: string | null; groups: readonly string[] };

export const ADMIN_GROUP = 'admin';

export const isAdmin = (viewer: Viewer): boolean => viewer.kind === 'user' && viewer.groups.includes(ADMIN_GROUP);
