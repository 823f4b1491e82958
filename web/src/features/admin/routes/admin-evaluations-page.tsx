// The coach's review of evaluation videos: the submissions waiting (oldest first), each with its
// videos to watch, and two decisions — approve, or ask for another attempt with a comment the
// buyer reads (in the player and by e-mail). The reviewed ones are listed by status too.
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { formatStoreDateTime } from '../../../../../functions/domain/store-clock';
import type { SubmissionStatus } from '../../../generated/graphql';
import { useNotices } from '../../../components/toast';
import { useEvaluationSubmissions, useReviewSubmission, type SubmissionRow } from '../api/admin-evaluations';
import { AdminLayout } from '../components/admin-layout';

const STATUSES: { label: string; value: SubmissionStatus }[] = [
  { label: 'Por revisar', value: 'PENDING_REVIEW' },
  { label: 'Aprobadas', value: 'APPROVED' },
  { label: 'Con otro intento pedido', value: 'CHANGES_REQUESTED' },
];

export default function AdminEvaluationsPage() {
  const [status, setStatus] = useState<SubmissionStatus>('PENDING_REVIEW');
  const submissions = useEvaluationSubmissions(status);
  return (
    <AdminLayout title="Evaluaciones en video">
      <p>Videos que enviaron los compradores para la evaluación final. Al aprobar, el comprador puede descargar su certificado.</p>
      <SelectButton
        value={status}
        options={STATUSES}
        onChange={(event) => event.value && setStatus(event.value as SubmissionStatus)}
        allowEmpty={false}
        aria-label="Estado de las entregas"
      />
      {submissions.error ? <Message severity="error" text={submissions.error.message} /> : null}
      {submissions.isPending ? <p role="status">Cargando las entregas…</p> : null}
      {submissions.data?.length === 0 ? <p data-testid="submissions-empty">No hay entregas en este estado.</p> : null}
      <ul className="submission-list">
        {(submissions.data ?? []).map((row) => (
          <SubmissionCard key={`${row.userId}-${row.itemId}-${row.submittedAt}`} row={row} />
        ))}
      </ul>
    </AdminLayout>
  );
}

function SubmissionCard({ row }: { row: SubmissionRow }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewSubmission();
  const notices = useNotices();
  const decide = (approved: boolean) => {
    if (!approved && !comment.trim()) {
      setError('Escribí qué tiene que mejorar: es lo que lee el comprador.');
      return;
    }
    setError(null);
    review.mutate(
      { itemId: row.itemId, userId: row.userId, submittedAt: row.submittedAt, approved, comment: comment.trim() || null },
      {
        onSuccess: () =>
          notices.show({
            severity: 'success',
            summary: approved ? 'Evaluación aprobada' : 'Pediste otro intento',
            detail: `Le avisamos por e-mail a ${row.buyerName || row.buyerEmail}.`,
          }),
        onError: (failure) => setError(failure.message),
      },
    );
  };
  const commentId = `review-comment-${row.userId}-${row.itemId}`;
  return (
    <li className="submission-card" data-testid="submission-card" data-course-id={row.itemId}>
      <h2 className="submission-card__title">
        {row.buyerName || row.buyerEmail} · {row.courseName}
      </h2>
      <p className="submission-card__meta">
        {row.buyerEmail} · enviada el {formatStoreDateTime(row.submittedAt)}
        {row.reviewedAt ? ` · revisada el ${formatStoreDateTime(row.reviewedAt)}` : ''}
      </p>
      <div className="submission-card__videos">
        {row.videos.map((video, index) => (
          <video
            key={video.url}
            src={video.url}
            controls
            preload="metadata"
            aria-label={`Video ${index + 1} de ${row.buyerName || row.buyerEmail}`}
          />
        ))}
      </div>
      {row.status === 'PENDING_REVIEW' ? (
        <div className="submission-card__review">
          <label htmlFor={commentId}>Comentario para el comprador (obligatorio para pedir otro intento)</label>
          <InputTextarea id={commentId} value={comment} onChange={(event) => setComment(event.target.value)} rows={3} autoResize />
          {error ? <Message severity="error" text={error} /> : null}
          <div className="submission-card__actions">
            <Button
              label="Aprobar"
              icon="pi pi-check"
              onClick={() => decide(true)}
              loading={review.isPending}
              data-testid="submission-approve"
            />
            <Button
              label="Pedir otro intento"
              icon="pi pi-replay"
              severity="secondary"
              outlined
              onClick={() => decide(false)}
              loading={review.isPending}
              data-testid="submission-retry"
            />
          </div>
        </div>
      ) : row.reviewComment ? (
        <p>Comentario: «{row.reviewComment}»</p>
      ) : null}
    </li>
  );
}
