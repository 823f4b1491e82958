// One lesson topic: the syllabus in a sidebar, the topic's video and text (only when the server
// hands them out: a free preview, an owner or an admin), previous / next, marking a lesson without
// video complete, the certificate download on the certificate topic, and for admins the content
// editor. A video lesson is done by watching 90 % of it, as the server counts it from the position
// saves (issue 42): no mark is offered, the page says so and shows "Clase vista" once the server
// says it was watched. Hiding content here is not the protection; the server's answer is.
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { NotFoundRedirect } from '../../../components/not-found-redirect';
import { usePageTitle } from '../../../lib/page-title';
import { useNotices } from '../../../components/toast';
import { useSession } from '../../../lib/session/session-context';
import { useCourseProgress } from '../api/course-progress';
import { useLessonCourse } from '../api/lesson-course';
import { useLessonSyllabus } from '../api/lesson-syllabus';
import { useSetTopicProgress } from '../api/set-topic-progress';
import { useSaveVideoPosition } from '../api/save-video-position';
import { useTopicContent } from '../api/topic-content';
import { useCourseEvaluation } from '../api/course-evaluation';
import { CertificatePanel } from '../components/certificate-panel';
import { CompleteAndContinue } from '../components/complete-and-continue';
import { EvaluationPanel } from '../components/evaluation-panel';
import { CompleteToggle } from '../components/complete-toggle';
import { WatchStatus } from '../components/watch-status';
import { LessonSidebar } from '../components/lesson-sidebar';
import { LessonsStatus, LessonsError } from '../components/lessons-status';
import { LockedTopic } from '../components/locked-topic';
import { TopicNavigation } from '../components/topic-navigation';
import { TopicText } from '../components/topic-text';
import { TopicVideo } from '../components/topic-video';
import { TopicMaterials } from '../components/topic-materials';
import { formatMinutes } from '../../../lib/format';
import { adjacentTopics, CERTIFICATE_COMPONENT, lessonCounts, orderedTopics } from '../domain/player-navigation';
import '../lessons.css';
import { isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';

// Only admins edit content: the editor (and its PrimeReact textarea) is fetched when an admin
// opens a topic, never with a learner's player.
const TopicContentEditor = lazy(async () => ({
  default: (await import('../components/topic-content-editor')).TopicContentEditor,
}));

interface TopicPageProps {
  /**
   * The course's price and buy button, shown under a lesson someone without the course can watch
   * (a free preview): composed by the app, which knows the catalogue.
   */
  purchaseBox?: (courseId: string) => ReactNode;
}

export default function TopicPage({ purchaseBox }: TopicPageProps = {}) {
  const { courseId = '', topicId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const notices = useNotices();
  const sessionKnown = session.status !== 'loading';
  const viewer = session.user?.id ?? null;
  const viewerKey = viewer ?? 'visitor';

  const program = useLessonSyllabus(courseId);
  const course = useLessonCourse(courseId);
  const progress = useCourseProgress(sessionKnown ? viewer : null, courseId);
  // Asked beside the syllabus, not after it: the video's address is in it, and waiting for the
  // syllabus first cost a round trip before the first frame (issue 42). A topic that does not
  // exist answers NotFound here as well (not retried), and the page shows what the syllabus says.
  const content = useTopicContent(viewerKey, courseId, topicId, sessionKnown);
  const setProgress = useSetTopicProgress(viewerKey, courseId);
  // The next topic's name for the notice that the lesson was watched (known once the syllabus is).
  const nextName = useRef<string | null>(null);
  const saveVideoPosition = useSaveVideoPosition(viewerKey, courseId, topicId, () =>
    notices.show({
      severity: 'success',
      summary: 'Clase vista',
      detail: nextName.current ? `Seguí con "${nextName.current}".` : 'La clase quedó completada.',
    }),
  );
  const tracksProgressHint = Boolean(progress.data);
  const evaluation = useCourseEvaluation(tracksProgressHint ? viewer : null, courseId);

  const topic = program.data ? orderedTopics(program.data).find((candidate) => candidate.id === topicId) : undefined;
  usePageTitle(topic?.name ?? 'Clase');

  if (program.error || course.error) {
    const error = program.error ?? course.error;
    if (isApiError(error, 'NotFound')) return <NotFoundRedirect />;
    return <LessonsError error={error as Error} onRetry={() => void (program.error ? program.refetch() : course.refetch())} />;
  }
  if (!program.data || !course.data || !sessionKnown) return <LessonsStatus label="Cargando la clase…" />;
  if (course.data.type !== 'COURSE' || !topic) return <NotFoundRedirect />;

  const units = program.data;
  // Owners and admins keep progress; the server answers null (no access) to everyone else.
  const tracksProgress = Boolean(progress.data);
  const completedTopicIds = progress.data?.completedTopicIds ?? [];
  const isCompleted = completedTopicIds.includes(topic.id);
  const isCertificate = topic.componentName === CERTIFICATE_COMPONENT;
  const { previous, next } = adjacentTopics(units, topic.id);
  nextName.current = next?.name ?? null;
  const unit = units.find((candidate) => candidate.id === topic.unitId);
  const counts = lessonCounts(units, completedTopicIds);

  const markComplete = (completed: boolean) =>
    setProgress.mutate(
      { topicId: topic.id, completed },
      { onError: (error) => notices.show({ severity: 'error', summary: 'No pudimos guardar tu avance.', detail: error.message }) },
    );

  // A video lesson is done on the server (90 % watched): the page only asks it to count now.
  const byWatching = Boolean(content.data?.completesByWatching);
  // A video of unknown length is still marked here, when 90 % of it played or it ended (once).
  const onVideoWatched = (seconds?: number) => {
    if (!tracksProgress || isCompleted || isCertificate) return;
    if (byWatching) {
      if (seconds !== undefined) saveVideoPosition(seconds, 'WATCHED');
      return;
    }
    if (setProgress.isPending) return;
    markComplete(true);
    notices.show({ severity: 'success', summary: 'Clase completada', detail: next ? `Seguí con "${next.name}".` : undefined });
  };

  const completeAndContinue = () => {
    if (!next) return;
    const go = () => navigate(routes.topic.to({ courseId, topicId: next.id }));
    if (isCompleted) return go();
    setProgress.mutate(
      { topicId: topic.id, completed: true },
      {
        onSuccess: go,
        onError: (error) => notices.show({ severity: 'error', summary: 'No pudimos guardar tu avance.', detail: error.message }),
      },
    );
  };

  const evaluationData = evaluation.data ?? null;
  const evaluationPending = evaluationData !== null && !evaluationData.status.passed;
  const watermark = tracksProgress && session.user ? `${session.user.firstName} ${session.user.lastName}`.trim() : null;

  let body;
  if (content.isPending) body = <LessonsStatus label="Cargando el contenido…" inline />;
  else if (content.error) {
    body = isApiError(content.error, 'Unauthorized') ? (
      <LockedTopic courseId={courseId} message={content.error.message} signedIn={viewer !== null} currentPath={pathname} />
    ) : (
      <LessonsError error={content.error} onRetry={() => void content.refetch()} inline />
    );
  } else {
    const data = content.data;
    body = (
      <>
        {data.videoUrl || data.stream ? (
          <TopicVideo
            key={topic.id}
            src={data.videoUrl ?? null}
            stream={data.stream ?? null}
            expiresAt={data.videoExpiresAt}
            title={topic.name}
            startAt={data.resumeAtSeconds}
            captionsUrl={data.captionsUrl ?? null}
            watermark={watermark}
            onEnded={() => onVideoWatched()}
            onWatched={onVideoWatched}
            onExpired={() => void content.refetch()}
            {...(tracksProgress ? { onPosition: saveVideoPosition } : {})}
          />
        ) : null}
        <TopicText text={data.text} />
        <TopicMaterials materials={data.materials} />
        {isCertificate && tracksProgress && evaluationData && progress.data?.isComplete ? (
          <EvaluationPanel viewer={viewerKey} courseId={courseId} evaluation={evaluationData} onRetry={() => void evaluation.refetch()} />
        ) : null}
        {isCertificate && tracksProgress && !evaluation.isPending ? (
          <CertificatePanel
            courseId={courseId}
            done={counts.done}
            total={counts.total}
            isComplete={Boolean(progress.data?.isComplete)}
            evaluationPending={evaluationPending}
          />
        ) : null}
        {session.user?.isAdmin ? (
          <Suspense fallback={null}>
            <TopicContentEditor
              key={topic.id}
              courseId={courseId}
              topicId={topic.id}
              text={data.text}
              hasVideo={Boolean(data.videoUrl)}
              hasCaptions={Boolean(data.captionsUrl)}
            />
          </Suspense>
        ) : null}
      </>
    );
  }

  return (
    <div className="lesson-player container" data-course-id={courseId} data-topic-id={topic.id}>
      <div className="lesson-player__main">
        <header className="lesson-player__header">
          <p className="lesson-player__unit">
            {course.data.name}
            {unit ? ` · ${unit.name}` : ''}
            {topic.durationMinutes ? ` · ${formatMinutes(topic.durationMinutes)}` : ''}
          </p>
          <h1>{topic.name}</h1>
          {tracksProgress && !isCertificate && content.isSuccess ? (
            <div className="lesson-player__actions">
              {byWatching ? (
                <WatchStatus watched={isCompleted} />
              ) : (
                <>
                  <CompleteToggle completed={isCompleted} busy={setProgress.isPending} onChange={markComplete} />
                  {next ? <CompleteAndContinue busy={setProgress.isPending} onClick={completeAndContinue} /> : null}
                </>
              )}
            </div>
          ) : null}
        </header>
        {body}
        {purchaseBox && !tracksProgress && content.isSuccess ? (
          <div className="lesson-player__purchase" data-testid="preview-purchase">
            {purchaseBox(courseId)}
          </div>
        ) : null}
        <TopicNavigation courseId={courseId} previous={previous} next={next} />
      </div>
      <LessonSidebar
        courseId={courseId}
        courseName={course.data.name}
        units={units}
        currentTopicId={topic.id}
        completedTopicIds={completedTopicIds}
        hasCourseAccess={tracksProgress}
        tracksProgress={tracksProgress}
      />
    </div>
  );
}
