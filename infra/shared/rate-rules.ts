// The WAF's rate-based rules, defined once as plain data: the CDK turns them into the web ACL's
// rules (infra/constructs/api-firewall.ts) and the local stack applies the same definitions in
// front of its AppSync endpoint and its Cognito (infra/local/local-firewall.ts), so a client that
// AWS would block is blocked locally too, after the same number of requests.
import { API_LIMITS, LIMIT_RESPONSES, type LimitResponse } from './api-limits';

/**
 * WAF's text transformations used here, applied in order before matching: JS_DECODE turns
 * JavaScript escapes back into characters (a JSON body may spell `sendContactMessage` as
 * `\u0073endContactMessage`, which the API decodes but a plain byte match would not see);
 * LOWERCASE makes the match case-insensitive.
 */
export type TextTransformation = 'JS_DECODE' | 'LOWERCASE';

/** Part of a request a rule's scope looks at, as WAF's byte-match statements do. */
export type RequestMatch =
  /** The body contains this text once transformed. */
  | { part: 'body'; contains: string; transformations: readonly TextTransformation[] }
  /** A header equals this text exactly. */
  | { part: 'header'; name: string; equals: string }
  /** A header starts with this text (a missing header does not match). */
  | { part: 'header'; name: string; startsWith: string };

/**
 * What a rule counts requests by: the client IP (WAF's `IP`), or the value of a header (WAF's
 * custom key; a request without the header is not counted by the rule at all, as WAF documents).
 */
export type RateKey = { kind: 'ip' } | { kind: 'header'; name: string };

export interface RateRule {
  name: string;
  /** WAF evaluates rules in priority order; the first that blocks ends the evaluation. */
  priority: number;
  /** Requests per key (client IP, or header value) allowed within the window; the next one is blocked. */
  limit: number;
  windowSeconds: number;
  key: RateKey;
  /** The requests the rule counts (WAF's scope-down statement: any of these); absent: every request. */
  scope?: readonly RequestMatch[];
  /** Counts the requests that match none of `scope` instead (WAF's NOT around the scope-down). */
  scopeNegated?: boolean;
  /** What AppSync's clients get (the WAF's custom response). */
  response: LimitResponse;
}

/** The header that carries a signed-in session's Cognito token to AppSync. */
const SESSION_TOKEN: RequestMatch = { part: 'header', name: 'authorization', startsWith: 'eyJ' };
const BY_IP: RateKey = { kind: 'ip' };

/** How much of a body WAF inspects for AppSync and Cognito (oversize handling CONTINUE: the rest is not looked at). */
export const WAF_BODY_INSPECTION_BYTES = 8 * 1024;

/** Cognito's operations that send an e-mail (the code of a sign-up, a resent code, a reset). */
const ACCOUNT_EMAIL_TARGETS = ['SignUp', 'ResendConfirmationCode', 'ForgotPassword'] as const;

/**
 * Per client IP where a request has no identity (contact, sign-up, visitors' reads), per session
 * token where it has one: an address shared by a launch's 200 buyers is not one client.
 */
export const RATE_RULES: readonly RateRule[] = [
  {
    // The contact mutation e-mails the store.
    name: 'ContactPerIp',
    priority: 4,
    limit: API_LIMITS.rate.contactRequestsPerIp,
    windowSeconds: API_LIMITS.rate.windowSeconds,
    key: BY_IP,
    scope: [{ part: 'body', contains: 'sendcontactmessage', transformations: ['JS_DECODE', 'LOWERCASE'] }],
    response: LIMIT_RESPONSES.tooManyRequests,
  },
  {
    // Cognito's requests that create accounts or send their codes.
    name: 'AccountEmailsPerIp',
    priority: 5,
    limit: API_LIMITS.rate.accountEmailsPerIp,
    windowSeconds: API_LIMITS.rate.windowSeconds,
    key: BY_IP,
    scope: ACCOUNT_EMAIL_TARGETS.map((target) => ({
      part: 'header' as const,
      name: 'x-amz-target',
      equals: `AWSCognitoIdentityProviderService.${target}`,
    })),
    response: LIMIT_RESPONSES.tooManyRequests,
  },
  {
    // One signed-in session, wherever it connects from.
    name: 'RequestsPerToken',
    priority: 6,
    limit: API_LIMITS.rate.requestsPerToken,
    windowSeconds: API_LIMITS.rate.windowSeconds,
    key: { kind: 'header', name: 'authorization' },
    scope: [SESSION_TOKEN],
    response: LIMIT_RESPONSES.tooManyRequests,
  },
  {
    name: 'RequestsWithoutTokenPerIp',
    priority: 7,
    limit: API_LIMITS.rate.requestsWithoutTokenPerIp,
    windowSeconds: API_LIMITS.rate.windowSeconds,
    key: BY_IP,
    scope: [SESSION_TOKEN],
    scopeNegated: true,
    response: LIMIT_RESPONSES.tooManyRequests,
  },
  {
    name: 'RequestsPerIp',
    priority: 8,
    limit: API_LIMITS.rate.requestsPerIp,
    windowSeconds: API_LIMITS.rate.windowSeconds,
    key: BY_IP,
    response: LIMIT_RESPONSES.tooManyRequests,
  },
];

/**
 * What Cognito's API answers when its web ACL blocks a request: WAF's custom responses reach only
 * the managed login pages; API callers (Amplify's SignUp) get Cognito's own ForbiddenException.
 */
export const COGNITO_WAF_BLOCK = {
  status: 403,
  body: { __type: 'ForbiddenException', message: 'Request not allowed due to WAF block.' },
} as const;
