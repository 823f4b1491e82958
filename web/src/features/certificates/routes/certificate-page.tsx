// /certificados/{code}: the public page that confirms a certificate (the address printed on the
// PDF). It shows who completed which course (and passed its final evaluation, as the PDF says), with its coach, hours and date, and nothing else
// about the person; a code no certificate has says so, as a not-found page does. A certificate
// whose purchase was refunded or charged back says it was annulled, and on which day.
import { Link, useParams } from 'react-router';
import { formatCalendarDate } from '../../../../../functions/domain/store-clock';
import { AppSpinner } from '../../../components/app-spinner';
import { QueryErrorMessage } from '../../../components/query-error-message';
import { usePageTitle } from '../../../lib/page-title';
import { storeName } from '../../../lib/store-config';
import { useCertificateVerification } from '../api/verify-certificate';
import '../certificates.css';
import { routes } from '../../../lib/paths';

export default function CertificatePage() {
  const { code = '' } = useParams();
  const verification = useCertificateVerification(code);
  const certificate = verification.data;
  usePageTitle(
    certificate ? `Certificado de ${certificate.holderName}` : certificate === null ? 'Certificado no encontrado' : 'Certificado',
  );

  if (verification.isPending) return <AppSpinner label="Verificando el certificado…" />;
  if (verification.error) return <QueryErrorMessage error={verification.error} onRetry={() => void verification.refetch()} />;
  if (!certificate) {
    return (
      <section className="certificate-check container" aria-labelledby="certificate-title" data-testid="certificate-not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="certificate-title">No encontramos este certificado</h1>
        <p>
          Ningún certificado de {storeName()} tiene el código <code className="certificate-check__code">{code}</code>. Revisá que esté
          escrito como figura en el certificado (por ejemplo, 7K3Q-2MXA-P9RT-B4HC).
        </p>
        <p>
          <Link to={routes.allCourses.to()}>Ver los cursos</Link>
        </p>
      </section>
    );
  }
  return (
    <section
      className="certificate-check container"
      aria-labelledby="certificate-title"
      data-testid={certificate.annulledOn ? 'certificate-annulled' : 'certificate-valid'}
    >
      {certificate.annulledOn ? (
        <p className="certificate-check__status certificate-check__status--annulled">
          <span className="pi pi-ban" aria-hidden="true" /> Este certificado fue anulado el {formatCalendarDate(certificate.annulledOn)}
        </p>
      ) : (
        <p className="certificate-check__status">
          <span className="pi pi-verified" aria-hidden="true" /> Certificado válido
        </p>
      )}
      <h1 id="certificate-title">{certificate.holderName}</h1>
      <p className="certificate-check__lead">
        {certificate.annulledOn ? 'había completado el curso' : 'completó el curso'}{' '}
        <Link to={routes.course.to({ courseId: certificate.courseId })}>{certificate.courseName}</Link> de {storeName()}
        {/* The evaluation the PDF names, named here too (kept with the certificate when it was issued). */}
        {certificate.passedEvaluation
          ? certificate.annulledOn
            ? ' y había aprobado su evaluación final'
            : ' y aprobó su evaluación final'
          : ''}
        .
      </p>
      <dl className="certificate-check__facts">
        <div>
          <dt>Coach</dt>
          <dd>{certificate.coachName}</dd>
        </div>
        {certificate.courseLength ? (
          <div>
            <dt>Duración</dt>
            <dd>{certificate.courseLength}</dd>
          </div>
        ) : null}
        <div>
          <dt>Fecha de emisión</dt>
          <dd>{formatCalendarDate(certificate.issuedOn)}</dd>
        </div>
        <div className="certificate-check__code-fact">
          <dt>Código de verificación</dt>
          <dd>
            <code className="certificate-check__code">{certificate.code}</code>
          </dd>
        </div>
      </dl>
    </section>
  );
}
