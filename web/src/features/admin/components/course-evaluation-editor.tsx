// The admin authors a course's final evaluation: none, a quiz (questions of single or multiple
// choice with their right options, a pass mark, an attempts limit) or a video submission (up to 3
// videos the coach reviews). The server checks the same rules (domain/course-evaluation.ts) and
// keeps the answer key to itself; buyers get the questions shuffled, without it.
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import type { CourseEvaluationInput, EvaluationKind } from '../../../generated/graphql';
import { useAdminEvaluation, useRemoveEvaluation, useSaveEvaluation, type AdminEvaluation } from '../api/admin-evaluations';
import { useNotices } from '../../../components/toast';

type Draft = Omit<CourseEvaluationInput, 'itemId'>;
type QuestionDraft = Draft['questions'][number];

const emptyQuestion = (index: number): QuestionDraft => ({
  id: `p${Date.now().toString(36)}${index}`,
  text: '',
  multiple: false,
  options: [
    { id: 'a', text: '' },
    { id: 'b', text: '' },
  ],
  correctOptionIds: ['a'],
});

const draftOf = (evaluation: AdminEvaluation | null): Draft =>
  evaluation
    ? {
        kind: evaluation.kind,
        title: evaluation.title,
        instructions: evaluation.instructions,
        passPercent: evaluation.passPercent,
        maxAttempts: evaluation.maxAttempts ?? null,
        maxVideos: evaluation.maxVideos,
        questions: evaluation.questions.map((question) => ({
          id: question.id,
          text: question.text,
          multiple: question.multiple,
          options: question.options.map((option) => ({ id: option.id, text: option.text })),
          correctOptionIds: question.correctOptionIds,
        })),
      }
    : {
        kind: 'QUIZ',
        title: 'Evaluación final',
        instructions: '',
        passPercent: 70,
        maxAttempts: 3,
        maxVideos: 1,
        questions: [emptyQuestion(0)],
      };

