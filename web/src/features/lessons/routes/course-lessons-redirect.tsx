// /lessons/{courseId}: to the course's first topic — or, for a buyer, to where they left off.
import { Navigate, useParams } from 'react-router';
import { NotFoundRedirect } from '../../../components/not-found-redirect';
import { useSession } from '../../../lib/session/session-context';
import { useCourseProgress } from '../api/course-progress';
import { useLessonSyllabus } from '../api/lesson-syllabus';
import { LessonsError, LessonsStatus } from '../components/lessons-status';
import { resumeTopicId } from '../domain/player-navigation';
import { isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';

export default function CourseLessonsRedirect() {
  const { courseId = '' } = useParams();
  const session = useSession();
  const sessionKnown = session.status !== 'loading';
  const viewer = session.user?.id ?? null;
  const program = useLessonSyllabus(courseId);
  const progress = useCourseProgress(sessionKnown ? viewer : null, courseId);

  if (program.error) {
    if (isApiError(program.error, 'NotFound')) return <NotFoundRedirect />;
    return <LessonsError error={program.error} onRetry={() => void program.refetch()} />;
  }
  const progressKnown = !sessionKnown ? false : viewer === null || !progress.isPending;
  if (!program.data || !progressKnown) return <LessonsStatus label="Abriendo el curso…" />;
  // A failed progress read only loses the resume point: start at the beginning.
  const target = resumeTopicId(program.data, progress.data ?? null);
  if (!target) return <NotFoundRedirect />;
  return <Navigate to={routes.topic.to({ courseId, topicId: target })} replace />;
}
