// The lesson's ladder on a browser that plays HLS itself (issue 42, decision 157): where the video
// element says it can play the playlist type — Safari, iOS, Chromium since its native HLS — the
// master playlist is the video's source and hls.js is never imported, even where Media Source
// Extensions exist too; the quality menu fixes a rendition through its own playlist and gives the
// choice back with "Automática"; expired cookies are renewed once and the same source loaded again
// from the same second. Where the browser has no HLS of its own, hls.js drives the video as before.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const hlsImported = vi.fn();
const hlsStarted = vi.fn();

/** hls.js as a stand-in that says when it is imported and when it is given a playlist. */
const fakeHlsModule = () => {
  hlsImported();
  class FakeHls {
    static Events = {
      MANIFEST_PARSED: 'manifestParsed',
      LEVEL_SWITCHED: 'levelSwitched',
      ERROR: 'error',
      LEVEL_LOADED: 'levelLoaded',
      FRAG_BUFFERED: 'fragBuffered',
    };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    levels = [];
    on() {}
    loadSource(url: string) {
      hlsStarted(url);
    }
    attachMedia() {}
    destroy() {}
  }
  return { default: FakeHls };
};

const MASTER = 'http://localhost:4001/streams/courses/course-1/sample/clase-demo/index.m3u8';
const stream = (expiresAt: string) => ({
  url: MASTER,
  renditions: ['720p', '540p', '360p', '240p'],
  cookiePath: '/streams/courses/course-1/sample/clase-demo/',
  cookies: [{ name: 'CloudFront-Policy', value: 'p' }],
  expiresAt,
});
const IN_AN_HOUR = () => new Date(Date.now() + 3_600_000).toISOString();

/** The browser as the test says: its answer for the HLS type, and Media Source Extensions present. */
function browserThat(playsHls: boolean) {
  vi.stubGlobal('MediaSource', class {});
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type: string) =>
    playsHls && type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
  );
}

/** The player module loaded fresh, with a fresh hls.js stand-in (the player's preload runs when it loads). */
async function topicVideo() {
  vi.resetModules();
  vi.doMock('hls.js/light', fakeHlsModule);
  return (await import('../../web/src/features/lessons/components/topic-video')).TopicVideo;
}

beforeEach(() => {
  hlsImported.mockClear();
  hlsStarted.mockClear();
});
afterEach(() => {
  vi.doUnmock('hls.js/light');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a lesson’s ladder where the browser plays HLS itself', () => {
  it('is the video’s own source, and hls.js is never imported', async () => {
    browserThat(true);
    const TopicVideo = await topicVideo();
    render(
      <TopicVideo
        src={null}
        stream={stream(IN_AN_HOUR())}
        expiresAt={null}
        startAt={0}
        title="Clase"
        onEnded={vi.fn()}
        onExpired={vi.fn()}
      />,
    );
    const video = screen.getByLabelText('Video: Clase') as HTMLVideoElement;
    await waitFor(() => expect(video.getAttribute('src')).toBe(MASTER));
    expect(video.dataset['source']).toBe('native-hls');
    // Let any pending import settle before saying none happened.
    await act(async () => await new Promise((settled) => setTimeout(settled, 0)));
    expect(hlsImported).not.toHaveBeenCalled();
    expect(hlsStarted).not.toHaveBeenCalled();
  });

  it('offers the renditions; a fixed one plays its own playlist from the same second, Automática the master again', async () => {
    browserThat(true);
    const TopicVideo = await topicVideo();
    render(
      <TopicVideo
        src={null}
        stream={stream(IN_AN_HOUR())}
        expiresAt={null}
        startAt={0}
        title="Clase"
        onEnded={vi.fn()}
        onExpired={vi.fn()}
      />,
    );
    const video = screen.getByLabelText('Video: Clase') as HTMLVideoElement;
    const menu = (await screen.findByLabelText('Calidad')) as HTMLSelectElement;
    expect([...menu.options].map((option) => option.text)).toEqual(['Automática', '720p', '540p', '360p', '240p']);
    // The browser says which rendition plays by the video's size.
    Object.defineProperty(video, 'videoHeight', { configurable: true, value: 240 });
    fireEvent(video, new Event('resize'));
    await waitFor(() => expect(menu.options[0]?.text).toBe('Automática (240p)'));

    video.currentTime = 30;
    fireEvent.change(menu, { target: { value: '2' } });
    expect(video.getAttribute('src')).toBe(MASTER.replace('index.m3u8', 'index_360p.m3u8'));
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(30);
    fireEvent.change(menu, { target: { value: '-1' } });
    expect(video.getAttribute('src')).toBe(MASTER);
    expect(menu.value).toBe('-1');
  });

  it('renews expired cookies once and loads the same source again, from the same second', async () => {
    browserThat(true);
    const TopicVideo = await topicVideo();
    const onExpired = vi.fn();
    const props = { src: null, expiresAt: null, startAt: 0, title: 'Clase', onEnded: vi.fn(), onExpired };
    const first = stream(IN_AN_HOUR());
    const view = render(<TopicVideo {...props} stream={first} />);
    const video = screen.getByLabelText('Video: Clase') as HTMLVideoElement;
    await waitFor(() => expect(video.getAttribute('src')).toBe(MASTER));
    video.currentTime = 42;
    fireEvent.error(video);
    fireEvent.error(video);
    // Once per set of cookies: a second failure with the same cookies asks nothing more.
    expect(onExpired).toHaveBeenCalledTimes(1);
    video.removeAttribute('src');
    view.rerender(<TopicVideo {...props} stream={{ ...first, expiresAt: new Date(Date.now() + 7_200_000).toISOString() }} />);
    await waitFor(() => expect(video.getAttribute('src')).toBe(MASTER), { timeout: 5000 });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(42);
  });
  it('gives way to the progressive file when the ladder is replaced (a new upload not yet made a ladder)', async () => {
    browserThat(true);
    const TopicVideo = await topicVideo();
    const props = { expiresAt: null, startAt: 0, title: 'Clase', onEnded: vi.fn(), onExpired: vi.fn() };
    const view = render(<TopicVideo {...props} src={null} stream={stream(IN_AN_HOUR())} />);
    const video = screen.getByLabelText('Video: Clase') as HTMLVideoElement;
    await waitFor(() => expect(video.getAttribute('src')).toBe(MASTER));
    view.rerender(<TopicVideo {...props} src="http://localhost:4001/courses/course-7/course-7-t03/nuevo.mp4" stream={null} />);
    await waitFor(() => expect(video.dataset['source']).toBe('progressive'));
    expect(video.getAttribute('src')).toBe('http://localhost:4001/courses/course-7/course-7-t03/nuevo.mp4');
  });
});

describe('a lesson’s ladder where the browser has no HLS of its own', () => {
  it('is driven by hls.js (imported), not set as the video’s source', async () => {
    browserThat(false);
    const TopicVideo = await topicVideo();
    render(
      <TopicVideo
        src={null}
        stream={stream(IN_AN_HOUR())}
        expiresAt={null}
        startAt={0}
        title="Clase"
        onEnded={vi.fn()}
        onExpired={vi.fn()}
      />,
    );
    const video = screen.getByLabelText('Video: Clase') as HTMLVideoElement;
    await waitFor(() => expect(hlsStarted).toHaveBeenCalledWith(MASTER));
    expect(hlsImported).toHaveBeenCalled();
    expect(video.dataset['source']).toBe('hls');
    expect(video.getAttribute('src')).toBeNull();
  });
});
