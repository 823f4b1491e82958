// The users repository checks what it reads (functions/data/users-repository.ts): a profile or a
// billing address reads as the record holds it, without its keys; one written before a field
// existed still reads (the profile without its preferences, the address without an IVA condition
// or apartment: null); a record with a field of the wrong kind is a MalformedRecordError naming
// its key and the field, never a cast.
import { afterAll, describe, expect, it } from 'vitest';
import { createUsersRepository, type UserProfile } from '../../functions/data/users-repository';
import { MalformedRecordError } from '../../functions/data/records';
import type { UserAddress } from '../../functions/domain/account';
import { mockedTable } from '../support/mocked-table';

const { documentClient, table, store } = mockedTable();
afterAll(() => documentClient.restore());
const users = createUsersRepository(table);

const signedUp = { id: 'u1', firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', createdAt: '2026-11-22T12:00:00.000Z' };
const profileKeys = { PK: 'USER#u1', SK: 'PROFILE', GSI1PK: 'EMAIL#ana@example.com', GSI1SK: 'PROFILE', entity: 'UserProfile' };
const saved: UserProfile = {
  ...signedUp,
  newsOptIn: true,
  noticePreferences: { weekRelease: true, sessionEdits: false, comments: true, membershipEnding: true },
  updatedAt: '2026-12-01T10:00:00.000Z',
};

const address: UserAddress = {
  id: 'a1',
  fullName: 'Ana Pérez',
  taxId: '20123456786',
  ivaCondition: 'MONOTRIBUTO',
  phone: '+54 11 5555 5555',
  street: 'Corrientes',
  streetNumber: '1234',
  apartment: '3B',
  city: 'CABA',
  province: 'Ciudad Autónoma de Buenos Aires',
  postalCode: 'C1043',
  createdAt: '2026-11-23T12:00:00.000Z',
};
const addressKeys = { PK: 'USER#u1', SK: `ADDRESS#${address.createdAt}#a1`, entity: 'UserAddress' };

describe('a stored profile', () => {
  it('reads as saved on the profile page, without its keys, by id, by ids, by e-mail and after an update', async () => {
    store({ ...profileKeys, ...saved });
    expect(await users.getProfile('u1')).toEqual(saved);
    expect(await users.getProfiles(['u1', 'u1'])).toEqual(new Map([['u1', saved]]));
    expect(await users.findProfileByEmail('ANA@example.com')).toEqual(saved);
    expect(await users.updateProfile('u1', { firstName: 'Ana', lastName: 'Pérez', newsOptIn: true }, new Date())).toEqual(saved);
  });

  it('a profile as the sign-up wrote it (no preferences, no update yet) reads without them', async () => {
    store({ ...profileKeys, ...signedUp });
    expect(await users.getProfile('u1')).toEqual(signedUp);
  });

  it('a profile whose first name is not text is refused, naming its key and the field', async () => {
    store({ ...profileKeys, ...saved, firstName: 42 });
    await expect(users.getProfile('u1')).rejects.toThrow(MalformedRecordError);
    await expect(users.getProfile('u1')).rejects.toThrow(/user profile record USER#u1 \/ PROFILE: firstName/);
    await expect(users.getProfiles(['u1'])).rejects.toThrow(MalformedRecordError);
  });

  it('a profile whose news choice is not a yes or no is refused', async () => {
    store({ ...profileKeys, ...saved, newsOptIn: 'sí' });
    await expect(users.findProfileByEmail('ana@example.com')).rejects.toThrow(/USER#u1 \/ PROFILE: newsOptIn/);
  });
});

describe('a stored billing address', () => {
  it('reads as saved, without its keys', async () => {
    store({ ...addressKeys, ...address });
    expect(await users.listAddresses('u1')).toEqual([address]);
  });

  it('an address saved before the IVA condition was asked, without an apartment, reads them as null', async () => {
    const { ivaCondition: _iva, apartment: _apartment, ...old } = address;
    store({ ...addressKeys, ...old });
    expect(await users.listAddresses('u1')).toEqual([{ ...address, ivaCondition: null, apartment: null }]);
  });

  it('an address whose tax id is not text, or whose IVA condition the store does not know, is refused', async () => {
    store({ ...addressKeys, ...address, taxId: 20123456786 });
    await expect(users.listAddresses('u1')).rejects.toThrow(/user address record USER#u1 \/ ADDRESS#2026-11-23T12:00:00.000Z#a1: taxId/);
    store({ ...addressKeys, ...address, ivaCondition: 'OTRA' });
    await expect(users.listAddresses('u1')).rejects.toThrow(MalformedRecordError);
  });
});
