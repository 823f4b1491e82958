// The planning memberships are checked when read (functions/data/planning-users-repository.ts): a
// membership reads as a purchase or an admin wrote it, without its keys or its updatedAt; one an
// early manual addition wrote without phone or order reads them as null (the admin's list did);
// a record with a field of the wrong kind is a MalformedRecordError naming its key and the field.
import { afterAll, describe, expect, it } from 'vitest';
import { createPlanningUsersRepository, type StoredMembership } from '../../functions/data/planning-users-repository';
import { MalformedRecordError } from '../../functions/data/records';
import { mockedTable } from '../support/mocked-table';

const { documentClient, table, store } = mockedTable();
afterAll(() => documentClient.restore());
const memberships = createPlanningUsersRepository(table);

const bought: StoredMembership = {
  planningId: 'planning-1',
  userId: 'u1',
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  phone: '+54 11 5555 5555',
  status: 'ACTIVE',
  startDate: '2026-12-07',
  endDate: '2027-03-01',
  startPending: true,
  orderId: 'order-1',
  source: 'ORDER',
};
const keys = {
  PK: 'PLANNING#planning-1',
  SK: 'MEMBER#u1',
  GSI1PK: 'PLANNING_USERS',
  GSI1SK: 'planning-1#u1',
  entity: 'PlanningUser',
  updatedAt: '2026-12-07T12:00:00.000Z',
};

describe('a stored membership', () => {
  it('reads as the purchase wrote it, without keys or updatedAt, by every read', async () => {
    store({ ...keys, ...bought });
    expect(await memberships.get('planning-1', 'u1')).toEqual(bought);
    expect(await memberships.getForMember('u1', ['planning-1'])).toEqual([bought]);
    expect(await memberships.listByPlanning('planning-1')).toEqual([bought]);
    expect(await memberships.listAll()).toEqual([bought]);
    expect(await memberships.extend('planning-1', 'u1', '2027-04-01', '2026-12-07T12:00:00.000Z')).toEqual(bought);
    expect(await memberships.chooseStart('planning-1', 'u1', '2026-12-07', '2027-03-01', '2026-12-07T12:00:00.000Z')).toEqual(bought);
  });

  it('a manual addition from before phone and order were written reads them as null, without a pending start', async () => {
    const { phone: _phone, orderId: _orderId, startPending: _pending, ...old } = bought;
    store({ ...keys, ...old, source: 'MANUAL' });
    expect(await memberships.get('planning-1', 'u1')).toEqual({ ...old, source: 'MANUAL', phone: null, orderId: null });
  });

  it('a membership whose end date is not text is refused, naming its key and the field', async () => {
    store({ ...keys, ...bought, endDate: 20270301 });
    await expect(memberships.get('planning-1', 'u1')).rejects.toThrow(MalformedRecordError);
    await expect(memberships.get('planning-1', 'u1')).rejects.toThrow(
      /planning membership record PLANNING#planning-1 \/ MEMBER#u1: endDate/,
    );
    await expect(memberships.listAll()).rejects.toThrow(/endDate/);
  });

  it('a membership with a status the store does not know is refused', async () => {
    store({ ...keys, ...bought, status: 'PAUSED' });
    await expect(memberships.getForMember('u1', ['planning-1'])).rejects.toThrow(/MEMBER#u1: status/);
  });
});
