// What a course certificate says and when it can be issued. Pure: the PDF renderer draws these
// facts, the certificate service decides with them.
import type { CourseProgress } from '../generated/graphql';

export type CertificateRefusal = 'no-certificate' | 'incomplete';

/** Why a certificate cannot be issued yet, or null when it can. Ownership is checked before. */
export function certificateRefusal(hasCertificateTopic: boolean, progress: CourseProgress): CertificateRefusal | null {
  if (!hasCertificateTopic) return 'no-certificate';
  if (!progress.isComplete) return 'incomplete';
  return null;
}

/** A download name without spaces or accents: "certificado-course-2.pdf". */
export const certificateFileName = (itemId: string): string => `certificado-${itemId.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;

export interface CertificateFacts {
  holderName: string;
  courseName: string;
  issuedOn: string;
  storeName: string;
  coachName: string;
  /** The course's length, e.g. "3 h 20 min", when its lessons say how long they are. */
  courseHours?: string | null;
  /** The code anyone can check at the store's public certificate page. */
  verificationCode?: string | null;
  verificationUrl?: string | null;
}
