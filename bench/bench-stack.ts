// The local stack the benchmark measures, on its own ports (BENCH_PORT_OFFSET, default 7000,
// away from `npm start` and the tests) and in a temporary folder, so a run starts from the seed
// and never touches anyone's data. Also the buyer account the user operations run as.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tableContext } from '../functions/composition/table';
import { startLocalStack, type LocalStack } from '../infra/local/stack';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../test/support/cognito-users';
import { billingAddressInput } from '../test/support/factories/billing';
import { stackInfoOf, type StackInfo } from '../test/support/stack-info';
import { attachDynamoRecorder, type DynamoRecorder } from './dynamo-recorder';

const offset = Number(process.env['BENCH_PORT_OFFSET'] ?? 7000);

/** Every port the bench opens, shifted together by BENCH_PORT_OFFSET. */
export const BENCH_PORTS = {
  web: 3000 + offset,
  graphql: 4000 + offset,
  dynamodb: 8000 + offset,
  cognito: 9229 + offset,
  /** The bare graphql-js server the API figures compare against. */
  bareGraphql: 4050 + offset,
  /** The static landing page the web figures compare against. */
  staticWeb: 3050 + offset,
};

export interface BenchStack {
  stack: LocalStack;
  /** The stack's data folder (its local web root is `site/` inside). */
  dataDir: string;
  info: StackInfo;
  /** Holds the same orders in both datasets: "my orders" runs as this user. */
  buyer: TestUser;
  buyerId: string;
  /** Places new orders (createOrder), so the buyer's list stays the same size. */
  purchaser: TestUser;
  admin: TestUser;
  /** Records the DynamoDB calls of every handler running in this process. */
  recorder: DynamoRecorder;
  stop(): Promise<void>;
}

/** The user id (`sub`) inside a Cognito token. */
function subjectOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: string };
  if (!payload.sub) throw new Error('token without sub');
  return payload.sub;
}

export async function postGraphql(
  info: StackInfo,
  caller: { apiKey: string } | { token: string },
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data: Record<string, unknown> | null; errors?: { message: string; errorType?: string }[]; bytes: number }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if ('apiKey' in caller) headers['x-api-key'] = caller.apiKey;
  else headers['authorization'] = caller.token;
  const response = await fetch(info.graphqlUrl, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const text = await response.text();
  const body = JSON.parse(text) as { data?: Record<string, unknown> | null; errors?: { message: string; errorType?: string }[] };
  return { data: body.data ?? null, ...(body.errors ? { errors: body.errors } : {}), bytes: Buffer.byteLength(text) };
}

async function addBillingAddress(info: StackInfo, user: TestUser): Promise<void> {
  const address = await postGraphql(
    info,
    { token: user.accessToken },
    'mutation($input: CreateUserAddressInput!) { createUserAddress(input: $input) { id } }',
    { input: billingAddressInput() },
  );
  if (address.errors) throw new Error(`billing address not created: ${address.errors.map((e) => e.message).join('; ')}`);
}

/** A new account with billing details, for a purchase that must not touch the other users. */
export async function newPayingUser(info: StackInfo): Promise<TestUser> {
  const user = await signUpAndConfirm(info, { firstName: 'Carla', lastName: 'Díaz' });
  await addBillingAddress(info, user);
  return user;
}

export async function startBenchStack(log: (line: string) => void, web: { distDir: string } | null = null): Promise<BenchStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stack-'));
  const stack = await startLocalStack({
    dataDir,
    ports: { web: BENCH_PORTS.web, graphql: BENCH_PORTS.graphql, dynamodb: BENCH_PORTS.dynamodb, cognito: BENCH_PORTS.cognito },
    // The bench builds the web itself (with a manifest, into its own folder); the stack serves and
    // publishes it, so the shared web/dist is never rebuilt under someone's feet.
    web: web ?? false,
    // The API load sends thousands of requests a minute from this address: past the WAF's per-IP rate
    // by design; the bench measures the API, not the firewall.
    firewall: { allowAddresses: ['127.0.0.1'] },
    // The bench runs the payment sweep itself (bench/data-access.ts), so its timer never fires
    // during a run (setInterval's longest delay, ~24.8 days), and a new order is due 1 s after
    // its creation instead of 3 minutes.
    paymentSweep: { everyMs: 2 ** 31 - 1, firstCheckSeconds: 1 },
    // The payment changes' calls would land in the measured figures: never on a timer here.
    schedules: { paymentChanges: { everyMs: 2 ** 31 - 1 } },
    log: (line) => log(`  [stack] ${line}`),
  });
  try {
    const info = stackInfoOf(stack, dataDir);
    // The handlers running in this process share one document client (built from the environment
    // the stack set; functions/data/dynamo-client.ts): recording on it sees every call they make.
    const recorder = attachDynamoRecorder(tableContext().doc);
    recorder.pause();
    const buyer = await signUpAndConfirm(info, { firstName: 'Ana', lastName: 'Pérez' });
    const purchaser = await signUpAndConfirm(info, { firstName: 'Bruno', lastName: 'Gómez' });
    const admin = await signInAdmin(info);
    await addBillingAddress(info, purchaser);
    return {
      stack,
      dataDir,
      info,
      buyer,
      buyerId: subjectOf(buyer.accessToken),
      purchaser,
      admin,
      recorder,
      stop: async () => {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
