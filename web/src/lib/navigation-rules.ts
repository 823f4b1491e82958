// Pure navigation rules of the spec, kept apart from React so they are unit-tested.
import type { KnownItems } from './known-items';
import { routes } from './paths';

/**
 * The spec: "If a known course, planning or lesson path ends on not found after a redirect,
 * navigation goes to the original path instead." A path is known when it names a course or
 * planning registered at start: /courses/{id}, /plannings/{id}, /lessons/{courseId}[/{topicId}].
 * For such a path the app stays on the address the person asked for (showing the not-found
 * page there) instead of moving to /not-found, so a reload or a shared link tries it again.
 */
export function isKnownItemPath(pathname: string, known: KnownItems): boolean {
  const [first, id, topicId, ...rest] = pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (!id || rest.length > 0) return false;
  const decoded = safeDecode(id);
  if (first === 'courses') return topicId === undefined && known.courses.has(decoded);
  if (first === 'plannings') return topicId === undefined && known.plannings.has(decoded);
  if (first === 'lessons') return known.courses.has(decoded);
  return false;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Where a navigation that was redirected to not-found from `originalPath` should end. */
export function notFoundDestination(originalPath: string, known: KnownItems): 'stay' | typeof routes.notFound.pattern {
  return isKnownItemPath(originalPath, known) ? 'stay' : routes.notFound.pattern;
}
