// The certificate topic: the download once every lesson is complete and, where the course has a
// final evaluation, it is passed; else what is left (the server enforces the same).
import { Button } from 'primereact/button';
import { useNotices } from '../../../components/toast';
import { useDownloadCertificate } from '../api/request-certificate';

interface CertificatePanelProps {
  courseId: string;
  done: number;
  total: number;
  isComplete: boolean;
  /** The course has a final evaluation and the buyer has not passed it yet. */
  evaluationPending?: boolean;
}

export function CertificatePanel({ courseId, done, total, isComplete, evaluationPending = false }: CertificatePanelProps) {
  const download = useDownloadCertificate(courseId);
  const notices = useNotices();
  if (!isComplete) {
    return (
      <section className="certificate-panel" data-testid="certificate-panel">
        <span className="pi pi-verified certificate-panel__icon" aria-hidden="true" />
        <p>
          {done === 0
            ? `Todavía no completaste ninguna de las ${total} clases. Terminá todas para descargar tu certificado.`
            : `Completaste ${done} de ${total} clases. Terminá todas para descargar tu certificado.`}
        </p>
      </section>
    );
  }
  if (evaluationPending) {
    return (
      <section className="certificate-panel" data-testid="certificate-panel">
        <span className="pi pi-verified certificate-panel__icon" aria-hidden="true" />
        <p>Completaste todas las clases. Aprobá la evaluación final para descargar tu certificado.</p>
      </section>
    );
  }
  return (
    <section className="certificate-panel certificate-panel--ready" data-testid="certificate-panel">
      <span className="pi pi-verified certificate-panel__icon" aria-hidden="true" />
      <p>¡Felicitaciones! Completaste todas las clases del curso.</p>
      <Button
        type="button"
        icon="pi pi-download"
        label="Descargar certificado"
        loading={download.isPending}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: () => notices.show({ severity: 'success', summary: 'Tu certificado se está descargando.' }),
            onError: (error) => notices.show({ severity: 'error', summary: 'No pudimos generar el certificado.', detail: error.message }),
          })
        }
      />
    </section>
  );
}
