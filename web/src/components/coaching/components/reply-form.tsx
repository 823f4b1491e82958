// Writes a message in a result's thread: the text (1–2000 characters, the server's rule and
// message) and "Enviar"; the server's Spanish message shows under the field when it refuses.
import { useId, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { COMMENT_MAX_LENGTH, commentTextSchema } from '../../../../../functions/domain/coaching-input';
import type { ResultRefInput } from '../../../generated/graphql';
import { useAddResultComment } from '../api/coaching';

export function ReplyForm({ result, label }: { result: ResultRefInput; label: string }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddResultComment();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = commentTextSchema.safeParse({ text });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Revisá el comentario.');
      return;
    }
    setProblem(null);
    add.mutate(
      { result, text: checked.data.text },
      {
        onSuccess: () => setText(''),
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form className="result-thread__form" onSubmit={submit} noValidate>
      <label htmlFor={fieldId}>{label}</label>
      <InputTextarea
        id={fieldId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={2}
        autoResize
        maxLength={COMMENT_MAX_LENGTH}
        invalid={problem !== null}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        data-testid="thread-reply"
      />
      {problem ? (
        <small id={errorId} className="p-error" role="alert">
          {problem}
        </small>
      ) : null}
      <Button type="submit" size="small" label={add.isPending ? 'Enviando…' : 'Enviar'} icon="pi pi-send" disabled={add.isPending} />
    </form>
  );
}
