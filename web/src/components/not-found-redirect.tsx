// Sends a path with nothing to show to /not-found (unknown paths, unknown item ids) — except a
// known course, planning or lesson path, which keeps its address and shows the not-found page
// there (the spec's rule; see navigation-rules.ts). Pages that find no item render this.
import { Navigate, useLocation } from 'react-router';
import { NotFoundView } from './not-found-view';
import { knownItems } from '../lib/known-items';
import { notFoundDestination } from '../lib/navigation-rules';
import { routes } from '../lib/paths';

export function NotFoundRedirect() {
  const { pathname } = useLocation();
  if (notFoundDestination(pathname, knownItems()) === 'stay') return <NotFoundView />;
  return <Navigate to={routes.notFound.to()} replace state={{ from: pathname }} />;
}
