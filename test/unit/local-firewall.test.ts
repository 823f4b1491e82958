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

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const { sensitiveRequestsPerIp, apiRequestsPerIp, windowSeconds } = API_LIMITS.rate;

describe('local firewall (the WAF rate rules of infra/shared/rate-rules.ts)', () => {
  it(`lets ${sensitiveRequestsPerIp} sign-ups and contact messages from one address through, blocks the next; another address passes`, () => {
    const time = clock();
    const firewall = createLocalFirewall({ now: time.now });
    for (let index = 0; index < sensitiveRequestsPerIp; index += 1) {
      expect(firewall.check(index % 2 ? signUp('10.0.0.1') : contact('10.0.0.1'))).toBeNull();
      time.advance(1000);
    }
    expect(firewall.check(signUp('10.0.0.1'))?.name).toBe('SensitiveRequestsPerIp');
    expect(firewall.check(contact('10.0.0.1'))?.response.status).toBe(429);
    expect(firewall.check(signUp('10.0.0.2'))).toBeNull();
    // Only the scope's requests count: the blocked address still reads.
    expect(firewall.check(read('10.0.0.1'))).toBeNull();
  });

  it('keeps blocking while the trailing window holds too many, and lets the address through once they age out', () => {
    const time = clock();
    const firewall = createLocalFirewall({ now: time.now });
    for (let index = 0; index < sensitiveRequestsPerIp; index += 1) firewall.check(signUp('10.0.0.3'));
    time.advance(windowSeconds * 1000 - 1);
    expect(firewall.check(signUp('10.0.0.3'))).not.toBeNull();
    time.advance(windowSeconds * 1000);
    expect(firewall.check(signUp('10.0.0.3'))).toBeNull();
  });

  it(`blocks request ${apiRequestsPerIp + 1} of any kind from one address`, () => {
    const firewall = createLocalFirewall({ now: clock().now });
    for (let index = 0; index < apiRequestsPerIp; index += 1) expect(firewall.check(read('10.0.0.4'))).toBeNull();
    expect(firewall.check(read('10.0.0.4'))?.name).toBe('RequestsPerIp');
    expect(firewall.check(read('10.0.0.5'))).toBeNull();
  });

  it("matches the body case-insensitively within WAF's inspection window only, and the header exactly", () => {
    const firewall = createLocalFirewall({ now: clock().now, rules: RATE_RULES.map((rule) => ({ ...rule, limit: 0 })) });
    const padded = { address: '10.0.0.6', headers: {}, body: `${' '.repeat(WAF_BODY_INSPECTION_BYTES)}sendContactMessage` };
    expect(firewall.check(padded)?.name).toBe('RequestsPerIp');
    expect(firewall.check({ address: '10.0.0.7', headers: {}, body: 'SENDCONTACTMESSAGE' })?.name).toBe('SensitiveRequestsPerIp');
    expect(
      firewall.check({ address: '10.0.0.8', headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUpX' }, body: null })?.name,
    ).toBe('RequestsPerIp');
  });

  it('sees the contact mutation through JSON escapes (JS_DECODE before LOWERCASE, as the WAF rule does)', () => {
    const firewall = createLocalFirewall({ now: clock().now, rules: RATE_RULES.map((rule) => ({ ...rule, limit: 0 })) });
    for (const spelled of ['\\u0073endContactMessage', 'send\\u0043ontact\\x4dessage', '\\uff53endcontactmessage']) {
      const body = `{"query":"mutation { ${spelled}(input: {}) { id } }"}`;
      expect(firewall.check({ address: '10.0.0.9', headers: {}, body })?.name, spelled).toBe('SensitiveRequestsPerIp');
    }
  });

  it('never counts an allowed address', () => {
    const firewall = createLocalFirewall({ now: clock().now, allowAddresses: ['127.0.0.1'] });
    for (let index = 0; index < sensitiveRequestsPerIp * 3; index += 1) expect(firewall.check(signUp('127.0.0.1'))).toBeNull();
  });
});
