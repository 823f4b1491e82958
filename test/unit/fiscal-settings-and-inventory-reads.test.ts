// A seller's fiscal settings (fiscal-settings-repository.ts) and a buyer's owned items
// (inventory-repository.ts) are checked when read: each reads as written, without its keys; an
// entry no order gave reads its order as null; a record with a field of the wrong kind is a
// MalformedRecordError naming its key and the field, never a cast on an invoice or an access.
import { afterAll, describe, expect, it } from 'vitest';
import { createFiscalSettingsRepository } from '../../functions/data/fiscal-settings-repository';
import { createInventoryRepository } from '../../functions/data/inventory-repository';
import { MalformedRecordError } from '../../functions/data/records';
import type { InventoryEntry } from '../../functions/domain/item';
import type { FiscalSettings } from '../../functions/domain/invoice-views';
import { mockedTable } from '../support/mocked-table';

const { documentClient, table, store } = mockedTable();
afterAll(() => documentClient.restore());

const settings: FiscalSettings = {
  seller: 'DELFI',
  legalName: 'Delfina Gómez',
  cuit: '27123456780',
  condition: 'MONOTRIBUTO',
  pointOfSale: 3,
  environment: 'HOMOLOGACION',
  address: 'Corrientes 1234, CABA',
  grossIncomeNumber: 'Exento',
  activityStartDate: '2020-03-01',
  updatedAt: '2026-12-01T12:00:00.000Z',
};
const settingsKeys = { PK: 'SELLER#DELFI', SK: 'FISCAL', entity: 'FiscalSettings' };

describe("a seller's stored fiscal settings", () => {
  const fiscalSettings = createFiscalSettingsRepository(table);

  it('read as saved, without their keys', async () => {
    store({ ...settingsKeys, ...settings });
    expect(await fiscalSettings.get('DELFI')).toEqual(settings);
  });

  it('a point of sale that is not a whole number, or an unknown environment, is refused naming the key and the field', async () => {
    store({ ...settingsKeys, ...settings, pointOfSale: '3' });
    await expect(fiscalSettings.get('DELFI')).rejects.toThrow(MalformedRecordError);
    await expect(fiscalSettings.get('DELFI')).rejects.toThrow(/fiscal settings record SELLER#DELFI \/ FISCAL: pointOfSale/);
    store({ ...settingsKeys, ...settings, environment: 'TEST' });
    await expect(fiscalSettings.get('DELFI')).rejects.toThrow(/FISCAL: environment/);
  });
});

const owned: InventoryEntry = {
  itemId: 'course-1',
  itemType: 'COURSE',
  name: 'Formación en entrenamiento',
  acquiredAt: '2026-12-01T12:00:00.000Z',
  orderId: 'order-1',
};
const ownedKeys = { PK: 'USER#u1', SK: 'OWNS#course-1', entity: 'InventoryEntry' };

describe('a stored owned item', () => {
  const inventory = createInventoryRepository(table);

  it('reads as the approval wrote it, without its keys, by item and in the list', async () => {
    store({ ...ownedKeys, ...owned });
    expect(await inventory.get('u1', 'course-1')).toEqual(owned);
    expect(await inventory.list('u1')).toEqual([owned]);
  });

  it('one no order gave (its order absent or null) reads its order as null', async () => {
    const { orderId: _order, ...given } = owned;
    store({ ...ownedKeys, ...given });
    expect(await inventory.get('u1', 'course-1')).toEqual({ ...owned, orderId: null });
  });

  it('one with an item type the store does not know is refused, naming its key and the field', async () => {
    store({ ...ownedKeys, ...owned, itemType: 'BOOK' });
    await expect(inventory.list('u1')).rejects.toThrow(MalformedRecordError);
    await expect(inventory.get('u1', 'course-1')).rejects.toThrow(/inventory entry record USER#u1 \/ OWNS#course-1: itemType/);
  });
});
