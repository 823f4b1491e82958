import { afterEach, describe, expect, it, vi } from 'vitest';
import { READINESS_POLL_MS, markAppReady, waitUntilAppReady } from '../../web/src/app/app-readiness';
import { isKnownItemPath, notFoundDestination } from '../../web/src/lib/navigation-rules';

const known = { courses: new Set(['course-1', 'course-6']), plannings: new Set(['planning-3']) };

describe('the known course, planning and lesson path rule', () => {
  it('keeps the address of a registered course, planning or lesson path', () => {
    for (const path of [
      '/courses/course-1',
      '/plannings/planning-3',
      '/lessons/course-6',
      '/lessons/course-1/course-1-t05',
      '/courses/course-1/',
    ]) {
      expect(isKnownItemPath(path, known), path).toBe(true);
      expect(notFoundDestination(path, known), path).toBe('stay');
    }
  });

  it('sends unknown ids, the wrong kind of item and other paths to /not-found', () => {
    for (const path of [
      '/courses/course-99',
      '/plannings/planning-9',
      '/courses/planning-3',
      '/plannings/course-1',
      '/lessons/planning-3',
      '/courses/course-1/extra',
      '/lessons/course-1/t/extra',
      '/courses',
      '/no-existe',
      '/',
    ]) {
      expect(notFoundDestination(path, known), path).toBe('/not-found');
    }
  });

  it('reads percent-encoded ids', () => {
    expect(isKnownItemPath('/courses/course%2D1', known)).toBe(true);
    expect(isKnownItemPath('/courses/%E0%A4%A', known)).toBe(false);
  });
});

describe('navigation waits until the app is ready', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks every 1000 ms and resolves at the first check after the app is ready', async () => {
    vi.useFakeTimers();
    expect(READINESS_POLL_MS).toBe(1000);
    let ready = false;
    let checks = 0;
    const isReady = () => {
      checks += 1;
      return ready;
    };
    let resolved = false;
    void waitUntilAppReady(isReady).then(() => {
      resolved = true;
    });
    expect(checks).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(checks).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toBe(2);
    ready = true;
    await vi.advanceTimersByTimeAsync(999);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });

  it('does not wait at all once the app is ready', async () => {
    await expect(waitUntilAppReady(() => true)).resolves.toBeUndefined();
  });

  it("goes on the moment the app's own readiness is marked, not at the next check", async () => {
    vi.useFakeTimers();
    let resolved = false;
    void waitUntilAppReady().then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(resolved).toBe(false);
    markAppReady();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });
});
