// Who may open a topic's content: anyone for a public topic, otherwise only an owner of the
// course or an admin. Pure so the rule is tested on its own and applied in one place.
import { isAdmin, type Viewer } from './viewer';

export interface TopicAccessFacts {
  isPublic: boolean;
  viewerOwnsCourse: boolean;
}

export function canOpenTopic(viewer: Viewer, facts: TopicAccessFacts): boolean {
  if (facts.isPublic) return true;
  if (viewer.kind === 'visitor') return false;
  return isAdmin(viewer) || facts.viewerOwnsCourse;
}

/** Downloadable materials (PDF plans) are part of what is bought: owners and admins only, public topic or not. */
export function canDownloadMaterials(viewer: Viewer, facts: Pick<TopicAccessFacts, 'viewerOwnsCourse'>): boolean {
  if (viewer.kind === 'visitor') return false;
  return isAdmin(viewer) || facts.viewerOwnsCourse;
}
