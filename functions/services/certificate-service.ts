// Certificate use case: an owner who completed every lesson of a course downloads a PDF with their
// name, the course, its hours, the coach, the date and a verification code, drawn on the server
// (the client never supplies any of it). The certificate is issued once and kept
// (data/certificates-repository.ts): downloading again gives the same code, name and date, and
// anyone can confirm it at /certificados/{code} (verifyCertificate, which shows no e-mail).
// Flow: handler → certificate service → items/lessons/inventory/progress/users/certificates → PDF.
import { randomInt } from 'node:crypto';
import { AppError, signInRequired, unitsNotFound } from '../domain/errors';
import {
  certificateFileName,
  certificatePagePath,
  certificateRefusal,
  newCertificateCode,
  type Certificate,
  type CertificateFacts,
} from '../domain/certificate-rules';
import { formatCalendarDate, toStoreDate } from '../domain/store-clock';
import { courseHasCertificate, summarizeProgress } from '../domain/course-progress';
import { certificateLength, courseFigures } from '../domain/course-figures';
import type { Viewer } from '../domain/viewer';
import type { InventoryRepository } from '../data/inventory-repository';
import type { ItemsRepository } from '../data/items-repository';
import type { LessonsRepository } from '../data/lessons-repository';
import type { ProgressRepository } from '../data/progress-repository';
import type { UsersRepository } from '../data/users-repository';
import type { CertificatesRepository, IssuedCertificate } from '../data/certificates-repository';
import type { EvaluationsRepository } from '../data/evaluations-repository';
import { requireVisibleCourse } from './lessons-service';

export interface CertificateDependencies {
  items: ItemsRepository;
  lessons: LessonsRepository;
  inventory: InventoryRepository;
  progress: ProgressRepository;
  users: UsersRepository;
  certificates: CertificatesRepository;
  evaluations: EvaluationsRepository;
  now: () => Date;
  storeName: string;
  /** The store's address, for the verification link printed on the PDF (absent: the code alone). */
  storeWebUrl?: string | undefined;
  renderPdf: (facts: CertificateFacts) => Promise<Uint8Array>;
  /** Draws a verification code (tests pass a fixed sequence to force a clash). */
  newCode?: () => string;
}

/** Codes drawn for one certificate before giving up (a clash needs one of 7·10^23 codes taken). */
const ISSUE_ATTEMPTS = 5;

const CERTIFICATE_MESSAGES = {
  notOwner: 'El certificado es para quienes compraron el curso.',
  noCertificate: 'Este curso no entrega certificado.',
  incomplete: 'Completá todas las clases para obtener el certificado.',
  evaluation: 'Aprobá la evaluación final para obtener el certificado.',
  noProfile: 'No encontramos tu nombre para el certificado. Escribinos desde Contacto y lo resolvemos.',
  busy: 'No pudimos emitir tu certificado. Probá de nuevo en unos segundos.',
} as const;

export function createCertificateService(deps: CertificateDependencies) {
  const { items, lessons, inventory, progress, users, certificates, evaluations, now, storeName, renderPdf } = deps;

  /** Where the course has a final evaluation, whether this buyer passed it. */
  async function evaluationOutcome(userId: string, itemId: string): Promise<'none' | 'passed' | 'pending'> {
    const [evaluation, state] = await Promise.all([evaluations.getDefinition(itemId), evaluations.getState(userId, itemId)]);
    if (evaluation === null) return 'none';
    return state?.passed ? 'passed' : 'pending';
  }
  const newCode = deps.newCode ?? (() => newCertificateCode(randomInt));

  /** The buyer's certificate for the course: the one issued before, or a new one. */
  async function issuedCertificate(userId: string, draft: Omit<IssuedCertificate, 'code'>): Promise<IssuedCertificate> {
    for (let attempt = 1; attempt <= ISSUE_ATTEMPTS; attempt += 1) {
      const existing = await certificates.getForHolder(userId, draft.courseId);
      if (existing) return existing;
      const certificate = { ...draft, code: newCode() };
      const outcome = await certificates.issue(userId, certificate);
      if (outcome === 'issued') return certificate;
      // 'already-issued' (a download racing this one) reads it next; 'code-taken' draws again.
    }
    throw new AppError('Conflict', CERTIFICATE_MESSAGES.busy);
  }

  return {
    async requestCertificate(viewer: Viewer, itemId: string): Promise<Certificate> {
      if (viewer.kind !== 'user') throw signInRequired();
      await requireVisibleCourse({ items, inventory }, viewer, itemId);
      // A certificate attests a purchase and its completion, so admins get one only as owners.
      if (!(await inventory.owns(viewer.userId, itemId))) {
        throw new AppError('Unauthorized', CERTIFICATE_MESSAGES.notOwner);
      }
      const [item, units, stored, profile, evaluation] = await Promise.all([
        items.get(itemId),
        lessons.listUnits(itemId),
        progress.get(viewer.userId, itemId),
        users.getProfile(viewer.userId),
        evaluationOutcome(viewer.userId, itemId),
      ]);
      if (units.length === 0) throw unitsNotFound(itemId);
      const refusal = certificateRefusal(courseHasCertificate(units), summarizeProgress(itemId, units, stored));
      if (refusal === 'no-certificate') throw new AppError('Conflict', CERTIFICATE_MESSAGES.noCertificate);
      if (refusal === 'incomplete') throw new AppError('Conflict', CERTIFICATE_MESSAGES.incomplete);
      // A certificate issued before the course had an evaluation stays valid (issuedCertificate reads it first).
      if (evaluation === 'pending' && !(await certificates.getForHolder(viewer.userId, itemId))) {
        throw new AppError('Conflict', CERTIFICATE_MESSAGES.evaluation);
      }
      const holderName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
      if (!holderName) throw new AppError('Conflict', CERTIFICATE_MESSAGES.noProfile);

      const certificate = await issuedCertificate(viewer.userId, {
        holderName,
        courseId: itemId,
        courseName: item?.name ?? itemId,
        coachName: item?.coachName ?? storeName,
        issuedOn: toStoreDate(now()),
        courseHours: item?.courseHours ?? null,
        courseLength: certificateLength(item?.courseHours, courseFigures(units)),
        // Kept with the certificate, so its public page names the evaluation the PDF names (issue 42, item 12).
        passedEvaluation: evaluation === 'passed',
      });
      const pdf = await renderPdf({
        holderName: certificate.holderName,
        courseName: certificate.courseName,
        coachName: certificate.coachName,
        issuedOn: formatCalendarDate(certificate.issuedOn),
        storeName,
        passedEvaluation: certificate.passedEvaluation ?? evaluation === 'passed',
        courseHours: certificate.courseLength ?? (certificate.courseHours ? `${certificate.courseHours} horas` : null),
        verificationCode: certificate.code,
        verificationUrl: deps.storeWebUrl ? `${deps.storeWebUrl.replace(/\/$/, '')}${certificatePagePath(certificate.code)}` : null,
      });
      return {
        itemId,
        fileName: certificateFileName(itemId),
        verificationCode: certificate.code,
        courseName: certificate.courseName,
        issuedOn: certificate.issuedOn,
        pdfBase64: Buffer.from(pdf).toString('base64'),
      };
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type CertificateService = ReturnType<typeof createCertificateService>;
