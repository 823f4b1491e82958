// AppSync's auth semantics on the local endpoint, with real local Cognito tokens: who may call
// what, and what a forged token gets.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callGraphql, visitor } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';

const stack = inject('stack');

describe('authorization', () => {
  let user: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [user, admin] = await Promise.all([signUpAndConfirm(stack, { firstName: 'Lucía', lastName: 'Gómez' }), signInAdmin(stack)]);
  });

  it('refuses a user operation to a visitor', async () => {
    const answer = await callGraphql(stack, visitor(stack), `query { me { email } }`);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Not Authorized to access me on type Query' });
  });

  it("gives a new user their profile, created by the post-confirmation trigger", async () => {
    const answer = await callGraphql(stack, { token: user.accessToken }, `query { me { firstName lastName email isAdmin } }`);
    expect(answer.data?.['me']).toEqual({ firstName: 'Lucía', lastName: 'Gómez', email: user.email, isAdmin: false });
  });

  it('accepts the id token as AppSync does', async () => {
    const answer = await callGraphql(stack, { token: user.idToken }, `query { me { email } }`);
    expect(answer.data?.['me']?.email).toBe(user.email);
  });

  it('refuses an admin operation to a normal user and changes nothing', async () => {
    const update = await callGraphql(
      stack,
      { token: user.accessToken },
      `mutation { updateItem(input: { id: "course-3", name: "Hackeado", price: 1, isEnabled: true, isFeatured: false }) { id } }`,
    );
    expect(update.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const item = await callGraphql(stack, visitor(stack), `query { getItem(id: "course-3") { name price } }`);
    expect(item.data?.['getItem']?.price).toBe(15000);

    const list = await callGraphql(stack, { token: user.accessToken }, `query { adminListItems { id } }`);
    expect(list.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
  });

  it('lets an admin list every item, including disabled ones', async () => {
    const answer = await callGraphql(stack, { token: admin.accessToken }, `query { adminListItems { id } me { isAdmin } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['adminListItems']).toHaveLength(12);
    expect(answer.data?.['me']?.isAdmin).toBe(true);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const [header, payload] = user.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    claims['cognito:groups'] = ['admin'];
    const forgedPayload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const forged = `${header}.${forgedPayload}.${user.accessToken.split('.')[2]}`;
    const answer = await callGraphql(stack, { token: forged }, `query { adminListItems { id } }`);
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.errorType).toBe('UnauthorizedException');
  });

  it('refuses a wrong API key', async () => {
    const answer = await callGraphql(stack, { apiKey: 'da2-not-the-key' }, `query { listItems { id } }`);
    expect(answer.status).toBe(401);
  });

  it('refuses to a visitor the fields of a type reserved to users', async () => {
    const answer = await callGraphql(stack, visitor(stack), `query { listUserAddresses { id } }`);
    expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});
