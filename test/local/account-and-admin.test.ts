// Writes through the API: billing details and the admin item update, with validation that
// writes nothing on bad input; the contact form reaching the local mailbox.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedItems } from '../../functions/seed/catalogue';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { callGraphql, visitor } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { billingAddressInput } from '../support/factories/billing';

const stack = inject('stack');
/** The admin item update that puts an item back exactly as the seed has it. */
const seededUpdate = (id: string) => {
  const { name, price, isEnabled, isFeatured, offer } = seedItems.find((item) => item.id === id)!;
  return { id, name, price, isEnabled, isFeatured, offer };
};

const CREATE_ADDRESS = `mutation($input: CreateUserAddressInput!) { createUserAddress(input: $input) { id fullName taxId ivaCondition province postalCode } }`;
const validAddress = billingAddressInput({ postalCode: 'c1043aab', ivaCondition: 'RESPONSABLE_INSCRIPTO' });

describe('billing details', () => {
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [user, other] = await Promise.all([signUpAndConfirm(stack), signUpAndConfirm(stack)]);
  });

  it('stores a valid address, normalised, and lists it only to its owner', async () => {
    const created = await callGraphql(stack, { token: user.accessToken }, CREATE_ADDRESS, { input: validAddress });
    expect(created.errors).toBeUndefined();
    expect(created.data?.['createUserAddress']).toMatchObject({
      taxId: '20123456786',
      ivaCondition: 'RESPONSABLE_INSCRIPTO',
      postalCode: 'C1043AAB',
    });

    const mine = await callGraphql(stack, { token: user.accessToken }, `query { listUserAddresses { id } }`);
    expect(mine.data?.['listUserAddresses']).toEqual([{ id: created.data?.['createUserAddress']?.id }]);
    const theirs = await callGraphql(stack, { token: other.accessToken }, `query { listUserAddresses { id } }`);
    expect(theirs.data?.['listUserAddresses']).toEqual([]);
  });

  it('rejects an invalid tax id with a Spanish message and writes nothing', async () => {
    const answer = await callGraphql(stack, { token: other.accessToken }, CREATE_ADDRESS, {
      input: { ...validAddress, taxId: '20-12345678-0' },
    });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(answer.errors?.[0]?.message).toContain('CUIT');
    const list = await callGraphql(stack, { token: other.accessToken }, `query { listUserAddresses { id } }`);
    expect(list.data?.['listUserAddresses']).toEqual([]);
  });

  it('asks the IVA condition with a CUIT (refused without it, in Spanish, naming the field), never with a DNI', async () => {
    const { ivaCondition: _omitted, ...withoutCondition } = validAddress;
    const refused = await callGraphql(stack, { token: other.accessToken }, CREATE_ADDRESS, { input: withoutCondition });
    expect(refused.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(refused.errors?.[0]?.message).toContain('condición frente al IVA');
    const list = await callGraphql(stack, { token: other.accessToken }, `query { listUserAddresses { id } }`);
    expect(list.data?.['listUserAddresses']).toEqual([]);
    // A DNI holder is a consumidor final: a condition sent with it is not kept.
    const withDni = await callGraphql(stack, { token: other.accessToken }, CREATE_ADDRESS, {
      input: { ...validAddress, taxId: '30111222', ivaCondition: 'RESPONSABLE_INSCRIPTO' },
    });
    expect(withDni.errors).toBeUndefined();
    expect(withDni.data?.['createUserAddress']).toMatchObject({ taxId: '30111222', ivaCondition: null });
  });

  it('rejects a province that is not on the list', async () => {
    const answer = await callGraphql(stack, { token: other.accessToken }, CREATE_ADDRESS, {
      input: { ...validAddress, province: 'Narnia' },
    });
    expect(answer.errors?.[0]?.message).toContain('provincia');
  });
});

