// /all-lessons: the signed-in buyer's courses with their progress (continue where they left
// off), and for everyone the courses' free preview lessons.
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useLessonCourses } from '../api/lesson-courses';
import { useMyCourses } from '../api/my-inventory';
import { LessonsError, LessonsStatus } from '../components/lessons-status';
import { OwnedCourseCard } from '../components/owned-course-card';
import { PreviewCourseCard } from '../components/preview-course-card';
import '../lessons.css';
import { routes, signInPath } from '../../../lib/paths';

export default function AllLessonsPage() {
  usePageTitle('Clases');
  const session = useSession();
  const viewer = session.user?.id ?? null;
  const courses = useLessonCourses();
  const owned = useMyCourses(session.status === 'signed-in' ? viewer : null);
  const ownedIds = new Set((owned.data ?? []).map((entry) => entry.itemId));

  return (
    <div className="all-lessons container">
      <h1>Clases</h1>

      <section className="all-lessons__section" aria-labelledby="my-courses-title">
        <h2 id="my-courses-title">Tus cursos</h2>
        {session.status === 'loading' ? (
          <LessonsStatus label="Cargando tus cursos…" inline />
        ) : session.status === 'signed-out' ? (
          <p>
            <Link to={signInPath(routes.allLessons.to())}>Iniciá sesión</Link> para ver los cursos que compraste y seguir donde los dejaste.
          </p>
        ) : owned.isPending ? (
          <LessonsStatus label="Cargando tus cursos…" inline />
        ) : owned.error ? (
          <LessonsError error={owned.error} onRetry={() => void owned.refetch()} inline />
        ) : owned.data.length === 0 ? (
          <p>
            Todavía no compraste cursos. <Link to={routes.allCourses.to()}>Mirá los cursos</Link> y empezá con sus clases gratis.
          </p>
        ) : (
          <ul className="lesson-course-grid" data-testid="owned-courses">
            {owned.data.map((entry) => (
              <li key={entry.itemId}>
                <OwnedCourseCard courseId={entry.itemId} name={entry.name} viewer={viewer ?? 'visitor'} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="all-lessons__section" aria-labelledby="previews-title">
        <h2 id="previews-title">Clases gratis</h2>
        <p>Mirá la clase de introducción de cada curso antes de comprarlo.</p>
        {courses.isPending ? (
          <LessonsStatus label="Cargando los cursos…" inline />
        ) : courses.error ? (
          <LessonsError error={courses.error} onRetry={() => void courses.refetch()} inline />
        ) : (
          <ul className="lesson-course-grid" data-testid="preview-courses">
            {courses.data
              .filter((course) => !ownedIds.has(course.id))
              .map((course) => (
                <PreviewCourseCard key={course.id} course={course} />
              ))}
          </ul>
        )}
      </section>
    </div>
  );
}
