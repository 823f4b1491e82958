// Writes a message in a result's thread: the text (1–2000 characters, the server's rule and
// message) and "Enviar"; the server's Spanish message shows under the field when it refuses. Beside
// a form-check video, "Fijar en 0:04" pins the message to the video's position (the server bounds
// it to the video's length).
import { useId, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { commentTextSchema } from '../../../../../functions/domain/coaching-input';
import { CommentField } from './comment-field';
import { formatMoment } from '../../../../../functions/domain/form-check';
import type { ResultRefInput } from '../../../generated/graphql';
import { useAddResultComment } from '../api/coaching';

export function ReplyForm({
  result,
  label,
  moment = null,
}: {
  result: ResultRefInput;
  label: string;
  /** The form-check video's position (whole seconds) when one is shown: the message may be pinned there. */
  moment?: number | null;
}) {
  const [text, setText] = useState('');
  const [pinned, setPinned] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddResultComment();
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = commentTextSchema.safeParse({ text });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Revisá el comentario.');
      return;
    }
    setProblem(null);
    add.mutate(
      { result, text: checked.data.text, atSeconds: pinned && moment !== null ? moment : null },
      {
        onSuccess: () => {
          setText('');
          setPinned(false);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form className="result-thread__form" onSubmit={submit} noValidate>
      <CommentField fieldId={fieldId} label={label} text={text} onChange={setText} problem={problem} testId="thread-reply" />
      {moment !== null ? (
        <div className="result-thread__pin">
          <Checkbox
            inputId={`${fieldId}-pin`}
            checked={pinned}
            onChange={(event) => setPinned(event.checked === true)}
            data-testid="thread-pin"
          />
          <label htmlFor={`${fieldId}-pin`}>Fijar en el momento del video ({formatMoment(moment)})</label>
        </div>
      ) : null}
      <Button type="submit" size="small" label={add.isPending ? 'Enviando…' : 'Enviar'} icon="pi pi-send" disabled={add.isPending} />
    </form>
  );
}
