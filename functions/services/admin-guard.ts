// The resolver-side check of every admin operation: the schema's group directive is the first
// gate, this is the second (a token without the admin group never reaches a write).
import { unauthorized } from '../domain/errors';
import { isAdmin, type Viewer } from '../domain/viewer';

export function requireAdmin(viewer: Viewer): void {
  if (!isAdmin(viewer)) throw unauthorized();
}
