// The WAF's rate rules on the local stack: the same definitions the CDK gives the web ACL
// (infra/shared/rate-rules.ts, with the CDK's numbers), in front of the local AppSync endpoint and
// the local Cognito. One client address past the limit of the contact form or of the account
// e-mails (sign-ups, resent codes, resets) is blocked as AWS blocks it, while another address
// still passes. (200 buyers signing up and buying from one address: launch-behind-one-address.test.ts.) Each test sends from loopback
// addresses of its own (the stack's firewall allows only the other tests' 127.0.0.1).
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { API_LIMITS, LIMIT_RESPONSES, limitResponseBody } from '../../infra/shared/api-limits';
import { COGNITO_WAF_BLOCK, RATE_RULES } from '../../infra/shared/rate-rules';
import { freshLoopbackAddress, postFrom } from '../support/post-from';

const stack = inject('stack');
const contactRule = RATE_RULES.find((rule) => rule.name === 'ContactPerIp');
const accountEmailsRule = RATE_RULES.find((rule) => rule.name === 'AccountEmailsPerIp');
const LIMIT = API_LIMITS.rate.contactRequestsPerIp;
const ACCOUNT_EMAILS = API_LIMITS.rate.accountEmailsPerIp;

/** A contact message; `escaped` spells the mutation's name with a JSON escape, which the API decodes. */
const contact = (address: string, marker: string, index: number, escaped = false) => {
  const body = JSON.stringify({
    query: 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }',
    variables: {
      input: { name: 'Prueba del firewall', email: `${marker}-${index}@example.com`, subject: marker, message: 'Mensaje de prueba.' },
    },
  });
  return postFrom(
    stack.graphqlUrl,
    address,
    { 'content-type': 'application/json', 'x-api-key': stack.apiKey },
    escaped ? body.replace('sendContactMessage', '\\u0073endContactMessage') : body,
  );
};

const listItems = (address: string) =>
  postFrom(
    stack.graphqlUrl,
    address,
    { 'content-type': 'application/json', 'x-api-key': stack.apiKey },
    JSON.stringify({ query: 'query { listItems { items { id } } }' }),
  );

const signUp = (address: string, email: string) =>
  postFrom(
    stack.cognitoUrl,
    address,
    { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
    JSON.stringify({
      ClientId: stack.clientId,
      Username: email,
      Password: 'Entrena2026',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Ana' },
        { Name: 'family_name', Value: 'Límite' },
      ],
    }),
  );

const forgotPassword = (address: string, email: string) =>
  postFrom(
    stack.cognitoUrl,
    address,
    { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword' },
    JSON.stringify({ ClientId: stack.clientId, Username: email }),
  );

describe("the WAF's rate rules, locally, with the CDK's numbers", () => {
  it('uses the definitions the CDK gives the web ACL: 20 contact messages and 300 account e-mails per IP in 5 minutes', () => {
    expect(contactRule).toMatchObject({ limit: 20, windowSeconds: 300 });
    expect(accountEmailsRule).toMatchObject({ limit: 300, windowSeconds: 300 });
  });

  it(`blocks contact request ${LIMIT + 1} from one address within the window with the WAF's answer; another address passes`, async () => {
    const address = freshLoopbackAddress();
    const marker = `waf-contact-${randomUUID().slice(0, 8)}`;
    for (let index = 1; index <= LIMIT; index += 1) {
      // The store's own limit (10 an hour per address) answers past its count; the WAF still lets them through.
      const passed = await contact(address, marker, index);
      expect(passed.status, `request ${index}`).toBe(200);
    }
    const blocked = await contact(address, marker, LIMIT + 1);
    expect(blocked.status).toBe(LIMIT_RESPONSES.tooManyRequests.status);
    expect(blocked.text).toBe(limitResponseBody(LIMIT_RESPONSES.tooManyRequests));
    // Spelling the mutation with a JSON escape does not slip past the rule.
    const escaped = await contact(address, marker, LIMIT + 3, true);
    expect(escaped.text).toBe(limitResponseBody(LIMIT_RESPONSES.tooManyRequests));
    // The rule counts only sensitive requests: the same address still reads the catalogue.
    expect((await listItems(address)).status).toBe(200);
    // Another address is served, even with the escaped spelling (the API decodes it: the escape is a real way to send it).
    const other = await contact(freshLoopbackAddress(), marker, LIMIT + 2, true);
    expect(other.status).toBe(200);
    expect(JSON.parse(other.text)).toMatchObject({ data: { sendContactMessage: { id: expect.any(String) } } });
  });

  it(`blocks the sign-up after ${ACCOUNT_EMAILS} account e-mails from one address at Cognito with its ForbiddenException, creating no account; another address signs up`, async () => {
    const address = freshLoopbackAddress();
    const marker = `waf-signup-${randomUUID().slice(0, 8)}`;
    // A few sign-ups, then password resets (they count with them: each sends an e-mail) up to the limit.
    for (let index = 1; index <= 5; index += 1) {
      const passed = await signUp(address, `${marker}-${index}@example.com`);
      expect(passed.status, `sign-up ${index}: ${passed.text}`).toBe(200);
    }
    for (let index = 6; index <= ACCOUNT_EMAILS; index += 1) {
      const reset = await forgotPassword(address, `${marker}-${index}@example.com`);
      expect(reset.status, `reset ${index}: ${reset.text}`).not.toBe(COGNITO_WAF_BLOCK.status);
    }
    const blockedEmail = `${marker}-blocked@example.com`;
    const blocked = await signUp(address, blockedEmail);
    expect(blocked.status).toBe(COGNITO_WAF_BLOCK.status);
    expect(JSON.parse(blocked.text)).toEqual(COGNITO_WAF_BLOCK.body);
    // Nothing was created: from another address the same e-mail signs up (no UsernameExistsException).
    const other = await signUp(freshLoopbackAddress(), blockedEmail);
    expect(other.status, other.text).toBe(200);
    expect(JSON.parse(other.text)).toMatchObject({ UserConfirmed: false, UserSub: expect.any(String) });
  });
});
