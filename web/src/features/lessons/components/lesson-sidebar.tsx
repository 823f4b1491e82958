// The course syllabus beside the player: units and topics, the current one marked, ticks on
// completed topics (a video lesson's says "vista": watched, issue 42) and locks on those the viewer
// cannot open. On a phone it folds below the video.
import { Icon, type IconName } from '../../../components/icon';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LessonUnit } from '../api/lesson-syllabus';
import { canOpenTopic, lessonCounts } from '../domain/player-navigation';
import { formatMinutes } from '../../../lib/format';
import { courseFigures, formatLessonCount } from '../../../../../functions/domain/course-figures';
import { routes } from '../../../lib/paths';

interface LessonSidebarProps {
  courseId: string;
  courseName: string;
  units: readonly LessonUnit[];
  currentTopicId: string;
  completedTopicIds: readonly string[];
  /** Owner or admin: every topic opens. */
  hasCourseAccess: boolean;
  /** Whether the viewer keeps progress (shows the counter). */
  tracksProgress: boolean;
}

const wideScreen = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 60rem)').matches;

export function LessonSidebar(props: LessonSidebarProps) {
  const { courseId, courseName, units, currentTopicId, completedTopicIds, hasCourseAccess, tracksProgress } = props;
  const [open, setOpen] = useState(wideScreen);
  const completed = new Set(completedTopicIds);
  const counts = lessonCounts(units, completedTopicIds);
  const sortedUnits = [...units].sort((a, b) => a.position - b.position);
  // The same figures as the course page and the certificate (functions/domain/course-figures.ts).
  const figures = courseFigures(units);
  const length = figures.videoMinutes > 0 ? ` · ${formatMinutes(figures.videoMinutes)}` : '';

  return (
    <aside className="lesson-sidebar" aria-label="Programa del curso">
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="lesson-sidebar__summary">
          <span className="lesson-sidebar__course">
            {courseName}
            <Icon name="chevron-down" className="lesson-sidebar__chevron" />
          </span>
          {tracksProgress ? (
            <span className="lesson-sidebar__count">
              <span data-testid="progress-count">
                {counts.done} de {counts.total} clases completadas
              </span>
              {length}
            </span>
          ) : (
            <span className="lesson-sidebar__count">
              Programa del curso · {formatLessonCount(figures.lessonCount)}
              {length}
            </span>
          )}
        </summary>
        {tracksProgress ? (
          <div
            className="lesson-progress-bar"
            role="progressbar"
            aria-label="Avance del curso"
            aria-valuemin={0}
            aria-valuemax={counts.total}
            aria-valuenow={counts.done}
          >
            <span style={{ width: `${counts.total ? (counts.done / counts.total) * 100 : 0}%` }} />
          </div>
        ) : null}
        <ol className="lesson-sidebar__units">
          {sortedUnits.map((unit, unitIndex) => (
            <li key={unit.id}>
              <h2 className="lesson-sidebar__unit">
                <span>Unidad {unitIndex + 1}</span> {unit.name}
              </h2>
              <ol className="lesson-sidebar__topics">
                {[...unit.topics]
                  .sort((a, b) => a.position - b.position)
                  .map((topic) => {
                    const isCurrent = topic.id === currentTopicId;
                    const isDone = completed.has(topic.id);
                    const opens = canOpenTopic(topic, hasCourseAccess);
                    const state = isDone ? 'done' : opens ? 'open' : 'locked';
                    return (
                      <li key={topic.id}>
                        <Link
                          to={routes.topic.to({ courseId, topicId: topic.id })}
                          className={`lesson-topic-link lesson-topic-link--${state}${isCurrent ? ' is-current' : ''}`}
                          aria-current={isCurrent ? 'page' : undefined}
                          data-topic-id={topic.id}
                          data-state={state}
                        >
                          <Icon name={ICONS[state]} />
                          <span className="lesson-topic-link__name">{topic.name}</span>
                          {topic.durationMinutes ? (
                            <span className="lesson-topic-link__duration">{formatMinutes(topic.durationMinutes)}</span>
                          ) : null}
                          <span className="visually-hidden">
                            {state === 'done' && topic.componentName === VIDEO_COMPONENT ? WATCHED_LABEL : LABELS[state]}
                          </span>
                          {topic.isPublic && !hasCourseAccess ? <span className="preview-tag">Gratis</span> : null}
                        </Link>
                      </li>
                    );
                  })}
              </ol>
            </li>
          ))}
        </ol>
      </details>
    </aside>
  );
}

const ICONS = { done: 'check-circle', open: 'play-circle', locked: 'lock' } as const satisfies Record<string, IconName>;
const VIDEO_COMPONENT = 'video-lesson';
const WATCHED_LABEL = '(vista)';
const LABELS = { done: '(completada)', open: '', locked: '(bloqueada: comprá el curso para verla)' } as const;
