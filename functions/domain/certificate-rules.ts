// What a course certificate says and when it can be issued. Pure: the PDF renderer draws these
// facts, the certificate service decides with them.
import type { CourseProgress } from './course-progress';

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
  /** The course has a final evaluation and the holder passed it. */
  passedEvaluation?: boolean;
  /** The code anyone can check at the store's public certificate page. */
  verificationCode?: string | null;
  verificationUrl?: string | null;
}

// Verification codes: 16 characters of the unambiguous alphabet (31^16 ≈ 7·10^23, about 79 bits),
// drawn with a cryptographic generator, so a certificate cannot be found by guessing; the code says
// nothing about the buyer (no e-mail, no account id).
const CERTIFICATE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CERTIFICATE_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}(-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}){3}$/;

/** A fresh code such as "7K3Q-2MXA-P9RT-B4HC"; `draw(max)` is a uniform integer in [0, max). */
export function newCertificateCode(draw: (max: number) => number): string {
  const chars = Array.from({ length: 16 }, () => CERTIFICATE_ALPHABET[draw(CERTIFICATE_ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/** A code as typed or linked (any case, spaces or dashes), or null when it cannot be one. */
export function normalizeCertificateCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  const code = compact.match(/.{1,4}/g)?.join('-') ?? '';
  return CERTIFICATE_CODE.test(code) ? code : null;
}

/** The public page that confirms a certificate. */
export const certificatePagePath = (code: string): string => `/certificados/${code}`;

/** A course's certificate as the buyer downloads it. */
export interface Certificate {
  itemId: string;
  fileName: string;
  /** The code printed on the PDF; anyone can check it at /certificados/{code}. */
  verificationCode: string;
  /** The course's name as the certificate states it. */
  courseName: string;
  /** The day it was issued (the store's calendar, yyyy-mm-dd): a re-download keeps it. */
  issuedOn: string;
  /** The PDF, base64-encoded. */
  pdfBase64: string;
}

/** What anyone checking a certificate's code is told (the schema's CertificateVerification). */
export interface CertificateVerification {
  code: string;
  holderName: string;
  courseId: string;
  courseName: string;
  coachName: string;
  /** The day it was issued, in the store's calendar. */
  issuedOn: string;
  courseHours: number | null;
  /** The day it was annulled (refund or chargeback); null while valid. */
  annulledOn: string | null;
  /** The course's length as the certificate prints it. */
  courseLength: string | null;
  /** Whether it attests the course's final evaluation passed, as the PDF says (false on certificates issued before it was kept). */
  passedEvaluation: boolean;
}
