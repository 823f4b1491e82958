// The API's limits on the local endpoint, with the numbers and answers of infra/shared/api-limits.ts
// (the same ones the CDK gives AppSync and its WAF): a visitor's request cannot fan out into
// thousands of resolver calls, stored messages or megabytes of answer, and the refusals are fast.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { startAppSyncEndpoint, type AppSyncEndpoint } from '../../infra/local/appsync-endpoint';
import { readMailbox } from '../../infra/local/mailbox';
import { readPreludeSdl, readSchemaSdl } from '../../infra/schema-source';
import { API_LIMITS, APPSYNC_LIMIT_ERRORS, LIMIT_RESPONSES } from '../../infra/shared/api-limits';
import { CONTACT_RATE_LIMITS } from '../../functions/domain/contact-message';
import { callGraphql, visitor } from '../support/graphql-client';
import { freshLoopbackAddress, postFrom as postFromAddress } from '../support/post-from';

const stack = inject('stack');
const STORE_INBOX = 'contacto@impulso.local';

const aliases = (count: number, field: string) => Array.from({ length: count }, (_, index) => `a${index + 1}: ${field}`).join('\n');

const CONTACT = 'sendContactMessage(input: $input) { id }';

/** A visitor's POST from a chosen loopback address, so per-address limits can be tried without sharing one. */
async function postFrom(localAddress: string, body: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const answer = await postFromAddress(
    stack.graphqlUrl,
    localAddress,
    { 'content-type': 'application/json', 'x-api-key': stack.apiKey },
    body,
  );
  return { status: answer.status, json: JSON.parse(answer.text) as Record<string, unknown> };
}

const freshAddress = freshLoopbackAddress;

const contactInput = (email: string, subject: string) => ({
  name: 'Prueba de límites',
  email,
  subject,
  message: 'Un mensaje de prueba de los límites de la API.',
});

async function mailsWithSubject(marker: string): Promise<number> {
  return (await readMailbox(stack.mailboxDir, STORE_INBOX)).filter((mail) => mail.subject.includes(marker)).length;
}

describe('query size: the alias fan-out never starts', () => {
  it('refuses 1,000 aliases of listItems with QueryTooLarge, quickly, while other visitors are served', async () => {
    const query = `query { ${aliases(1000, 'listItems { items { id name description coachBio summary } }')} }`;
    expect(Buffer.byteLength(query)).toBeGreaterThan(API_LIMITS.maxQueryBytes);
    const started = performance.now();
    const [abuse, normal] = await Promise.all([
      callGraphql(stack, visitor(stack), query),
      callGraphql(stack, visitor(stack), 'query { listItems { items { id } } }'),
    ]);
    const elapsed = performance.now() - started;
    expect(abuse.status).toBe(LIMIT_RESPONSES.queryTooLarge.status);
    expect(abuse.data).toBeNull();
    expect(abuse.errors).toEqual([{ errorType: 'QueryTooLarge', message: LIMIT_RESPONSES.queryTooLarge.message }]);
    expect(normal.status).toBe(200);
    expect(normal.data?.['listItems']?.items.length).toBeGreaterThan(0);
    // Before: ≈ 4 s and ≈ 140 MB. Generous for a loaded 2-core machine; typically a few ms.
    expect(elapsed).toBeLessThan(3_000);
  });

  it('refuses 200 aliases of sendContactMessage before any message is stored or sent', async () => {
    const marker = `alias-200-${randomUUID().slice(0, 8)}`;
    const answer = await callGraphql(stack, visitor(stack), `mutation($input: ContactMessageInput!) { ${aliases(200, CONTACT)} }`, {
      input: contactInput(`${marker}@example.com`, marker),
    });
    expect(answer.status).toBe(413);
    expect(answer.errors?.[0]?.errorType).toBe('QueryTooLarge');
    expect(await mailsWithSubject(marker)).toBe(0);
  });

  it('refuses a request body over the limit (variables included) with RequestTooLarge', async () => {
    const answer = await callGraphql(stack, visitor(stack), 'query($x: String) { listItems { items { id } } }', {
      x: 'x'.repeat(API_LIMITS.maxRequestBytes),
    });
    expect(answer.status).toBe(413);
    expect(answer.errors).toEqual([{ errorType: 'RequestTooLarge', message: LIMIT_RESPONSES.requestTooLarge.message }]);
  });
});

