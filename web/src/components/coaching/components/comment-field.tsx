// The text box of a comment or a thread message, with its label and its error: one shape for the
// coach's and the member's replies (its length bound is the server's).
import { InputTextarea } from 'primereact/inputtextarea';
import { COMMENT_MAX_LENGTH } from '../../../../../functions/domain/coaching-input';

export function CommentField(props: {
  fieldId: string;
  label: string;
  text: string;
  onChange: (text: string) => void;
  problem: string | null;
  testId: string;
}) {
  const errorId = `${props.fieldId}-error`;
  return (
    <>
      <label htmlFor={props.fieldId}>{props.label}</label>
      <InputTextarea
        id={props.fieldId}
        value={props.text}
        onChange={(event) => props.onChange(event.target.value)}
        rows={2}
        autoResize
        maxLength={COMMENT_MAX_LENGTH}
        invalid={props.problem !== null}
        aria-invalid={props.problem !== null}
        aria-describedby={props.problem ? errorId : undefined}
        data-testid={props.testId}
      />
      {props.problem ? (
        <small id={errorId} className="p-error" role="alert">
          {props.problem}
        </small>
      ) : null}
    </>
  );
}
