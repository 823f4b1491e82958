// A write refreshes exactly the resource it changed: saving course-1's syllabus marks course-1's
// syllabus stale wherever it is read (course page, lessons, admin) and leaves course-10's alone,
// although "course-10" contains "course-1". The API client is the only part replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSaveCourseSyllabus } from '../../web/src/features/admin/api/admin-catalogue';
import { adminKeys } from '../../web/src/features/admin/api/keys';
import { courseSyllabusKeys } from '../../web/src/features/courses/api/course-syllabus';
import { lessonsKeys } from '../../web/src/features/lessons/api/keys';
import { mutate } from '../../web/src/lib/api-client';
import type * as ApiClient from '../../web/src/lib/api-client';

vi.mock('../../web/src/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  request: vi.fn(),
  mutate: vi.fn(),
}));

const syllabusReaders = (courseId: string) => [
  courseSyllabusKeys.program(courseId),
  courseSyllabusKeys.preview(courseId),
  lessonsKeys.program(courseId),
  adminKeys.program(courseId),
];

describe('server state keys', () => {
  it("saving course-1's syllabus refreshes course-1's syllabus everywhere and nothing of course-10", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    for (const courseId of ['course-1', 'course-10']) {
      for (const key of [...syllabusReaders(courseId), lessonsKeys.course(courseId), adminKeys.item(courseId)])
        client.setQueryData(key, []);
    }
    vi.mocked(mutate).mockResolvedValue({ saveCourseProgram: [] });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSaveCourseSyllabus('course-1'), { wrapper });

    await act(() => result.current.mutateAsync({ itemId: 'course-1', programVersion: 1, units: [], hasCertificate: false }));

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    for (const key of [...syllabusReaders('course-1'), adminKeys.item('course-1')]) expect(stale(key), JSON.stringify(key)).toBe(true);
    for (const key of [...syllabusReaders('course-10'), lessonsKeys.course('course-10'), adminKeys.item('course-10')])
      expect(stale(key), JSON.stringify(key)).toBe(false);
  });
});
