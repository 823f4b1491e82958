// The final evaluation by video: the buyer picks 1 to N files (type and size checked here first,
// and again by the server and the bucket), they go up through presigned addresses, and the coach
// reviews them. While in review nothing can be sent; after "another attempt" the coach's comment is
// shown and the form is back.
import { Button } from 'primereact/button';
import { useState } from 'react';
import { formatStoreDateTime } from '../../../../../functions/domain/store-clock';
import type { CourseEvaluationData } from '../api/course-evaluation';
import { useSubmitEvaluationVideos } from '../api/course-evaluation';

interface VideoSubmissionFormProps {
  viewer: string;
  courseId: string;
  evaluation: CourseEvaluationData;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export function VideoSubmissionForm({ viewer, courseId, evaluation }: VideoSubmissionFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSubmitEvaluationVideos(viewer, courseId);
  const { status } = evaluation;
  const submission = status.submission;

  if (status.passed) {
    return (
      <p className="evaluation__result evaluation__result--passed" role="status" data-testid="submission-approved">
        El coach aprobó tus videos.{submission?.reviewComment ? ` Comentario: «${submission.reviewComment}»` : ''}
      </p>
    );
  }
  if (submission?.status === 'PENDING_REVIEW') {
    return (
      <p className="evaluation__result" role="status" data-testid="submission-pending">
        Recibimos {submission.videoCount === 1 ? 'tu video' : `tus ${submission.videoCount} videos`} el{' '}
        {formatStoreDateTime(submission.submittedAt)}. El coach {submission.videoCount === 1 ? 'lo' : 'los'} está revisando: te avisamos por
        e-mail.
      </p>
    );
  }

  const pick = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (chosen.length > evaluation.maxVideos) return setProblem(`Elegí hasta ${evaluation.maxVideos} videos.`);
    const wrongType = chosen.find((file) => !evaluation.videoContentTypes.includes(file.type));
    if (wrongType) return setProblem(`«${wrongType.name}» no es un video MP4, WebM o MOV.`);
    const tooBig = chosen.find((file) => file.size > evaluation.maxVideoBytes);
    if (tooBig) return setProblem(`«${tooBig.name}» pesa más de ${megabytes(evaluation.maxVideoBytes)}.`);
    setProblem(null);
    setFiles(chosen);
  };

  return (
    <form
      className="video-submission"
      data-testid="submission-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (files.length === 0) return setProblem('Elegí al menos un video.');
        send.mutate(files, { onSuccess: () => setFiles([]) });
      }}
    >
      {submission?.status === 'CHANGES_REQUESTED' ? (
        <div className="evaluation__result" role="status" data-testid="submission-changes">
          <p>
            <strong>El coach te pide otro intento.</strong>
          </p>
          {submission.reviewComment ? <p>«{submission.reviewComment}»</p> : null}
        </div>
      ) : null}
      <label className="video-submission__field" htmlFor="submission-files">
        Tus videos (de 1 a {evaluation.maxVideos}; MP4, WebM o MOV, hasta {megabytes(evaluation.maxVideoBytes)} cada uno)
      </label>
      <input
        id="submission-files"
        type="file"
        accept={evaluation.videoContentTypes.join(',')}
        multiple={evaluation.maxVideos > 1}
        onChange={(event) => pick(event.target.files)}
        aria-describedby={problem ? 'submission-problem' : undefined}
        data-testid="submission-files"
      />
      {files.length > 0 ? (
        <ul className="video-submission__files">
          {files.map((file) => (
            <li key={file.name}>
              {file.name} · {megabytes(file.size) === '0 MB' ? '< 1 MB' : megabytes(file.size)}
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p id="submission-problem" className="quiz__error" role="alert">
          {problem}
        </p>
      ) : null}
      {send.error ? (
        <p className="quiz__error" role="alert">
          {send.error.message}
        </p>
      ) : null}
      <Button type="submit" label="Enviar para revisión" icon="pi pi-upload" loading={send.isPending} data-testid="submission-send" />
    </form>
  );
}
