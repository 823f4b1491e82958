// On the member's result: "Enviar video de técnica" — a short video of her set for her coach, from
// the phone's camera or gallery. The limits are stated before she picks a file (60 s, 100 MB, MP4,
// MOV or WebM) and checked here first (type, size, the length the browser reads from the file);
// the server holds the same limits and measures the length again when the video is processed.
// Once sent it is never replaced; its state is shown: processing, ready (her coach sees it), too
// long or failed.
import { useId, useState, type ChangeEvent } from 'react';
import {
  FORM_CHECK_MAX_BYTES,
  FORM_CHECK_MAX_SECONDS,
  FORM_CHECK_MESSAGES,
  FORM_CHECK_VIDEO_TYPES,
  isFormCheckVideoType,
} from '../../../../../functions/domain/form-check';
import type { ResultRefInput } from '../../../generated/graphql';
import { useFormCheck, useSendFormCheck } from '../api/coaching';
import '../coaching.css';

const FORM_CHECK_LIMITS_TEXT = `Hasta ${FORM_CHECK_MAX_SECONDS} segundos y ${FORM_CHECK_MAX_BYTES / (1024 * 1024)} MB (MP4, MOV o WebM). Lo ven solo vos y tu coach.`;

const EXTENSION_TYPES: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' };

/** The file's type as the upload signs it: the browser's, or from its extension when it gives none. */
const typeOf = (file: File): string => file.type || EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';

/** The length the browser reads from the file's metadata (null when it cannot: the server measures it anyway). */
function readDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    window.setTimeout(() => done(null), 5000);
    video.src = url;
  });
}

export function FormCheckUpload({ result }: { result: ResultRefInput }) {
  const check = useFormCheck(result);
  const send = useSendFormCheck(result);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const contentType = typeOf(file);
    if (!isFormCheckVideoType(contentType)) return setProblem(FORM_CHECK_MESSAGES.videoType);
    if (file.size > FORM_CHECK_MAX_BYTES) return setProblem(FORM_CHECK_MESSAGES.videoSize);
    const seconds = await readDuration(file);
    if (seconds !== null && seconds > FORM_CHECK_MAX_SECONDS + 0.5) return setProblem(FORM_CHECK_MESSAGES.tooLong);
    setProblem(null);
    send.mutate({ file, contentType }, { onError: (error) => setProblem(error.message) });
  };

  if (check.isPending) return null;
  const status = check.data?.status ?? null;
  return (
    <div className="form-check" data-testid="form-check">
      {status === null ? (
        <>
          <label className={`p-button p-button-sm p-button-outlined form-check__pick${send.isPending ? ' p-disabled' : ''}`}>
            <i className="pi pi-video" aria-hidden="true" /> {send.isPending ? 'Subiendo el video…' : 'Enviar video de técnica'}
            <input
              id={inputId}
              className="form-check__input"
              type="file"
              accept={Object.keys(FORM_CHECK_VIDEO_TYPES).join(',')}
              aria-describedby={hintId}
              disabled={send.isPending}
              onChange={(event) => void chosen(event)}
              data-testid="form-check-input"
            />
          </label>
          <small id={hintId} className="form-check__hint">
            {FORM_CHECK_LIMITS_TEXT}
          </small>
        </>
      ) : null}
      {status === 'PROCESSING' ? (
        <p className="form-check__status" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Video de técnica enviado: lo estamos procesando.
        </p>
      ) : null}
      {status === 'READY' ? (
        <p className="form-check__status" role="status">
          <i className="pi pi-video" aria-hidden="true" /> Video de técnica enviado ({check.data?.durationSeconds ?? 0} s): tu coach ya
          puede verlo.
        </p>
      ) : null}
      {status === 'TOO_LONG' ? <p className="form-check__status p-error">{FORM_CHECK_MESSAGES.tooLong}</p> : null}
      {status === 'FAILED' ? <p className="form-check__status p-error">No pudimos procesar el video. Envialo en otro resultado.</p> : null}
      {problem ? (
        <small className="p-error" role="alert">
          {problem}
        </small>
      ) : null}
    </div>
  );
}
