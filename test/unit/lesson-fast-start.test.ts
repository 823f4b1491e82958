// The SPA shell's early start (issue 42, a lesson that starts fast): the entry reads /config.json
// before the app's code arrives and the app takes that read once; a lesson's address is told
// apart from the other app routes, whose pages are not fetched ahead.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLessonTopicPath } from '../../web/src/app/lesson-path';
import { prefetchConfigResponse, takeEarlyConfigResponse } from '../../web/src/lib/config-prefetch';
import { loadRuntimeConfig } from '../../web/src/lib/runtime-config';

const CONFIG = { region: 'us-east-1', graphqlUrl: 'https://api.example/graphql', apiKey: 'k', userPoolId: 'p', userPoolClientId: 'c' };
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the early configuration read', () => {
  afterEach(() => {
    takeEarlyConfigResponse();
    vi.unstubAllGlobals();
  });

  it('is taken by the first load, once: a later load reads again', async () => {
    const fetch = vi.fn(async () => answer(CONFIG));
    vi.stubGlobal('fetch', fetch);
    prefetchConfigResponse();
    prefetchConfigResponse();
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ graphqlUrl: 'https://api.example/graphql' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await loadRuntimeConfig();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith('/config.json', { cache: 'no-store' });
  });

  it('hands its failure to the load that takes it, and the next load tries again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({}, 503)),
    );
    prefetchConfigResponse();
    await expect(loadRuntimeConfig()).rejects.toThrow('config.json: HTTP 503');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(CONFIG)),
    );
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ apiKey: 'k' });
  });

  it('a load without an early read reads at once', async () => {
    const fetch = vi.fn(async () => answer(CONFIG));
    vi.stubGlobal('fetch', fetch);
    await loadRuntimeConfig();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('a lesson’s address', () => {
  it('is /lessons/:courseId/:topicId, with or without a trailing slash', () => {
    expect(isLessonTopicPath('/lessons/course-1/course-1-t01')).toBe(true);
    expect(isLessonTopicPath('/lessons/course-1/course-1-t01/')).toBe(true);
  });

  it('is not the lessons list, a course’s lessons or any other page', () => {
    for (const path of ['/lessons', '/lessons/course-1', '/all-lessons', '/checkout/course-1', '/lessons/a/b/c', '/courses/course-1']) {
      expect(isLessonTopicPath(path), path).toBe(false);
    }
  });
});
