// A launch behind one shared address (a mobile carrier's CGNAT, common in Argentina), on the local
// stack with the WAF's rate rules as the CDK defines them (infra/shared/rate-rules.ts): 200 buyers
// from one client address each read the course, sign up, confirm the code, sign in with SRP, save
// billing details, quote, order, pay and read the approved order; every request passes, and all of
// them together stay within one rate window's limits (counted, not timed: a busy machine is
// slower). Then one client on that address floods with its own session: it is stopped at its
// token's limit while its neighbours keep buying; and a flood without a token from one address is
// stopped at the address's limit. The figures are printed (requests per kind).
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { API_LIMITS, LIMIT_RESPONSES } from '../../infra/shared/api-limits';
import { readMailbox } from '../../infra/local/mailbox';
import { billingAddressInput } from '../support/factories/billing';
import { payAtCheckout, webhooksSettled } from '../support/mercado-pago';
import { freshLoopbackAddress, postFrom } from '../support/post-from';
import { srpClientSession } from '../support/srp-client';

const stack = inject('stack');
const BUYERS = 200;
/** Buyers going through the flow at once (a launch's arrivals overlap). */
const AT_ONCE = 8;
const { requestsPerToken, requestsWithoutTokenPerIp, accountEmailsPerIp, requestsPerIp } = API_LIMITS.rate;

interface Tally {
  withoutToken: number;
  withToken: number;
  accountEmails: number;
  refused: string[];
}

/** One client address: the Cognito SDK and GraphQL requests all leave from it. */
function clientOn(address: string, tally: Tally) {
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: stack.cognitoUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestHandler: { httpAgent: new Agent({ localAddress: address, keepAlive: true }) },
  });
  async function cognitoSend<T>(send: () => Promise<T>, sendsEmail = false): Promise<T> {
    tally.withoutToken += 1;
    if (sendsEmail) tally.accountEmails += 1;
    try {
      return await send();
    } catch (error) {
      tally.refused.push(`cognito: ${error instanceof Error ? error.name : String(error)}`);
      throw error;
    }
  }
  async function graphql(query: string, variables: Record<string, unknown>, token?: string): Promise<Record<string, unknown>> {
    if (token) tally.withToken += 1;
    else tally.withoutToken += 1;
    const answer = await postFrom(
      stack.graphqlUrl,
      address,
      { 'content-type': 'application/json', ...(token ? { authorization: token } : { 'x-api-key': stack.apiKey }) },
      JSON.stringify({ query, variables }),
    );
    const body = JSON.parse(answer.text) as { data?: Record<string, unknown>; errors?: { errorType: string }[] };
    if (answer.status !== 200 || body.errors) {
      tally.refused.push(`${answer.status} ${body.errors?.map((error) => error.errorType).join(',') ?? ''}`);
      throw new Error(`GraphQL answered ${answer.status}: ${answer.text}`);
    }
    return body.data ?? {};
  }
  return { cognito, cognitoSend, graphql };
}

type Client = ReturnType<typeof clientOn>;

