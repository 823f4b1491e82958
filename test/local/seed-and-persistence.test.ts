// The seed is idempotent and keeps edits; a stopped and restarted stack keeps what was written.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createItemChangesRepository } from '../../functions/data/item-changes-repository';
import { createItemsRepository } from '../../functions/data/items-repository';
import { seedDemoStore } from '../../functions/seed/seed';
import { startLocalStack } from '../../infra/local/stack';
import { callGraphql } from '../support/graphql-client';
import { signIn, signUpAndConfirm } from '../support/cognito-users';
import type { StackInfo } from '../support/stack-info';
import { RESTART_STACK_PORTS, TEST_FIREWALL } from '../support/test-ports';

const stack = inject('stack');

describe('seed', () => {
  it('creates nothing the second time and keeps an edited price', async () => {
    const table = { doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName };
    const items = createItemsRepository(table);
    const itemChanges = createItemChangesRepository(table);
    const before = await items.get('course-4');
    await itemChanges.update({
      id: 'course-4',
      type: 'COURSE',
      name: before?.name ?? '',
      price: 17000,
      isEnabled: true,
      isFeatured: false,
      offer: null,
    });

    const again = await seedDemoStore(table);
    expect(again.created).toBe(0);
    expect(again.kept).toBeGreaterThan(150);
    expect((await items.get('course-4'))?.price).toBe(17000);
    await itemChanges.update({
      id: 'course-4',
      type: 'COURSE',
      name: before?.name ?? '',
      price: 15000,
      isEnabled: true,
      isFeatured: false,
      offer: null,
    });
  });
});

describe('persistence across restarts', () => {
  it('keeps accounts and data written through the API', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'store-restart-'));
    const start = async () => {
      const local = await startLocalStack({ dataDir, ports: RESTART_STACK_PORTS, web: false, firewall: TEST_FIREWALL });
      const info: StackInfo = {
        ...stack,
        graphqlUrl: local.urls.graphql,
        cognitoUrl: local.urls.cognito,
        dynamodbUrl: local.urls.dynamodb,
        apiKey: local.runtimeConfig.apiKey,
        userPoolId: local.runtimeConfig.userPoolId,
        clientId: local.runtimeConfig.userPoolClientId,
        mailboxDir: local.mailboxDir,
      };
      return { local, info };
    };
    try {
      const first = await start();
      const user = await signUpAndConfirm(first.info);
      const created = await callGraphql(
        first.info,
        { token: user.accessToken },
        `mutation {
        createUserAddress(input: { fullName: "Ana Pérez", taxId: "30111222", street: "San Martín", streetNumber: "50",
          city: "Rosario", province: "Santa Fe", postalCode: "2000", phone: "0341 555-1234" }) { id } }`,
      );
      expect(created.errors).toBeUndefined();
      await first.local.stop();

      const second = await start();
      try {
        const again = await signIn(second.info, user.email, user.password);
        const list = await callGraphql(second.info, { token: again.accessToken }, `query { listUserAddresses { id city } }`);
        expect(list.data?.['listUserAddresses']).toEqual([{ id: created.data?.['createUserAddress']?.id, city: 'Rosario' }]);
      } finally {
        await second.local.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two whole stacks start and stop here (DynamoDB Local's Java, Cognito, the seed): 90 s ran out
    // on a busy 2-core machine; the test waits on each start's readiness, this only bounds it.
  }, 300_000);
});
