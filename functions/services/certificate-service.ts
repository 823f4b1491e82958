// Certificate use case: an owner who completed every lesson of a course downloads a PDF with their
// name, the course and the date, drawn on the server (the client never supplies any of it).
// Flow: handler → certificate service → items/lessons/inventory/progress/users repositories → PDF.
import type { Certificate } from '../generated/graphql';
import { AppError, signInRequired, unitsNotFound } from '../domain/errors';
import { certificateFileName, certificateRefusal, type CertificateFacts } from '../domain/certificate-rules';
import { formatStoreDate } from '../domain/store-clock';
import { courseHasCertificate, summarizeProgress } from '../domain/course-progress';
import type { Viewer } from '../domain/viewer';
import type { InventoryRepository } from '../data/inventory-repository';
import type { ItemsRepository } from '../data/items-repository';
import type { LessonsRepository } from '../data/lessons-repository';
import type { ProgressRepository } from '../data/progress-repository';
import type { UsersRepository } from '../data/users-repository';
import { requireVisibleCourse } from './lessons-service';

export interface CertificateDependencies {
  items: ItemsRepository;
  lessons: LessonsRepository;
  inventory: InventoryRepository;
  progress: ProgressRepository;
  users: UsersRepository;
  now: () => Date;
  storeName: string;
  renderPdf: (facts: CertificateFacts) => Promise<Uint8Array>;
}

const CERTIFICATE_MESSAGES = {
  notOwner: 'El certificado es para quienes compraron el curso.',
  noCertificate: 'Este curso no entrega certificado.',
  incomplete: 'Completá todas las clases para obtener el certificado.',
  noProfile: 'No encontramos tu nombre para el certificado. Escribinos desde Contacto y lo resolvemos.',
} as const;

export function createCertificateService(deps: CertificateDependencies) {
  const { items, lessons, inventory, progress, users, now, storeName, renderPdf } = deps;
  return {
    async requestCertificate(viewer: Viewer, itemId: string): Promise<Certificate> {
      if (viewer.kind !== 'user') throw signInRequired();
      await requireVisibleCourse({ items, inventory }, viewer, itemId);
      // A certificate attests a purchase and its completion, so admins get one only as owners.
      if (!(await inventory.owns(viewer.userId, itemId))) {
        throw new AppError('Unauthorized', CERTIFICATE_MESSAGES.notOwner);
      }
      const [item, units, stored, profile] = await Promise.all([
        items.get(itemId),
        lessons.listUnits(itemId),
        progress.get(viewer.userId, itemId),
        users.getProfile(viewer.userId),
      ]);
      if (units.length === 0) throw unitsNotFound(itemId);
      const refusal = certificateRefusal(courseHasCertificate(units), summarizeProgress(itemId, units, stored));
      if (refusal === 'no-certificate') throw new AppError('Conflict', CERTIFICATE_MESSAGES.noCertificate);
      if (refusal === 'incomplete') throw new AppError('Conflict', CERTIFICATE_MESSAGES.incomplete);
      const holderName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
      if (!holderName) throw new AppError('Conflict', CERTIFICATE_MESSAGES.noProfile);

      const pdf = await renderPdf({
        holderName,
        courseName: item?.name ?? itemId,
        coachName: item?.coachName ?? storeName,
        issuedOn: formatStoreDate(now()),
        storeName,
      });
      return { itemId, fileName: certificateFileName(itemId), pdfBase64: Buffer.from(pdf).toString('base64') };
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type CertificateService = ReturnType<typeof createCertificateService>;
