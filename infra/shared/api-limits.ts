// The API's limits, defined once: the CDK gives them to AppSync and to the AWS WAF web ACL in
// front of it (infra/stacks/api-stack.ts, infra/constructs/api-firewall.ts), and the local
// AppSync endpoint enforces the same numbers with the same answers (infra/local/appsync-endpoint.ts).
// Plain data with no imports, so the CDK, the local stack, the tests and the bench can all read it.

export const API_LIMITS = {
  /**
   * AppSync's queryDepthLimit (1–75): a field nested deeper than this answers
   * `QueryDepthLimitReached`. The deepest query the web sends is 4 levels
   * (listSales → orders → item → name); the rest is headroom for new screens.
   */
  queryDepthLimit: 8,
  /**
   * AppSync's resolverCountLimit (1–10000): resolvers beyond this many in one request answer
   * `ResolverExecutionLimitReached` and do not run. Only root fields have resolvers here, so this
   * is the number of root fields, aliases included (`a: listItems b: listItems` is two).
   */
  resolverCountLimit: 10,
  /**
   * Largest GraphQL document (the `query` string, UTF-8 bytes). The web's largest is under 500
   * bytes; data travels in `variables`. Enforced by the WAF on AWS (it can inspect 8 KB of an
   * AppSync request body, so the limit stays well inside that window) and by the local endpoint.
   */
  maxQueryBytes: 4_096,
  /**
   * Largest request body, variables included (a lesson text of 20 000 characters fits). Locally the
   * endpoint stops reading past it; on AWS AppSync's own payload quota applies.
   */
  maxRequestBytes: 256 * 1024,
  /** Introspection (the schema listed to anyone holding the public API key) only where developers work. */
  introspectionStages: ['local', 'dev'] as readonly string[],
  /**
   * AWS WAF rate-based rules within `windowSeconds`, then blocked until the rate drops. Sized for a
   * launch behind one shared address (a mobile carrier's CGNAT, common in Argentina): 200 buyers
   * signing up and buying from one IP in one window pass (test/local/launch-behind-one-address.test.ts
   * measures it), while one client is still stopped by the limit of its own token.
   */
  rate: {
    windowSeconds: 300,
    /** sendContactMessage per client IP (each one e-mails the store; the service also limits per e-mail and address). */
    contactRequestsPerIp: 20,
    /**
     * Cognito's requests that send an e-mail (SignUp, ResendConfirmationCode, ForgotPassword) per
     * client IP: 200 sign-ups of a launch behind one address, with room for resent codes.
     */
    accountEmailsPerIp: 300,
    /**
     * Requests per signed-in session (the API's `authorization` header, one Cognito access token):
     * the limit of one client wherever it connects from. A buyer's checkout makes about ten; a
     * member logging a session at the gym a few dozen.
     */
    requestsPerToken: 600,
    /**
     * Requests per client IP without a token (visitors' API-key reads, Cognito's sign-in and
     * sign-up calls): 200 buyers' sign-ups and sign-ins behind one address, with room.
     */
    requestsWithoutTokenPerIp: 3_000,
    /** Every request per client IP: the ceiling a whole launch behind one address stays under. */
    requestsPerIp: 12_000,
  },
} as const;

/**
 * What a refused request gets back, on AWS (WAF custom responses) and locally alike: AppSync's
 * error shape (`errors[].errorType`, `message`) with a Spanish message for people.
 */
export const LIMIT_RESPONSES = {
  queryTooLarge: {
    status: 413,
    errorType: 'QueryTooLarge',
    message: 'La consulta es demasiado grande.',
  },
  requestTooLarge: {
    status: 413,
    errorType: 'RequestTooLarge',
    message: 'La solicitud es demasiado grande.',
  },
  tooManyRequests: {
    status: 429,
    errorType: 'TooManyRequests',
    message: 'Recibimos demasiadas solicitudes desde tu conexión. Esperá unos minutos y volvé a intentar.',
  },
} as const;

export type LimitResponse = (typeof LIMIT_RESPONSES)[keyof typeof LIMIT_RESPONSES];

/** The JSON body of a refused request, identical from the WAF and from the local endpoint. */
export function limitResponseBody(response: LimitResponse): string {
  return JSON.stringify({ data: null, errors: [{ errorType: response.errorType, message: response.message }] });
}

/** AppSync's own messages for its limits (errorType as AppSync documents them). */
export const APPSYNC_LIMIT_ERRORS = {
  depth: { errorType: 'QueryDepthLimitReached', message: `Query depth limit of ${API_LIMITS.queryDepthLimit} reached` },
  resolvers: {
    errorType: 'ResolverExecutionLimitReached',
    message: `Resolver execution limit of ${API_LIMITS.resolverCountLimit} reached`,
  },
} as const;

export function introspectionEnabled(stage: string): boolean {
  return API_LIMITS.introspectionStages.includes(stage);
}