export function CourseEvaluationEditor({ courseId }: { courseId: string }) {
  const current = useAdminEvaluation(courseId);
  const save = useSaveEvaluation(courseId);
  const remove = useRemoveEvaluation(courseId);
  const notices = useNotices();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (current.isSuccess && draft === null && current.data) setDraft(draftOf(current.data));
  }, [current.isSuccess, current.data, draft]);

  if (current.isPending) return <p role="status">Cargando la evaluación…</p>;
  const exists = Boolean(current.data);

  if (!draft) {
    return (
      <section className="evaluation-editor" aria-labelledby="evaluation-editor-title">
        <h2 id="evaluation-editor-title">Evaluación final</h2>
        <p>Este curso no tiene evaluación final: el certificado se descarga al completar las clases.</p>
        <Button type="button" label="Agregar una evaluación final" icon="pi pi-plus" outlined onClick={() => setDraft(draftOf(null))} />
      </section>
    );
  }

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });
  const setQuestion = (index: number, question: QuestionDraft) =>
    set(
      'questions',
      draft.questions.map((candidate, at) => (at === index ? question : candidate)),
    );

  const submit = () => {
    setError(null);
    save.mutate(
      { itemId: courseId, ...draft, questions: draft.kind === 'QUIZ' ? draft.questions : [] },
      {
        onSuccess: () => notices.show({ severity: 'success', summary: 'Guardamos la evaluación.' }),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <section className="evaluation-editor" aria-labelledby="evaluation-editor-title">
      <h2 id="evaluation-editor-title">Evaluación final</h2>
      <p>Con una evaluación, el certificado se entrega solo a quien la aprueba.</p>
      <div className="evaluation-editor__fields">
        <label htmlFor="evaluation-kind">Tipo</label>
        <select id="evaluation-kind" value={draft.kind} onChange={(event) => set('kind', event.target.value as EvaluationKind)}>
          <option value="QUIZ">Cuestionario</option>
          <option value="VIDEO_SUBMISSION">Envío de videos (lo revisa el coach)</option>
        </select>
        <label htmlFor="evaluation-title">Título</label>
        <input id="evaluation-title" value={draft.title} onChange={(event) => set('title', event.target.value)} />
        <label htmlFor="evaluation-instructions">Instrucciones</label>
        <textarea
          id="evaluation-instructions"
          rows={3}
          value={draft.instructions}
          onChange={(event) => set('instructions', event.target.value)}
        />
        {draft.kind === 'QUIZ' ? (
          <>
            <label htmlFor="evaluation-pass">Porcentaje para aprobar</label>
            <input
              id="evaluation-pass"
              type="number"
              min={1}
              max={100}
              value={draft.passPercent}
              onChange={(event) => set('passPercent', Number(event.target.value))}
            />
            <label htmlFor="evaluation-attempts">Intentos (vacío: sin límite)</label>
            <input
              id="evaluation-attempts"
              type="number"
              min={1}
              max={20}
              value={draft.maxAttempts ?? ''}
              onChange={(event) => set('maxAttempts', event.target.value === '' ? null : Number(event.target.value))}
            />
          </>
        ) : (
          <>
            <label htmlFor="evaluation-videos">Videos como máximo (1 a 3)</label>
            <input
              id="evaluation-videos"
              type="number"
              min={1}
              max={3}
              value={draft.maxVideos}
              onChange={(event) => set('maxVideos', Number(event.target.value))}
            />
          </>
        )}
      </div>
      {draft.kind === 'QUIZ' ? (
        <ol className="evaluation-editor__questions">
          {draft.questions.map((question, index) => (
            <li key={question.id} className="evaluation-editor__question">
              <label htmlFor={`question-${question.id}`}>Pregunta {index + 1}</label>
              <input
                id={`question-${question.id}`}
                value={question.text}
                onChange={(event) => setQuestion(index, { ...question, text: event.target.value })}
              />
              <label className="evaluation-editor__check">
                <input
                  type="checkbox"
                  checked={question.multiple}
                  onChange={(event) =>
                    setQuestion(index, {
                      ...question,
                      multiple: event.target.checked,
                      correctOptionIds: event.target.checked ? question.correctOptionIds : question.correctOptionIds.slice(0, 1),
                    })
                  }
                />
                Varias respuestas correctas
              </label>
              <fieldset>
                <legend>Opciones (marcá las correctas)</legend>
                {question.options.map((option, optionIndex) => (
                  <div key={option.id} className="evaluation-editor__option">
                    <input
                      type={question.multiple ? 'checkbox' : 'radio'}
                      name={`correct-${question.id}`}
                      aria-label={`Opción ${optionIndex + 1} correcta`}
                      checked={question.correctOptionIds.includes(option.id)}
                      onChange={(event) =>
                        setQuestion(index, {
                          ...question,
                          correctOptionIds: question.multiple
                            ? event.target.checked
                              ? [...question.correctOptionIds, option.id]
                              : question.correctOptionIds.filter((id) => id !== option.id)
                            : [option.id],
                        })
                      }
                    />
                    <input
                      aria-label={`Texto de la opción ${optionIndex + 1}`}
                      value={option.text}
                      onChange={(event) =>
                        setQuestion(index, {
                          ...question,
                          options: question.options.map((candidate) =>
                            candidate.id === option.id ? { ...candidate, text: event.target.value } : candidate,
                          ),
                        })
                      }
                    />
                  </div>
                ))}
                <Button
                  type="button"
                  label="Agregar opción"
                  size="small"
                  text
                  disabled={question.options.length >= 8}
                  onClick={() =>
                    setQuestion(index, {
                      ...question,
                      options: [
                        ...question.options,
                        { id: 'abcdefgh'.split('').find((id) => !question.options.some((o) => o.id === id)) ?? 'h', text: '' },
                      ],
                    })
                  }
                />
              </fieldset>
              <Button
                type="button"
                label="Quitar la pregunta"
                size="small"
                severity="danger"
                text
                onClick={() =>
                  set(
                    'questions',
                    draft.questions.filter((_, at) => at !== index),
                  )
                }
              />
            </li>
          ))}
        </ol>
      ) : null}
      {draft.kind === 'QUIZ' ? (
        <Button
          type="button"
          label="Agregar pregunta"
          icon="pi pi-plus"
          outlined
          onClick={() => set('questions', [...draft.questions, emptyQuestion(draft.questions.length)])}
        />
      ) : null}
      {error ? <Message severity="error" text={error} /> : null}
      <div className="evaluation-editor__actions">
        <Button type="button" label="Guardar la evaluación" icon="pi pi-save" loading={save.isPending} onClick={submit} />
        {exists ? (
          <Button
            type="button"
            label="Quitar la evaluación"
            severity="danger"
            outlined
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  setDraft(null);
                  notices.show({ severity: 'success', summary: 'El curso ya no tiene evaluación final.' });
                },
                onError: (failure) => setError(failure.message),
              })
            }
          />
        ) : null}
      </div>
    </section>
  );
}
