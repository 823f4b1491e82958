// The course's final evaluation on the certificate topic: its title and instructions, then the
// quiz or the video submission. Shown once every lesson is done (the certificate needs both).
import type { CourseEvaluationData } from '../api/course-evaluation';
import { QuizForm } from './quiz-form';
import { VideoSubmissionForm } from './video-submission-form';

interface EvaluationPanelProps {
  viewer: string;
  courseId: string;
  evaluation: CourseEvaluationData;
  onRetry: () => void;
}

export function EvaluationPanel({ viewer, courseId, evaluation, onRetry }: EvaluationPanelProps) {
  return (
    <section className="evaluation" aria-labelledby="evaluation-title" data-testid="evaluation-panel" data-kind={evaluation.kind}>
      <h2 id="evaluation-title">{evaluation.title}</h2>
      {evaluation.instructions.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph} className="evaluation__instructions">
          {paragraph}
        </p>
      ))}
      {evaluation.kind === 'QUIZ' ? (
        <QuizForm viewer={viewer} courseId={courseId} evaluation={evaluation} onRetry={onRetry} />
      ) : (
        <VideoSubmissionForm viewer={viewer} courseId={courseId} evaluation={evaluation} />
      )}
    </section>
  );
}
