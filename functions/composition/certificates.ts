// The certificates function's dependencies: the repositories a certificate is drawn from and the
// PDF renderer (pdf-lib), which no other function carries.
import { renderCertificatePdf } from '../content/certificate-pdf';
import { createCertificatesRepository } from '../data/certificates-repository';
import { createEvaluationsRepository } from '../data/evaluations-repository';
import { createInventoryRepository } from '../data/inventory-repository';
import { createItemsRepository } from '../data/items-repository';
import { createLessonsRepository } from '../data/lessons-repository';
import { createProgressRepository } from '../data/progress-repository';
import { createUsersRepository } from '../data/users-repository';
import { storeSettings } from '../settings/store';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const certificatesDependencies = perContainer(() => {
  const table = tableContext();
  return {
    items: createItemsRepository(table),
    lessons: createLessonsRepository(table),
    inventory: createInventoryRepository(table),
    progress: createProgressRepository(table),
    users: createUsersRepository(table),
    certificates: createCertificatesRepository(table),
    evaluations: createEvaluationsRepository(table),
    now: () => new Date(),
    storeName: storeSettings().STORE_NAME,
    storeWebUrl: storeSettings().STORE_WEB_URL,
    renderPdf: renderCertificatePdf,
  };
});

export type CertificatesFunctionDependencies = ReturnType<typeof certificatesDependencies>;
