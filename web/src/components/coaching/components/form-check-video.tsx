// A result's form-check video beside its thread, for the member and her coach: the player once it
// is processed (or its state), and the position the coach may pin a comment to. Renders nothing
// when no video was sent.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ResultRefInput } from '../../../generated/graphql';
import { useFormCheck } from '../api/coaching';
import { FormCheckPlayer } from './form-check-player';

export interface FormCheckControls {
  /** The video's position in whole seconds, when it plays here (null: no video). */
  moment: number | null;
  /** Seeks the video there and plays it (absent: no video). */
  seek: ((seconds: number) => void) | undefined;
}

export function FormCheckVideo({ result, children }: { result: ResultRefInput; children: (controls: FormCheckControls) => ReactNode }) {
  const check = useFormCheck(result);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [moment, setMoment] = useState(0);
  const stream = check.data?.status === 'READY' ? check.data.stream : null;

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    const update = () => setMoment(Math.floor(element.currentTime));
    element.addEventListener('timeupdate', update);
    element.addEventListener('seeked', update);
    return () => {
      element.removeEventListener('timeupdate', update);
      element.removeEventListener('seeked', update);
    };
  }, [stream]);

  const seek = useCallback((seconds: number) => {
    const element = videoRef.current;
    if (!element) return;
    element.currentTime = seconds;
    element.scrollIntoView({ block: 'nearest' });
    void element.play().catch(() => undefined);
  }, []);

  const status = check.data?.status ?? null;
  return (
    <>
      {status !== null ? (
        <figure className="form-check__figure" data-testid="form-check-figure">
          <figcaption className="result-thread__about">
            Video de técnica{check.data?.durationSeconds ? ` (${check.data.durationSeconds} s)` : ''}
          </figcaption>
          {stream ? <FormCheckPlayer stream={stream} videoRef={videoRef} label="Video de técnica del resultado" /> : null}
          {status === 'PROCESSING' ? <p className="result-thread__status">Procesando el video…</p> : null}
          {status === 'TOO_LONG' || status === 'FAILED' ? <p className="result-thread__status">El video no se pudo procesar.</p> : null}
        </figure>
      ) : null}
      {children({ moment: stream ? moment : null, seek: stream ? seek : undefined })}
    </>
  );
}
