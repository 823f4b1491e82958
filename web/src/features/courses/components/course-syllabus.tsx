// The "Programa" tab: units in order, each with its topics; free previews are marked and link
// to the lesson, so a visitor can watch them before buying.
import { Link } from 'react-router';
import { QueryErrorMessage } from '../../../components/query-error-message';
import { formatMinutes } from '../../../lib/format';
import { courseFigures, formatLessonCount } from '../../../../../functions/domain/course-figures';
import { useCourseSyllabus, type SyllabusUnit } from '../api/course-syllabus';
import { routes } from '../../../lib/paths';

const TOPIC_KIND: Record<string, { icon: string; label: string }> = {
  'video-lesson': { icon: 'pi-video', label: 'Clase en video' },
  'text-lesson': { icon: 'pi-file', label: 'Clase escrita' },
  certificate: { icon: 'pi-verified', label: 'Certificado' },
};
const OTHER_TOPIC = { icon: 'pi-book', label: 'Clase' };

export function CourseSyllabus({ courseId }: { courseId: string }) {
  const { data, isPending, error, refetch } = useCourseSyllabus(courseId);
  if (isPending) return <p role="status">Cargando el programa…</p>;
  if (error) return <QueryErrorMessage error={error} onRetry={() => void refetch()} />;
  return <SyllabusUnits courseId={courseId} units={data} />;
}

/** The syllabus's figures, derived as every page derives them (the certificate topic is not a lesson). */
function syllabusSummary(units: SyllabusUnit[]): { units: number; lessons: number; previews: number; minutes: number; captioned: number } {
  const figures = courseFigures(units);
  return {
    units: units.length,
    lessons: figures.lessonCount,
    previews: units.flatMap((unit) => unit.topics).filter((topic) => topic.isPublic).length,
    minutes: figures.videoMinutes,
    captioned: units.flatMap((unit) => unit.topics).filter((topic) => topic.hasCaptions).length,
  };
}

function SyllabusUnits({ courseId, units }: { courseId: string; units: SyllabusUnit[] }) {
  const summary = syllabusSummary(units);
  return (
    <div className="course-program" data-testid="course-program">
      <p className="course-program__summary">
        {summary.units} {summary.units === 1 ? 'unidad' : 'unidades'} ·{' '}
        <span data-testid="course-lesson-count">{formatLessonCount(summary.lessons)}</span>
        {summary.minutes > 0 ? (
          <>
            {' · '}
            <span data-testid="course-total-duration">{formatMinutes(summary.minutes)} de video</span>
          </>
        ) : null}
        {summary.previews > 0
          ? ` · ${summary.previews} ${summary.previews === 1 ? 'clase gratis' : 'clases gratis'} para ver antes de comprar`
          : ''}
        {summary.captioned > 0 ? (
          <>
            {' · '}
            <span data-testid="course-captioned-count">
              {summary.captioned === 1 ? '1 clase con subtítulos' : `${summary.captioned} clases con subtítulos`}
            </span>
          </>
        ) : null}
      </p>
      <ol className="course-program__units">
        {units.map((unit, index) => (
          <li key={unit.id} className="program-unit" data-unit-id={unit.id}>
            <h3 className="program-unit__title">
              <span className="program-unit__number">Unidad {index + 1}</span> {unit.name}
            </h3>
            <ol className="program-unit__topics">
              {unit.topics.map((topic) => {
                const kind = TOPIC_KIND[topic.componentName] ?? OTHER_TOPIC;
                return (
                  <li key={topic.id} className="program-topic" data-topic-id={topic.id} data-public={topic.isPublic}>
                    <span className={`pi ${kind.icon} program-topic__icon`} aria-hidden="true" />
                    <span className="visually-hidden">{kind.label}: </span>
                    {topic.isPublic ? (
                      <>
                        <Link className="program-topic__name" to={routes.topic.to({ courseId, topicId: topic.id })}>
                          {topic.name}
                        </Link>
                        <span className="preview-tag">Vista previa gratis</span>
                      </>
                    ) : (
                      <>
                        <span className="program-topic__name">{topic.name}</span>
                        <span className="program-topic__lock">
                          <span className="pi pi-lock" aria-hidden="true" />
                          <span className="visually-hidden">Disponible al comprar el curso</span>
                        </span>
                      </>
                    )}
                    {topic.hasCaptions ? (
                      <span className="program-topic__captions" data-testid="topic-captions" title="Con subtítulos en español">
                        <span className="pi pi-comment" aria-hidden="true" /> Subtítulos
                      </span>
                    ) : null}
                    {topic.durationMinutes ? (
                      <span className="program-topic__duration" data-testid="topic-duration">
                        {formatMinutes(topic.durationMinutes)}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  );
}
