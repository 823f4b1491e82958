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
  | { part: 'header'; name: string; equals: string };

export interface RateRule {
  name: string;
  /** WAF evaluates rules in priority order; the first that blocks ends the evaluation. */
  priority: number;
  /** Requests per client IP allowed within the window; the next one is blocked. */
  limit: number;
  windowSeconds: number;
  /** The requests the rule counts (WAF's scope-down statement: any of these); absent: every request. */
  scope?: readonly RequestMatch[];
  /** What AppSync's clients get (the WAF's custom response). */
  response: LimitResponse;
}

/** How much of a body WAF inspects for AppSync and Cognito (oversize handling CONTINUE: the rest is not looked at). */
export const WAF_BODY_INSPECTION_BYTES = 8 * 1024;

export const RATE_RULES: readonly RateRule[] = [
  {
    // The requests that send e-mail or create accounts: the contact mutation and Cognito's SignUp.
    name: 'SensitiveRequestsPerIp',
    priority: 4,
    limit: API_LIMITS.rate.sensitiveRequestsPerIp,
    windowSeconds: API_LIMITS.rate.windowSeconds,
    scope: [
      { part: 'body', contains: 'sendcontactmessage', transformations: ['JS_DECODE', 'LOWERCASE'] },
      { part: 'header', name: 'x-amz-target', equals: 'AWSCognitoIdentityProviderService.SignUp' },
    ],
    response: LIMIT_RESPONSES.tooManyRequests,
  },
  {
    name: 'RequestsPerIp',
    priority: 5,
    limit: API_LIMITS.rate.apiRequestsPerIp,
    windowSeconds: API_LIMITS.rate.windowSeconds,
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
