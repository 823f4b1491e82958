// The web's security headers, defined once: the CloudFront response-headers policy (web stack)
// and the local web server send the same set, so the browser tests run under the CSP production
// sends and a CSP that breaks a page is seen locally first. Only the origins differ: AppSync,
// Cognito and S3 on AWS; the local endpoint, the local Cognito and the local content server here.

export const SECURITY_HEADER_SETTINGS = {
  /** Two years, subdomains included (the HSTS preload list's minimum is one year). */
  hstsMaxAgeSeconds: 2 * 365 * 24 * 60 * 60,
  hstsIncludeSubdomains: true,
  referrerPolicy: 'strict-origin-when-cross-origin',
  frameOptions: 'DENY',
} as const;

/** The other origins the SPA talks to. */
export interface WebOrigins {
  /** fetch/XHR targets: the GraphQL API, Cognito, the content bucket (admins' video uploads). */
  connect: string[];
  /** Lesson videos (presigned addresses on the content bucket). */
  media: string[];
}

/** The origins of a deployed stage; AppSync's host is not known to the web stack, hence the wildcard. */
export function awsWebOrigins(region: string, contentBucketName: string): WebOrigins {
  const content = `https://${contentBucketName}.s3.${region}.amazonaws.com`;
  return {
    connect: [`https://*.appsync-api.${region}.amazonaws.com`, `https://cognito-idp.${region}.amazonaws.com`, content],
    media: [content],
  };
}

/**
 * The Content-Security-Policy. PrimeReact sets inline styles, hence 'unsafe-inline' for styles
 * only; scripts come from the site itself. `upgrade-insecure-requests` only when the site is served
 * over HTTPS: on http://localhost it would send the local servers' calls to https:// and fail.
 */
export function contentSecurityPolicy(origins: WebOrigins, options: { https: boolean }): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...origins.connect].join(' '),
    ["media-src 'self' blob:", ...origins.media].join(' '),
    // The member app's service worker and its web app manifest come from the site itself (stated
    // outright rather than left to default-src, so a later change there cannot break the app).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The headers as name → value, as the local web server sends them on every answer. */
export function securityHeaders(origins: WebOrigins, options: { https: boolean }): Record<string, string> {
  const { hstsMaxAgeSeconds, hstsIncludeSubdomains, referrerPolicy, frameOptions } = SECURITY_HEADER_SETTINGS;
  return {
    // Browsers ignore HSTS over plain HTTP (RFC 6797 §8.1), so sending it locally changes nothing
    // but keeps the set identical.
    'strict-transport-security': `max-age=${hstsMaxAgeSeconds}${hstsIncludeSubdomains ? '; includeSubDomains' : ''}`,
    'content-security-policy': contentSecurityPolicy(origins, options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': referrerPolicy,
    'x-frame-options': frameOptions,
  };
}
