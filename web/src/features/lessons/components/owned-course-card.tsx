// A course the buyer owns, with how far they got and a way to continue.
import { Link } from 'react-router';
import { useCourseProgress } from '../api/course-progress';
import { routes } from '../../../lib/paths';

export function OwnedCourseCard({ courseId, name, viewer }: { courseId: string; name: string; viewer: string }) {
  const progress = useCourseProgress(viewer, courseId);
  const done = progress.data?.completedTopicIds.length ?? 0;
  const total = progress.data?.totalTopics ?? 0;
  return (
    <article className="lesson-course-card" data-course-id={courseId}>
      <h3>{name}</h3>
      {progress.data ? (
        <>
          <div
            className="lesson-progress-bar"
            role="progressbar"
            aria-label={`Avance en ${name}`}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
          >
            <span style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
          </div>
          <p className="lesson-course-card__meta">
            {progress.data.isComplete ? '¡Curso completo!' : `${done} de ${total} clases completadas`}
          </p>
        </>
      ) : progress.isPending ? (
        <p className="lesson-course-card__meta">Cargando tu avance…</p>
      ) : null}
      <Link className="p-button lesson-course-card__action" to={routes.courseLessons.to({ courseId })}>
        {done > 0 ? 'Continuar' : 'Empezar'}
      </Link>
    </article>
  );
}
