// The public check of a certificate (/certificados/{code}): anyone, signed in or not, reads who
// completed which course and when, by the code printed on the PDF. Apart from the certificate
// service so that the visitors' catalogue function, which answers it, carries no PDF code.
import type { CertificateVerification } from '../domain/certificate-rules';
import { normalizeCertificateCode } from '../domain/certificate-rules';
import type { CertificateLookup } from '../data/certificate-lookup';

/** null when no certificate has the code (or the text cannot be a code). */
export function createCertificateVerification(deps: { certificates: CertificateLookup }) {
  return {
    async verifyCertificate(code: string): Promise<CertificateVerification | null> {
      const normalized = normalizeCertificateCode(code);
      if (!normalized) return null;
      const found = await deps.certificates.getByCode(normalized);
      if (!found) return null;
      // Only what the page shows: the record holds nothing else, but the answer names each field.
      const { holderName, courseId, courseName, coachName, issuedOn, courseHours } = found;
      // Certificates issued before the length was derived printed "<hours> horas".
      const courseLength = found.courseLength ?? (courseHours ? `${courseHours} horas` : null);
      return {
        code: found.code,
        holderName,
        courseId,
        courseName,
        coachName,
        issuedOn,
        courseHours,
        courseLength,
        annulledOn: found.annulledOn ?? null,
        passedEvaluation: found.passedEvaluation ?? false,
      };
    },
  };
}
