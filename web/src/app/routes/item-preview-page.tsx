// An admin's preview of a course or planning page before it is published (a draft has no
// published page, so its storefront address answers not-found): the very course and planning
// pages a visitor gets, drawn inside an ItemPreview, which makes them read the item and syllabus
// with the admin's token and show the preview banner. Served at /admin/courses/:courseId/preview
// and /admin/plannings/:planningId/preview, behind the admin guard (the API checks again).
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ItemPreviewContext } from '../../lib/item-preview';
import CoursePage from './course-page';
import PlanningPage from './planning-page';
import { routes } from '../../lib/paths';

export default function ItemPreviewPage() {
  const { courseId, planningId } = useParams();
  const editorPath = courseId ? routes.adminCourse.to({ itemId: courseId }) : routes.adminPlanning.to({ itemId: planningId ?? '' });
  const preview = useMemo(() => ({ editorPath }), [editorPath]);
  return <ItemPreviewContext.Provider value={preview}>{courseId ? <CoursePage /> : <PlanningPage />}</ItemPreviewContext.Provider>;
}
