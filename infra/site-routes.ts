// How the site answers an address, defined once for CloudFront (a viewer-request function built
// from this code, see infra/stacks/web-stack.ts) and the local web server:
// - data-free redirects answer 301 at once (no app start, no catalogue);
// - app routes (account, checkout, lessons, admin, member area, legal pages, certificate checks) get the SPA shell, app.html;
// - any other address is a published page or a file: "/" → index.html, "/courses/course-1" →
//   courses/course-1.html, "/images/x.svg" as is. A key that does not exist answers 404 with the
//   published not-found page (404.html).

export interface SiteRules {
  redirects: Record<string, string>;
  /** An address is an app route when it equals one of these or continues it with "/". */
  appRoutes: string[];
  shellKey: string;
}

export const SITE_RULES: SiteRules = {
  redirects: { '/courses': '/all-courses', '/plannings': '/all-plannings', '/lessons': '/all-lessons' },
  appRoutes: [
    '/auth',
    '/admin',
    '/checkout',
    '/configure-first-billing-detail',
    '/my-orders',
    '/my-plannings',
    '/my-records',
    '/my-subscriptions',
    '/my-profile',
    '/welcome',
    '/all-lessons',
    '/lessons',
    '/arrepentimiento',
    '/baja',
    '/terminos',
    '/privacidad',
    '/certificados',
  ],
  shellKey: 'app.html',
};

export type SiteAnswer = { redirect: string } | { key: string };

/**
 * The answer for a path. Written in the JavaScript CloudFront Functions run (cloudfront-js-2.0, ES 5.1 plus let/const):
 * no imports and nothing outside its parameters, since its source text is shipped as is.
 */
export function siteAnswerFor(path: string, rules: SiteRules): SiteAnswer {
  const uri = path.length > 1 && path.charAt(path.length - 1) === '/' ? path.slice(0, -1) : path;
  const target = rules.redirects[uri];
  if (target) return { redirect: target };
  for (let i = 0; i < rules.appRoutes.length; i++) {
    const route = rules.appRoutes[i] as string;
    if (uri === route || uri.indexOf(route + '/') === 0) return { key: rules.shellKey };
  }
  if (uri === '/') return { key: 'index.html' };
  const last = uri.slice(uri.lastIndexOf('/') + 1);
  return { key: last.indexOf('.') >= 0 ? uri.slice(1) : uri.slice(1) + '.html' };
}

/** The CloudFront Function (viewer request) that applies the same rules at the edge. */
export function cloudFrontRoutingFunctionCode(rules: SiteRules = SITE_RULES): string {
  return [
    `var RULES = ${JSON.stringify(rules)};`,
    `var siteAnswerFor = ${siteAnswerFor.toString()};`,
    'function handler(event) {',
    '  var request = event.request;',
    '  var answer = siteAnswerFor(request.uri, RULES);',
    '  if (answer.redirect) {',
    "    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: answer.redirect }, 'cache-control': { value: 'public, max-age=3600' } } };",
    '  }',
    "  request.uri = '/' + answer.key;",
    '  return request;',
    '}',
  ].join('\n');
}