describe('admin item update', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await signInAdmin(stack);
  });

  // Other test files read the seeded catalogue: put the items changed here back as seeded.
  afterAll(async () => {
    for (const id of ['course-5', 'course-6']) {
      const answer = await callGraphql(stack, { token: admin.accessToken }, UPDATE, { input: seededUpdate(id) });
      expect(answer.errors).toBeUndefined();
    }
  });

  const UPDATE = `mutation($input: UpdateItemInput!) { updateItem(input: $input) { id name price isEnabled offer { price } } }`;

  it('changes price and offer, and the store front shows it', async () => {
    const answer = await callGraphql(stack, { token: admin.accessToken }, UPDATE, {
      input: {
        id: 'course-6',
        name: 'Bar Muscle Up',
        price: 16000,
        isEnabled: true,
        isFeatured: true,
        offer: { price: 14000, validDateTimeFrom: '2026-01-01T00:00:00-03:00', validDateTimeTo: '2027-01-01T00:00:00-03:00' },
      },
    });
    expect(answer.errors).toBeUndefined();
    const item = await callGraphql(stack, visitor(stack), `query { getItem(id: "course-6") { price offer { price } isFeatured } }`);
    expect(item.data?.['getItem']).toEqual({ price: 16000, offer: { price: 14000 }, isFeatured: true });
  });

  it('rejects an offer that is not below the price and writes nothing', async () => {
    const answer = await callGraphql(stack, { token: admin.accessToken }, UPDATE, {
      input: {
        id: 'course-7',
        name: 'Ring Muscle Up',
        price: 15000,
        isEnabled: true,
        isFeatured: false,
        offer: { price: 15000, validDateTimeFrom: '2026-01-01T00:00:00-03:00', validDateTimeTo: '2027-01-01T00:00:00-03:00' },
      },
    });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(answer.errors?.[0]?.message).toContain('menor al precio');
    const item = await callGraphql(stack, visitor(stack), `query { getItem(id: "course-7") { offer { price } } }`);
    expect(item.data?.['getItem']?.offer).toBeNull();
  });

  it('hides a disabled item from visitors but not from admins', async () => {
    const disable = await callGraphql(stack, { token: admin.accessToken }, UPDATE, {
      input: { id: 'course-5', name: 'Double Unders', price: 10000, isEnabled: false, isFeatured: true, offer: null },
    });
    expect(disable.errors).toBeUndefined();
    const list = await callGraphql(stack, visitor(stack), `query { listItems { items { id } } }`);
    expect((list.data?.['listItems'].items as { id: string }[]).map((i) => i.id)).not.toContain('course-5');
    const direct = await callGraphql(stack, visitor(stack), `query { getItem(id: "course-5") { id } }`);
    expect(direct.errors?.[0]?.message).toBe('Not found item with id course-5');
    const asAdmin = await callGraphql(stack, { token: admin.accessToken }, `query { getItem(id: "course-5") { isEnabled } }`);
    expect(asAdmin.data?.['getItem']).toEqual({ isEnabled: false });
  });
});

describe('contact form', () => {
  it('stores the message and notifies the store in the mailbox', async () => {
    const answer = await callGraphql(
      stack,
      visitor(stack),
      `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id receivedAt } }`,
      {
        input: {
          name: 'Juan',
          email: 'juan@example.com',
          subject: 'Consulta por planificación',
          message: '¿La planificación RX sirve para principiantes?',
        },
      },
    );
    expect(answer.errors).toBeUndefined();
    const mails = await readDeliveredMail(stack, 'contacto@impulso.local');
    expect(mails.at(-1)).toMatchObject({ subject: 'Consulta web: Consulta por planificación', replyTo: 'juan@example.com' });
  });

  it('rejects an empty message', async () => {
    const answer = await callGraphql(
      stack,
      visitor(stack),
      `mutation { sendContactMessage(input: { name: "J", email: "juan@example.com", subject: "Hola", message: "" }) { id } }`,
    );
    expect(answer.errors?.[0]?.errorType).toBe('ValidationError');
  });
});