describe("AppSync's resolver count (aliases count as resolvers)", () => {
  // Every root field is non-null here, so the first refused one nulls `data` and graphql stops
  // there: what matters is that no resolver past the limit ran.
  it(`answers ResolverExecutionLimitReached on root field ${API_LIMITS.resolverCountLimit + 1} of a query`, async () => {
    const query = `query { ${aliases(50, 'listItems(type: COURSE) { items { id } }')} }`;
    expect(Buffer.byteLength(query)).toBeLessThanOrEqual(API_LIMITS.maxQueryBytes);
    const answer = await callGraphql(stack, visitor(stack), query);
    expect(answer.status).toBe(200);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      errorType: APPSYNC_LIMIT_ERRORS.resolvers.errorType,
      path: [`a${API_LIMITS.resolverCountLimit + 1}`],
    });
    expect(answer.errors?.every((error) => error.errorType === APPSYNC_LIMIT_ERRORS.resolvers.errorType)).toBe(true);
  });

  it(`runs at most ${API_LIMITS.resolverCountLimit} aliased contact mutations of one request`, async () => {
    const marker = `alias-12-${randomUUID().slice(0, 8)}`;
    const count = API_LIMITS.resolverCountLimit + 2;
    const variables = Object.fromEntries(
      Array.from({ length: count }, (_, index) => [`i${index + 1}`, contactInput(`${marker}-${index + 1}@example.com`, marker)]),
    );
    const declarations = Object.keys(variables)
      .map((name) => `$${name}: ContactMessageInput!`)
      .join(', ');
    const fields = Object.keys(variables)
      .map((name, index) => `a${index + 1}: sendContactMessage(input: $${name}) { id }`)
      .join('\n');
    const answer = await postFrom(freshAddress(), JSON.stringify({ query: `mutation(${declarations}) { ${fields} }`, variables }));
    // Every alias past the limit answers null with its own error; the first ten keep their receipts
    // (decision 080: the answer reports every write).
    expect(answer.json['errors']).toEqual(
      Array.from({ length: count - API_LIMITS.resolverCountLimit }, (_, index) =>
        expect.objectContaining({
          errorType: APPSYNC_LIMIT_ERRORS.resolvers.errorType,
          path: [`a${API_LIMITS.resolverCountLimit + 1 + index}`],
        }),
      ),
    );
    const receipts = Object.values((answer.json['data'] ?? {}) as Record<string, unknown>).filter((receipt) => receipt !== null);
    expect(receipts).toHaveLength(API_LIMITS.resolverCountLimit);
    // The store's e-mails go through the mail queue: wait for them, then check none beyond.
    await expect.poll(() => mailsWithSubject(marker), { timeout: 60_000 }).toBeGreaterThanOrEqual(API_LIMITS.resolverCountLimit);
    expect(await mailsWithSubject(marker)).toBe(API_LIMITS.resolverCountLimit);
  });

  it(`stores and mails at most ${CONTACT_RATE_LIMITS.perEmail} messages an hour from one e-mail, whatever the aliases`, async () => {
    const marker = `alias-email-${randomUUID().slice(0, 8)}`;
    const answer = await postFrom(
      freshAddress(),
      JSON.stringify({
        query: `mutation($input: ContactMessageInput!) { ${aliases(8, CONTACT)} }`,
        variables: { input: contactInput(`${marker}@example.com`, marker) },
      }),
    );
    expect(answer.json['errors']).toEqual(
      Array.from({ length: 8 - CONTACT_RATE_LIMITS.perEmail }, (_, index) =>
        expect.objectContaining({ errorType: 'TooManyRequests', path: [`a${CONTACT_RATE_LIMITS.perEmail + 1 + index}`] }),
      ),
    );
    const receipts = Object.values((answer.json['data'] ?? {}) as Record<string, unknown>).filter((receipt) => receipt !== null);
    expect(receipts).toHaveLength(CONTACT_RATE_LIMITS.perEmail);
    await expect.poll(() => mailsWithSubject(marker), { timeout: 60_000 }).toBeGreaterThanOrEqual(CONTACT_RATE_LIMITS.perEmail);
    expect(await mailsWithSubject(marker)).toBe(CONTACT_RATE_LIMITS.perEmail);
  });
});

describe('query depth and introspection', () => {
  const deep = `query { __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }`;

  it(`refuses a query nested deeper than ${API_LIMITS.queryDepthLimit} levels with QueryDepthLimitReached`, async () => {
    const answer = await callGraphql(stack, visitor(stack), deep);
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((error) => error.errorType)).toEqual(['QueryDepthLimitReached']);
  });

  it('answers introspection locally (as in dev) and refuses it where the stage disables it', async () => {
    const shallow = 'query { __schema { mutationType { fields { name } } } }';
    const local = await callGraphql(stack, visitor(stack), shallow);
    expect(local.errors).toBeUndefined();
    let closed: AppSyncEndpoint | undefined;
    try {
      closed = await startAppSyncEndpoint({
        port: 0, // any free port
        schemaSource: `${readPreludeSdl()}\n${readSchemaSdl()}`,
        apiKey: 'da2-introspection-off',
        userPool: { issuer: `${stack.cognitoUrl}/${stack.userPoolId}`, clientIds: [stack.clientId] },
        resolverFor: () => undefined,
        introspection: false,
      });
      const { port } = closed.server.address() as AddressInfo;
      const refused = await callGraphql(
        { ...stack, graphqlUrl: `http://127.0.0.1:${port}/graphql` },
        { apiKey: 'da2-introspection-off' },
        shallow,
      );
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]?.errorType).toBe('ValidationError');
      expect(refused.errors?.[0]?.message).toMatch(/introspection/i);
    } finally {
      closed?.server.close();
    }
  });
});

describe('contact messages per client address', () => {
  it(`accepts ${CONTACT_RATE_LIMITS.perAddress} messages an hour from one address, then refuses with TooManyRequests`, async () => {
    const address = freshAddress();
    const marker = `per-ip-${randomUUID().slice(0, 8)}`;
    const send = (from: string, index: number) =>
      postFrom(
        from,
        JSON.stringify({
          query: `mutation($input: ContactMessageInput!) { ${CONTACT} }`,
          variables: { input: contactInput(`${marker}-${index}@example.com`, marker) },
        }),
      );
    for (let index = 0; index < CONTACT_RATE_LIMITS.perAddress; index += 1) {
      const accepted = await send(address, index);
      expect(accepted.json['errors']).toBeUndefined();
    }
    const refused = await send(address, 99);
    expect((refused.json['errors'] as { errorType: string }[])[0]?.errorType).toBe('TooManyRequests');
    // Another address is not affected.
    const other = await send(freshAddress(), 100);
    expect(other.json['errors']).toBeUndefined();
  });
});