/** One buyer's launch, as the web makes it: what it reads, signs up, signs in and buys. */
async function buyerLaunch(client: Client, itemId: string): Promise<{ token: string; orderId: string; initPoint: string }> {
  const email = `launch-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Entrena2026';
  await client.graphql('query($id: ID!) { getItem(id: $id) { id name price } }', { id: itemId });
  await client.cognitoSend(
    () =>
      client.cognito.send(
        new SignUpCommand({
          ClientId: stack.clientId,
          Username: email,
          Password: password,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'given_name', Value: 'Ana' },
            { Name: 'family_name', Value: 'Lanzamiento' },
          ],
        }),
      ),
    true,
  );
  const code = (await readMailbox(stack.mailboxDir, email)).at(-1)?.code;
  if (!code) throw new Error(`no code for ${email}`);
  await client.cognitoSend(() =>
    client.cognito.send(new ConfirmSignUpCommand({ ClientId: stack.clientId, Username: email, ConfirmationCode: code })),
  );
  const session = srpClientSession(stack.userPoolId, password);
  const challenge = await client.cognitoSend(() =>
    client.cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: stack.clientId,
        AuthParameters: { USERNAME: email, SRP_A: session.srpA },
      }),
    ),
  );
  const signedIn = await client.cognitoSend(() =>
    client.cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: stack.clientId,
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeResponses: session.answer(challenge.ChallengeParameters ?? {}),
      }),
    ),
  );
  const token = signedIn.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`no token for ${email}`);
  await client.graphql('query { me { id email } }', {}, token);
  await client.graphql(
    'mutation($input: CreateUserAddressInput!) { createUserAddress(input: $input) { id } }',
    { input: billingAddressInput() },
    token,
  );
  await client.graphql('query($id: ID!) { quotePrice(itemId: $id) { finalPrice } }', { id: itemId }, token);
  const created = (await client.graphql(
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { initPoint order { id } } }',
    { input: { itemId, couponCode: null, idempotencyKey: randomUUID() } },
    token,
  )) as { createOrder: { initPoint: string; order: { id: string } } };
  return { token, orderId: created.createOrder.order.id, initPoint: created.createOrder.initPoint };
}

describe('a launch behind one shared address', () => {
  const shared = freshLoopbackAddress();
  const tally: Tally = { withoutToken: 0, withToken: 0, accountEmails: 0, refused: [] };
  const client = clientOn(shared, tally);
  const buyers: { token: string; orderId: string }[] = [];
  let startedAt = 0;

  it(`lets ${BUYERS} buyers from one address sign up and buy, every request passing and all of them within one rate window's limits`, async () => {
    startedAt = Date.now();
    const items = ['course-1', 'course-2', 'course-3', 'course-4'];
    for (let first = 0; first < BUYERS; first += AT_ONCE) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(AT_ONCE, BUYERS - first) }, async (_, index) => {
          const buyer = await buyerLaunch(client, items[(first + index) % items.length] ?? 'course-1');
          // Paying happens at Mercado Pago's checkout, not through the store's firewall.
          await payAtCheckout(buyer.initPoint, 'approved');
          return buyer;
        }),
      );
      buyers.push(...batch);
    }
    await webhooksSettled(stack);
    for (const buyer of buyers) {
      const order = (await client.graphql('query($id: ID!) { getMyOrder(id: $id) { id status } }', { id: buyer.orderId }, buyer.token)) as {
        getMyOrder: { status: string };
      };
      expect(order.getMyOrder.status).toBe('APPROVED');
    }
    const seconds = (Date.now() - startedAt) / 1000;
    console.info(
      `launch behind one address: ${BUYERS} buyers signed up and bought in ${seconds.toFixed(0)} s; from ${shared}: ${tally.withoutToken} requests without a token (${tally.accountEmails} account e-mails), ${tally.withToken} with one (${tally.withToken / BUYERS} per session), ${tally.refused.length} refused`,
    );
    expect(tally.refused).toEqual([]);
    // Within one window: the whole launch's requests, counted together as if they had all come in
    // the same window, stay under every rule of the address and of each session. (How long the
    // launch took is the machine's: on a busy one it spans more than a window, so the count, not the
    // clock, is what shows a real launch passes.)
    expect(tally.withoutToken).toBeLessThanOrEqual(requestsWithoutTokenPerIp);
    expect(tally.accountEmails).toBeLessThanOrEqual(accountEmailsPerIp);
    expect(tally.withoutToken + tally.withToken).toBeLessThanOrEqual(requestsPerIp);
    expect(tally.withToken / BUYERS).toBeLessThanOrEqual(requestsPerToken);
    expect(buyers).toHaveLength(BUYERS);
  }, 600_000);

  it("stops one client's flood at its session's limit, while its neighbours on the address keep buying", async () => {
    // The abuser is the launch's last buyer: her session's launch requests (5 with the token) are
    // the latest, so the rate window (sliding, 300 s) still holds them all while she floods, however
    // long the launch took. The first buyer's would have aged out on a slow machine (they did).
    const abuser = buyers.at(-1);
    const neighbour = buyers[0];
    if (!abuser || !neighbour || abuser === neighbour) throw new Error('the launch made no buyers');
    const used = tally.withToken / BUYERS;
    let passed = 0;
    let refusal: { status: number; text: string } | null = null;
    for (let request = 1; request <= requestsPerToken + 5 && !refusal; request += 1) {
      const answer = await postFrom(
        stack.graphqlUrl,
        shared,
        { 'content-type': 'application/json', authorization: abuser.token },
        JSON.stringify({ query: 'query { me { id } }' }),
      );
      if (answer.status === 200) passed += 1;
      else refusal = answer;
    }
    expect(passed).toBe(requestsPerToken - used);
    expect(refusal?.status).toBe(LIMIT_RESPONSES.tooManyRequests.status);
    expect(JSON.parse(refusal?.text ?? '{}')).toMatchObject({ errors: [{ errorType: LIMIT_RESPONSES.tooManyRequests.errorType }] });
    // The neighbour, same address, another session: served.
    const mine = await client.graphql('query { listMyOrders { id status } }', {}, neighbour.token);
    expect(mine['listMyOrders']).toEqual(expect.arrayContaining([{ id: neighbour.orderId, status: 'APPROVED' }]));
    console.info(`flood with one session: ${passed} more requests passed, the next refused (${refusal?.status})`);
  }, 300_000);

  it('stops a flood without a token from one address at the address limit', async () => {
    const flooder = freshLoopbackAddress();
    let passed = 0;
    let refused = 0;
    for (let request = 1; request <= requestsWithoutTokenPerIp + 1; request += 1) {
      const answer = await postFrom(
        stack.graphqlUrl,
        flooder,
        { 'content-type': 'application/json', 'x-api-key': stack.apiKey },
        JSON.stringify({ query: '{ __typename }' }),
      );
      if (answer.status === 200) passed += 1;
      else if (answer.status === LIMIT_RESPONSES.tooManyRequests.status) refused += 1;
    }
    expect({ passed, refused }).toEqual({ passed: requestsWithoutTokenPerIp, refused: 1 });
  }, 300_000);
});
