// The sellers' fiscal settings on a fresh local store (test data, homologación), so invoices are
// issued from the first purchase; the admin changes them in Administración → Facturación. Kept
// as they are when already set.
import type { TableContext } from '../../../functions/data/dynamo-client';
import { createFiscalSettingsRepository } from '../../../functions/data/fiscal-settings-repository';
import type { FiscalSettings } from '../../../functions/domain/invoice-views';

export const LOCAL_SELLER_CUITS = { STORE: '30712345671', DELFI: '27312345671' } as const;

export async function seedLocalFiscalSettings(table: TableContext, storeLegalName: string, now = new Date()): Promise<number> {
  const repository = createFiscalSettingsRepository(table);
  const defaults: FiscalSettings[] = [
    {
      seller: 'STORE',
      legalName: storeLegalName,
      cuit: LOCAL_SELLER_CUITS.STORE,
      condition: 'RESPONSABLE_INSCRIPTO',
      pointOfSale: 3,
      environment: 'HOMOLOGACION',
      address: 'Av. Corrientes 1234, CABA (datos de prueba)',
      grossIncomeNumber: '901-123456-7',
      activityStartDate: '2022-03-01',
      updatedAt: now.toISOString(),
    },
    {
      seller: 'DELFI',
      legalName: 'Delfina Entrenamiento (datos de prueba)',
      cuit: LOCAL_SELLER_CUITS.DELFI,
      condition: 'MONOTRIBUTO',
      pointOfSale: 2,
      environment: 'HOMOLOGACION',
      address: 'Bv. Oroño 850, Rosario, Santa Fe (datos de prueba)',
      grossIncomeNumber: 'Exento',
      activityStartDate: '2021-08-15',
      updatedAt: now.toISOString(),
    },
  ];
  let created = 0;
  for (const settings of defaults) {
    if (await repository.get(settings.seller)) continue;
    await repository.save(settings);
    created += 1;
  }
  return created;
}
