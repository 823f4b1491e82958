// The local stand-in of the WAF's rate rules (infra/local/local-firewall.ts) with an injected
// clock: the CDK's rules and numbers, the window sliding, scopes, priorities and allowed addresses.
import { describe, expect, it } from 'vitest';
import { createLocalFirewall, type FirewallRequest } from '../../infra/local/local-firewall';
import { API_LIMITS } from '../../infra/shared/api-limits';
import { RATE_RULES, WAF_BODY_INSPECTION_BYTES } from '../../infra/shared/rate-rules';

const contact = (address: string): FirewallRequest => ({
  address,
  headers: { 'content-type': 'application/json' },
  body: '{"query":"mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) { id } }"}',
});
const signUp = (address: string): FirewallRequest => ({
  address,
  headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
  body: null,
});
const read = (address: string): FirewallRequest => ({ address, headers: {}, body: '{"query":"query { listItems { items { id } } }"}' });
/** A signed-in request: the session's Cognito access token in `authorization`. */
const signedIn = (address: string, token: string): FirewallRequest => ({
  address,
  headers: { authorization: `eyJraWQiOi.${token}.signature` },
  body: '{"query":"query { me { id } }"}',
});

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const { contactRequestsPerIp, accountEmailsPerIp, requestsPerToken, requestsWithoutTokenPerIp, requestsPerIp, windowSeconds } =
  API_LIMITS.rate;

describe('local firewall (the WAF rate rules of infra/shared/rate-rules.ts)', () => {
  it(`lets ${contactRequestsPerIp} contact messages from one address through, blocks the next; another address passes`, () => {
    const time = clock();
    const firewall = createLocalFirewall({ now: time.now });
    for (let index = 0; index < contactRequestsPerIp; index += 1) {
      expect(firewall.check(contact('10.0.0.1'))).toBeNull();
      time.advance(1000);
    }
    expect(firewall.check(contact('10.0.0.1'))?.name).toBe('ContactPerIp');
    expect(firewall.check(contact('10.0.0.1'))?.response.status).toBe(429);
    expect(firewall.check(contact('10.0.0.2'))).toBeNull();
    // Only the scope's requests count: the blocked address still reads and signs up.
    expect(firewall.check(read('10.0.0.1'))).toBeNull();
    expect(firewall.check(signUp('10.0.0.1'))).toBeNull();
  });

  it(`lets ${accountEmailsPerIp} sign-ups, resent codes and password resets from one address (a launch behind CGNAT), blocks the next`, () => {
    const firewall = createLocalFirewall({ now: clock().now });
    const cognito = (target: string): FirewallRequest => ({
      address: '10.0.1.1',
      headers: { 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      body: null,
    });
    for (let index = 0; index < accountEmailsPerIp; index += 1) {
      expect(firewall.check(cognito(['SignUp', 'ResendConfirmationCode', 'ForgotPassword'][index % 3] ?? 'SignUp'))).toBeNull();
    }
    expect(firewall.check(cognito('SignUp'))?.name).toBe('AccountEmailsPerIp');
    expect(firewall.check(cognito('ForgotPassword'))?.name).toBe('AccountEmailsPerIp');
    // Signing in sends no e-mail: still served.
    expect(firewall.check(cognito('InitiateAuth'))).toBeNull();
  });

  it(`counts signed-in requests per session token: ${requestsPerToken} pass, the next is blocked wherever it comes from; other sessions on the same address pass`, () => {
    const firewall = createLocalFirewall({ now: clock().now });
    for (let index = 0; index < requestsPerToken; index += 1) {
      expect(firewall.check(signedIn(index % 2 ? '10.0.2.1' : '10.0.2.2', 'abuser'))).toBeNull();
    }
    expect(firewall.check(signedIn('10.0.2.1', 'abuser'))?.name).toBe('RequestsPerToken');
    expect(firewall.check(signedIn('10.0.2.9', 'abuser'))?.name).toBe('RequestsPerToken');
    expect(firewall.check(signedIn('10.0.2.1', 'neighbour'))).toBeNull();
    // A session's requests are not the address's requests without a token.
    expect(firewall.check(read('10.0.2.1'))).toBeNull();
  });

  it(`blocks request ${requestsWithoutTokenPerIp + 1} without a token from one address; signed-in ones from it still pass`, () => {
    const firewall = createLocalFirewall({ now: clock().now });
    for (let index = 0; index < requestsWithoutTokenPerIp; index += 1) expect(firewall.check(read('10.0.3.1'))).toBeNull();
    expect(firewall.check(read('10.0.3.1'))?.name).toBe('RequestsWithoutTokenPerIp');
    expect(firewall.check(signedIn('10.0.3.1', 'buyer'))).toBeNull();
    expect(firewall.check(read('10.0.3.2'))).toBeNull();
  });

  it(`blocks request ${requestsPerIp + 1} of any kind from one address, however many sessions it holds`, () => {
    const firewall = createLocalFirewall({ now: clock().now });
    for (let index = 0; index < requestsPerIp; index += 1) {
      expect(firewall.check(signedIn('10.0.4.1', `session-${index % 40}`)), `request ${index + 1}`).toBeNull();
    }
    expect(firewall.check(signedIn('10.0.4.1', 'session-new'))?.name).toBe('RequestsPerIp');
    expect(firewall.check(read('10.0.4.2'))).toBeNull();
  });

  it('keeps blocking while the trailing window holds too many, and lets the address through once they age out', () => {
    const time = clock();
    const firewall = createLocalFirewall({ now: time.now });
    for (let index = 0; index < accountEmailsPerIp; index += 1) firewall.check(signUp('10.0.0.3'));
    time.advance(windowSeconds * 1000 - 1);
    expect(firewall.check(signUp('10.0.0.3'))).not.toBeNull();
    time.advance(windowSeconds * 1000);
    expect(firewall.check(signUp('10.0.0.3'))).toBeNull();
  });

  it("matches the body case-insensitively within WAF's inspection window only, and the header exactly", () => {
    const firewall = createLocalFirewall({ now: clock().now, rules: RATE_RULES.map((rule) => ({ ...rule, limit: 0 })) });
    const padded = { address: '10.0.0.6', headers: {}, body: `${' '.repeat(WAF_BODY_INSPECTION_BYTES)}sendContactMessage` };
    expect(firewall.check(padded)?.name).toBe('RequestsWithoutTokenPerIp');
    expect(firewall.check({ address: '10.0.0.7', headers: {}, body: 'SENDCONTACTMESSAGE' })?.name).toBe('ContactPerIp');
    expect(
      firewall.check({ address: '10.0.0.8', headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUpX' }, body: null })?.name,
    ).toBe('RequestsWithoutTokenPerIp');
  });

  it('sees the contact mutation through JSON escapes (JS_DECODE before LOWERCASE, as the WAF rule does)', () => {
    const firewall = createLocalFirewall({ now: clock().now, rules: RATE_RULES.map((rule) => ({ ...rule, limit: 0 })) });
    for (const spelled of ['\\u0073endContactMessage', 'send\\u0043ontact\\x4dessage', '\\uff53endcontactmessage']) {
      const body = `{"query":"mutation { ${spelled}(input: {}) { id } }"}`;
      expect(firewall.check({ address: '10.0.0.9', headers: {}, body })?.name, spelled).toBe('ContactPerIp');
    }
  });

  it('never counts an allowed address', () => {
    const firewall = createLocalFirewall({ now: clock().now, allowAddresses: ['127.0.0.1'] });
    for (let index = 0; index < accountEmailsPerIp * 3; index += 1) expect(firewall.check(signUp('127.0.0.1'))).toBeNull();
  });
});
