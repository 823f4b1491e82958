// The final quiz: each question as a group of radio buttons (one answer) or checkboxes (every
// right answer), sent whole; the server grades it and answers only which questions were right.
// After a failed attempt the buyer sees the score, the questions they missed and the attempts
// left, and starts again with the questions in a new order.
import { Button } from 'primereact/button';
import { useState } from 'react';
import type { CourseEvaluationData } from '../api/course-evaluation';
import { useSubmitQuizAttempt } from '../api/course-evaluation';

interface QuizFormProps {
  viewer: string;
  courseId: string;
  evaluation: CourseEvaluationData;
  onRetry: () => void;
}

const attemptsText = (left: number) => (left === 1 ? 'Te queda 1 intento.' : `Te quedan ${left} intentos.`);

export function QuizForm({ viewer, courseId, evaluation, onRetry }: QuizFormProps) {
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [missing, setMissing] = useState(false);
  const [showingResult, setShowingResult] = useState(false);
  const submit = useSubmitQuizAttempt(viewer, courseId);
  const { status, questions } = evaluation;
  const left = status.attemptsLeft;

  if (status.passed) {
    return (
      <p className="evaluation__result evaluation__result--passed" role="status" data-testid="quiz-passed">
        Aprobaste la evaluación
        {status.lastScorePercent !== null && status.lastScorePercent !== undefined ? ` con ${status.lastScorePercent} %` : ''}.
      </p>
    );
  }

  // How many were right (the server says which only once she passed: nothing to share before).
  const lastAttempt = submit.data ?? null;
  if (showingResult || (left === 0 && status.attemptsUsed > 0)) {
    return (
      <div className="evaluation__result" role="status" data-testid="quiz-failed">
        <p>
          <strong>
            Sacaste {status.lastScorePercent ?? 0} %. Necesitás {evaluation.passPercent} % para aprobar.
          </strong>{' '}
          {left === null ? '' : left === 0 ? 'Ya usaste todos tus intentos: escribinos desde Contacto y lo vemos.' : attemptsText(left)}
        </p>
        {lastAttempt ? (
          <p>
            Acertaste {lastAttempt.correctCount} de {lastAttempt.questionCount} {lastAttempt.questionCount === 1 ? 'pregunta' : 'preguntas'}
            .
          </p>
        ) : null}
        {left !== 0 ? (
          <Button
            type="button"
            label="Intentar de nuevo"
            icon="pi pi-refresh"
            onClick={() => {
              setAnswers({});
              setShowingResult(false);
              onRetry();
            }}
            data-testid="quiz-retry"
          />
        ) : null}
      </div>
    );
  }

  const choose = (questionId: string, optionId: string, multiple: boolean, checked: boolean) =>
    setAnswers((current) => {
      const chosen = current[questionId] ?? [];
      const next = multiple ? (checked ? [...chosen, optionId] : chosen.filter((id) => id !== optionId)) : [optionId];
      return { ...current, [questionId]: next };
    });

  const unanswered = questions.filter((question) => (answers[question.id] ?? []).length === 0).length;

  return (
    <form
      className="quiz"
      data-testid="quiz-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (unanswered > 0) {
          setMissing(true);
          return;
        }
        submit.mutate(
          questions.map((question) => ({ questionId: question.id, optionIds: answers[question.id] ?? [] })),
          { onSuccess: () => setShowingResult(true) },
        );
      }}
    >
      <p className="quiz__rules">
        Aprobás con {evaluation.passPercent} %. {left === null ? 'Sin límite de intentos.' : `${attemptsText(left)}`}
      </p>
      <ol className="quiz__questions">
        {questions.map((question, index) => (
          <li key={question.id} className="quiz__question">
            <fieldset>
              <legend>
                <span className="quiz__number">{index + 1}.</span> {question.text}
                <span className="quiz__hint">{question.multiple ? ' (marcá todas las correctas)' : ' (una respuesta)'}</span>
              </legend>
              {question.options.map((option) => {
                const id = `quiz-${question.id}-${option.id}`;
                const checked = (answers[question.id] ?? []).includes(option.id);
                return (
                  <div key={option.id} className="quiz__option">
                    <input
                      id={id}
                      type={question.multiple ? 'checkbox' : 'radio'}
                      name={`quiz-${question.id}`}
                      value={option.id}
                      checked={checked}
                      onChange={(event) => choose(question.id, option.id, question.multiple, event.target.checked)}
                    />
                    <label htmlFor={id}>{option.text}</label>
                  </div>
                );
              })}
            </fieldset>
          </li>
        ))}
      </ol>
      {missing && unanswered > 0 ? (
        <p className="quiz__error" role="alert">
          {unanswered === 1 ? 'Te falta responder 1 pregunta.' : `Te faltan responder ${unanswered} preguntas.`}
        </p>
      ) : null}
      {submit.error ? (
        <p className="quiz__error" role="alert">
          {submit.error.message}
        </p>
      ) : null}
      <Button type="submit" label="Enviar respuestas" icon="pi pi-send" loading={submit.isPending} data-testid="quiz-submit" />
    </form>
  );
}
