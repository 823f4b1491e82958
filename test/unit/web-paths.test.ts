// The web's route registry (web/src/lib/paths.ts) and the site's answers (infra/site-routes.ts)
// agree: every app route gets the SPA shell at the edge, every published page its HTML file,
// every redirect the same target, and no app-route prefix at the edge is left without a route.
// The builders make addresses their own patterns match, with each parameter encoded.
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteAnswerFor, SITE_RULES } from '../../infra/site-routes';
import { redirects, routes } from '../../web/src/lib/paths';

const entries = Object.entries(routes);
const paramNames = (pattern: string): string[] => [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
const sampleParams = (pattern: string, value: string): Record<string, string> =>
  Object.fromEntries(paramNames(pattern).map((name) => [name, value]));
/** The address of a route with every parameter set to `value`. */
const sample = (pattern: string, value = 'x'): string => pattern.replace(/:(\w+)/g, () => value);

describe('route registry and site routes', () => {
  it.each(entries.filter(([, route]) => route.served === 'app'))('%s is served the app shell', (_, route) => {
    expect(siteAnswerFor(sample(route.pattern), SITE_RULES)).toEqual({ key: SITE_RULES.shellKey });
  });

  it.each(entries.filter(([, route]) => route.served === 'published'))('%s is served its published page', (_, route) => {
    const answer = siteAnswerFor(sample(route.pattern), SITE_RULES);
    expect(answer).toHaveProperty('key');
    expect(answer).not.toEqual({ key: SITE_RULES.shellKey });
  });

  it.each(entries.filter(([, route]) => route.served === 'redirect'))('%s redirects where the registry says', (_, route) => {
    const target = redirects[route.pattern as keyof typeof redirects];
    expect(target).toBeDefined();
    const answer = siteAnswerFor(route.pattern, SITE_RULES);
    // At the edge (a 301) or, under an app prefix, in the app (a <Navigate>).
    expect([{ redirect: target }, { key: SITE_RULES.shellKey }]).toContainEqual(answer);
  });

  it('answers at the edge only the redirects the registry has', () => {
    for (const [from, to] of Object.entries(SITE_RULES.redirects)) expect(redirects).toHaveProperty([from], to);
  });

  it('has an app route under every app-route prefix of the edge', () => {
    const appPatterns = entries.filter(([, route]) => route.served !== 'published').map(([, route]) => route.pattern as string);
    for (const prefix of SITE_RULES.appRoutes) {
      expect(appPatterns.some((pattern) => pattern === prefix || pattern.startsWith(`${prefix}/`))).toBe(true);
    }
  });

  it.each(entries)('%s builds addresses its pattern matches, parameters encoded', (_, route) => {
    const value = 'a b/ñ?#';
    const params = sampleParams(route.pattern, value);
    const address = (route.to as (params?: Record<string, string>) => string)(params);
    expect(address).toBe(sample(route.pattern, encodeURIComponent(value)));
    // matchPath leaves each parameter as the address writes it; decoded, it is the value given.
    const matched = matchPath(route.pattern, address)?.params ?? {};
    expect(Object.fromEntries(Object.entries(matched).map(([name, text]) => [name, decodeURIComponent(text ?? '')]))).toEqual(params);
  });
});
