// The certificate topic: the download once every lesson is complete and, where the course has a
// final evaluation, it is passed; else what is left (the server enforces the same). Once
// downloaded, how to share it: its public page (anyone can check the code there) and LinkedIn's
// form to add it to her profile, filled.
import { Button } from 'primereact/button';
import { useNotices } from '../../../components/toast';
import { storeName } from '../../../lib/store-config';
import { routes } from '../../../lib/paths';
import { useDownloadCertificate } from '../api/request-certificate';
import { linkedInAddToProfileUrl } from '../domain/linkedin-certification';

function ShareCertificate({ code, courseName, issuedOn }: { code: string; courseName: string; issuedOn: string }) {
  const notices = useNotices();
  const certUrl = new URL(routes.certificate.to({ code }), window.location.origin).toString();
  return (
    <div className="certificate-panel__share" role="group" aria-label="Compartir tu certificado">
      <p>
        Cualquiera puede verificarlo en <a href={certUrl}>{certUrl}</a>
      </p>
      <div className="certificate-panel__share-actions">
        <Button
          type="button"
          outlined
          icon="pi pi-copy"
          label="Copiar el enlace"
          onClick={() =>
            void navigator.clipboard
              .writeText(certUrl)
              .then(() => notices.show({ severity: 'success', summary: 'Copiamos el enlace de tu certificado.' }))
              .catch(() => notices.show({ severity: 'error', summary: 'No pudimos copiar el enlace: copialo de arriba.' }))
          }
        />
        <a
          className="p-button p-button-outlined certificate-panel__linkedin"
          href={linkedInAddToProfileUrl({ courseName, issuer: storeName(), issuedOn, certUrl, code })}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="pi pi-linkedin" aria-hidden="true" /> Agregar a LinkedIn
        </a>
      </div>
    </div>
  );
}

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
      {download.data ? (
        <ShareCertificate code={download.data.verificationCode} courseName={download.data.courseName} issuedOn={download.data.issuedOn} />
      ) : null}
    </section>
  );
}
