// Completion that means watching, in the lesson page's pieces (issue 42): the player says START
// once when playback first begins (where the server starts counting), asks the page to have the
// server count once 90 % played here, and the save's answer "watched" puts the lesson in the cached
// progress and says so once, so "Clase vista" shows without a reload. A video lesson shows where it
// stands instead of "Marcar como completada". The API client is the only part replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSaveVideoPosition } from '../../web/src/features/lessons/api/save-video-position';
import { lessonsKeys } from '../../web/src/features/lessons/api/keys';
import { TopicVideo } from '../../web/src/features/lessons/components/topic-video';
import { WatchStatus } from '../../web/src/features/lessons/components/watch-status';
import * as ApiClient from '../../web/src/lib/api-client';

vi.mock('../../web/src/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  isApiClientReady: () => true,
  request: vi.fn(),
  mutate: vi.fn(),
  requestOnLeave: vi.fn(),
}));

const mutate = vi.mocked(ApiClient.mutate);

describe('a video lesson done by watching (issue 42)', () => {
  it('says START once, when playback first begins, at where it begins', () => {
    const onPosition = vi.fn();
    render(
      <TopicVideo
        src="/lessons/clase.mp4"
        expiresAt={null}
        startAt={40}
        title="Clase"
        onEnded={vi.fn()}
        onExpired={vi.fn()}
        onPosition={onPosition}
      />,
    );
    const video = screen.getByLabelText('Video: Clase') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { configurable: true, value: 96 });
    fireEvent.loadedMetadata(video);
    fireEvent(video, new Event('playing'));
    expect(onPosition).toHaveBeenCalledWith(40, 'START');
    // Playing again after a pause or a buffering stall is not a new start.
    fireEvent(video, new Event('playing'));
    expect(onPosition.mock.calls.filter(([, reason]) => reason === 'START')).toHaveLength(1);
  });

  it('asks the page once, with where the video is, when 90 % of it played here', () => {
    const onWatched = vi.fn();
    render(
      <TopicVideo
        src="/lessons/clase.mp4"
        expiresAt={null}
        startAt={0}
        title="Clase"
        onEnded={vi.fn()}
        onExpired={vi.fn()}
        onWatched={onWatched}
      />,
    );
    const video = screen.getByLabelText('Video: Clase') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { configurable: true, value: 20 });
    fireEvent.loadedMetadata(video);
    // A seek to the end counts for nothing.
    video.currentTime = 19;
    fireEvent(video, new Event('timeupdate'));
    expect(onWatched).not.toHaveBeenCalled();
    video.currentTime = 0;
    fireEvent(video, new Event('seeked'));
    for (let second = 1; second <= 19; second += 1) {
      video.currentTime = second;
      fireEvent(video, new Event('timeupdate'));
    }
    expect(onWatched).toHaveBeenCalledTimes(1);
    expect(onWatched).toHaveBeenCalledWith(18);
  });

  it('puts the lesson in the cached progress and says so once, when the answer says it was watched', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const progressKey = lessonsKeys.progress('u1', 'course-2');
    client.setQueryData(progressKey, { itemId: 'course-2', completedTopicIds: [], totalTopics: 3, lastTopicId: null, isComplete: false });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const onWatched = vi.fn();
    const answer = (watched: boolean) => ({
      saveVideoPosition: { itemId: 'course-2', topicId: 'course-2-t01', seconds: 90, updatedAt: '2026-12-07T01:00:00.000Z', watched },
    });
    mutate.mockResolvedValueOnce(answer(false));
    const { result } = renderHook(() => useSaveVideoPosition('u1', 'course-2', 'course-2-t01', onWatched), { wrapper });
    act(() => result.current(60, 'PLAYING'));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]?.[1]).toMatchObject({ seconds: 60, reason: 'PLAYING', sequence: 1 });
    expect(onWatched).not.toHaveBeenCalled();

    mutate.mockResolvedValue(answer(true));
    act(() => result.current(90.6, 'WATCHED'));
    await waitFor(() => expect(onWatched).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[1]?.[1]).toMatchObject({ seconds: 90, reason: 'WATCHED', sequence: 2 });
    expect(client.getQueryData<{ completedTopicIds: string[] }>(progressKey)?.completedTopicIds).toEqual(['course-2-t01']);
    // A later answer that says it again does not say so again.
    const third = Promise.resolve(answer(true));
    mutate.mockReturnValueOnce(third);
    act(() => result.current(95, 'PAUSE'));
    await act(async () => {
      await third;
    });
    expect(mutate).toHaveBeenCalledTimes(3);
    expect(onWatched).toHaveBeenCalledTimes(1);
  });

  it('shows where a video lesson stands, in place of "Marcar como completada"', () => {
    const { rerender } = render(<WatchStatus watched={false} />);
    expect(screen.getByRole('status').textContent).toBe('Se completa sola cuando ves el 90 % del video.');
    rerender(<WatchStatus watched />);
    expect(screen.getByRole('status').textContent).toBe('Clase vista');
    expect(screen.queryByRole('button', { name: 'Marcar como completada' })).toBeNull();
  });
});
