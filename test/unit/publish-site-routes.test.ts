// The address rules shared by CloudFront and the local web server, and the CloudFront Function
// built from them: the function's source, run as plain JavaScript, answers exactly as the rules.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { cloudFrontRoutingFunctionCode, siteAnswerFor, SITE_RULES } from '../../infra/site-routes';

const CASES: [string, ReturnType<typeof siteAnswerFor>][] = [
  ['/', { key: 'index.html' }],
  ['/all-courses', { key: 'all-courses.html' }],
  ['/all-courses/', { key: 'all-courses.html' }],
  ['/courses/course-3', { key: 'courses/course-3.html' }],
  ['/plannings/planning-3', { key: 'plannings/planning-3.html' }],
  ['/not-found', { key: 'not-found.html' }],
  ['/courses', { redirect: '/all-courses' }],
  ['/plannings', { redirect: '/all-plannings' }],
  ['/lessons', { redirect: '/all-lessons' }],
  ['/checkout/course-1', { key: 'app.html' }],
  ['/baja', { key: 'app.html' }],
  ['/configure-first-billing-detail/course-1', { key: 'app.html' }],
  ['/my-orders', { key: 'app.html' }],
  ['/my-records', { key: 'app.html' }],
  ['/auth', { key: 'app.html' }],
  ['/auth/sign-in', { key: 'app.html' }],
  ['/admin/courses', { key: 'app.html' }],
  ['/lessons/course-1/course-1-t01', { key: 'app.html' }],
  ['/all-lessons', { key: 'app.html' }],
  ['/authors', { key: 'authors.html' }],
  ['/images/course-1.svg', { key: 'images/course-1.svg' }],
  ['/assets/index-abc.js', { key: 'assets/index-abc.js' }],
  ['/sitemap.xml', { key: 'sitemap.xml' }],
];

describe('site routes', () => {
  it.each(CASES)('%s → %j', (path, answer) => {
    expect(siteAnswerFor(path, SITE_RULES)).toEqual(answer);
  });

  it('the CloudFront Function rewrites and redirects the same way', () => {
    const context: { handler?: (event: unknown) => { uri?: string; statusCode?: number; headers?: Record<string, { value: string }> } } =
      {};
    runInNewContext(`${cloudFrontRoutingFunctionCode()}\nthis.handler = handler;`, context);
    for (const [path, answer] of CASES) {
      const result = context.handler?.({ request: { uri: path, headers: {} } });
      if ('redirect' in answer) {
        expect(result?.statusCode).toBe(301);
        expect(result?.headers?.['location']?.value).toBe(answer.redirect);
      } else {
        expect(result?.uri).toBe(`/${answer.key}`);
      }
    }
  });
});
