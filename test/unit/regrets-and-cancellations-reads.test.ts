// A revocation (Botón de arrepentimiento) and a service cancellation (Botón de baja) are checked
// when read (functions/data/regrets-repository.ts, service-cancellations-repository.ts): each reads
// as registered, without its keys; one registered before orders had codes reads its code as null;
// a record with a field of the wrong kind is a MalformedRecordError naming its key and the field.
import { afterAll, describe, expect, it } from 'vitest';
import { MalformedRecordError } from '../../functions/data/records';
import { createRegretsRepository, type StoredRegret } from '../../functions/data/regrets-repository';
import { createServiceCancellationsRepository } from '../../functions/data/service-cancellations-repository';
import type { ServiceCancellation } from '../../functions/domain/regret';
import { mockedTable } from '../support/mocked-table';

const { documentClient, table, store } = mockedTable();
afterAll(() => documentClient.restore());

const regret: StoredRegret = {
  trackingCode: 'ARR-7K3Q2M',
  orderId: 'order-1',
  orderCode: 'IMP-7K3Q-2M',
  email: 'ana@example.com',
  itemName: 'Formación en entrenamiento',
  amount: 45000,
  status: 'REFUNDED',
  createdAt: '2026-12-01T12:00:00.000Z',
  refundedAt: '2026-12-02T12:00:00.000Z',
};
const regretKeys = {
  PK: 'ORDER#order-1',
  SK: 'REGRET',
  GSI1PK: 'REGRETS',
  GSI1SK: `${regret.createdAt}#ARR-7K3Q2M`,
  entity: 'RegretRequest',
};

const cancellation: ServiceCancellation = {
  trackingCode: 'BAJ-2M7K3Q',
  orderId: 'order-2',
  orderCode: 'IMP-2M7K-3Q',
  email: 'ana@example.com',
  itemName: 'Planificación de fuerza',
  createdAt: '2026-12-03T12:00:00.000Z',
};
const cancellationKeys = { PK: 'ORDER#order-2', SK: 'CANCELLATION', GSI1PK: 'CANCELLATIONS', GSI1SK: 'x', entity: 'ServiceCancellation' };

describe('a stored revocation request', () => {
  const regrets = createRegretsRepository(table);

  it('reads as registered, without its keys, by order, by orders and in the list', async () => {
    store({ ...regretKeys, ...regret });
    expect(await regrets.get('order-1')).toEqual(regret);
    expect(await regrets.getMany(['order-1'])).toEqual([regret]);
    expect(await regrets.list()).toEqual([regret]);
  });

  it('one registered before orders had codes reads its code as null', async () => {
    const { orderCode: _code, ...old } = regret;
    store({ ...regretKeys, ...old, status: 'PENDING', refundedAt: null });
    expect(await regrets.get('order-1')).toEqual({ ...regret, orderCode: null, status: 'PENDING', refundedAt: null });
  });

  it('one whose amount is not a number is refused, naming its key and the field', async () => {
    store({ ...regretKeys, ...regret, amount: '45000' });
    await expect(regrets.get('order-1')).rejects.toThrow(MalformedRecordError);
    await expect(regrets.list()).rejects.toThrow(/regret request record ORDER#order-1 \/ REGRET: amount/);
  });
});

describe('a stored service cancellation', () => {
  const cancellations = createServiceCancellationsRepository(table);

  it('reads as registered, without its keys, by order and in the list', async () => {
    store({ ...cancellationKeys, ...cancellation });
    expect(await cancellations.get('order-2')).toEqual(cancellation);
    expect(await cancellations.list()).toEqual([cancellation]);
  });

  it('one for an order without a code reads its code as null', async () => {
    const { orderCode: _code, ...old } = cancellation;
    store({ ...cancellationKeys, ...old });
    expect(await cancellations.get('order-2')).toEqual({ ...cancellation, orderCode: null });
  });

  it('one whose e-mail is not text is refused, naming its key and the field', async () => {
    store({ ...cancellationKeys, ...cancellation, email: null });
    await expect(cancellations.get('order-2')).rejects.toThrow(MalformedRecordError);
    await expect(cancellations.list()).rejects.toThrow(/service cancellation record ORDER#order-2 \/ CANCELLATION: email/);
  });
});
