// The lesson player's controls: the speed (0,5× to 2×, applied to the video and remembered in this
// browser, also by keyboard), Spanish captions shown only when the lesson has them and toggled on
// and off, full screen for the whole player, the quality menu while a ladder plays, and where the
// lesson resumes.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopicVideo } from '../../web/src/features/lessons/components/topic-video';
import { QualityMenu } from '../../web/src/features/lessons/components/quality-menu';

function renderPlayer(props: Partial<Parameters<typeof TopicVideo>[0]> = {}) {
  const handlers = { onEnded: vi.fn(), onExpired: vi.fn() };
  const title = props.title ?? 'Bienvenida';
  const view = render(<TopicVideo src="/lessons/clase.mp4" expiresAt={null} startAt={0} {...handlers} {...props} title={title} />);
  const video = screen.getByLabelText(`Video: ${title}`) as HTMLVideoElement;
  return { ...view, video, controls: screen.getByRole('group', { name: 'Controles del reproductor' }), handlers };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('player controls', () => {
  it('offers 0,5× to 2×, applies the chosen speed to the video and remembers it for the next lesson', async () => {
    const { controls, video, unmount } = renderPlayer();
    const speed = within(controls).getByLabelText('Velocidad') as HTMLSelectElement;
    expect([...speed.options].map((option) => option.textContent)).toEqual(['0,5×', '0,75×', '1×', '1,25×', '1,5×', '1,75×', '2×']);
    expect(speed.value).toBe('1');

    await userEvent.selectOptions(speed, '1,5×');
    expect(video.playbackRate).toBe(1.5);
    unmount();

    const next = renderPlayer({ title: 'Otra clase' });
    expect((within(next.controls).getByLabelText('Velocidad') as HTMLSelectElement).value).toBe('1.5');
    expect(next.video.playbackRate).toBe(1.5);
  });

  it('steps the speed with > and < while the player has focus, stopping at the ends', () => {
    const { controls, video } = renderPlayer();
    const frame = screen.getByTestId('topic-video-frame');
    fireEvent.keyDown(frame, { key: '>' });
    fireEvent.keyDown(frame, { key: '>' });
    expect(video.playbackRate).toBe(1.5);
    for (let i = 0; i < 10; i += 1) fireEvent.keyDown(frame, { key: '>' });
    expect(video.playbackRate).toBe(2);
    for (let i = 0; i < 10; i += 1) fireEvent.keyDown(frame, { key: '<' });
    expect(video.playbackRate).toBe(0.5);
    expect((within(controls).getByLabelText('Velocidad') as HTMLSelectElement).value).toBe('0.5');
  });

  it('shows the captions button only for a lesson with captions, and turns them off and on', async () => {
    const { controls, unmount } = renderPlayer();
    expect(within(controls).queryByRole('button', { name: 'Subtítulos' })).toBeNull();
    unmount();

    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('WEBVTT\n\n00:00.000 --> 00:02.000\nHola', { status: 200 }));
    const captioned = renderPlayer({ captionsUrl: '/lessons/clase.vtt' });
    const button = await within(captioned.controls).findByRole('button', { name: 'Subtítulos' });
    const pressed = button.getAttribute('aria-pressed');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe(pressed === 'true' ? 'false' : 'true');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe(pressed);
    expect(captioned.video.querySelector('track')?.getAttribute('srclang')).toBe('es');
  });

  it('puts the whole player in full screen (video, captions and watermark together)', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    const { controls } = renderPlayer({ watermark: 'Ana Pérez' });
    const frame = screen.getByTestId('topic-video-frame');
    frame.requestFullscreen = requestFullscreen;
    await userEvent.click(within(controls).getByRole('button', { name: 'Pantalla completa' }));
    expect(requestFullscreen).toHaveBeenCalledOnce();
    expect(within(frame).getByText('Ana Pérez')).toBeDefined();
  });

  it('resumes where the buyer left the lesson', () => {
    const { video } = renderPlayer({ startAt: 65 });
    Object.defineProperty(video, 'duration', { configurable: true, value: 600 });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(65);
    expect(screen.getByTestId('video-resumed').textContent).toBe('Seguís desde 1:05, donde lo dejaste.');
  });

  it('does not resume within the last seconds of the video', () => {
    const { video } = renderPlayer({ startAt: 598 });
    Object.defineProperty(video, 'duration', { configurable: true, value: 600 });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(0);
    expect(screen.queryByTestId('video-resumed')).toBeNull();
  });
});

describe('quality menu', () => {
  const levels = [
    { index: 0, name: '720p' },
    { index: 1, name: '540p' },
    { index: 2, name: '360p' },
  ];

  it('names the rendition playing under Automática, and fixes the one chosen', async () => {
    const onChoose = vi.fn();
    render(<QualityMenu quality={{ levels, chosen: -1, playing: 1 }} onChoose={onChoose} />);
    const menu = screen.getByLabelText('Calidad') as HTMLSelectElement;
    expect([...menu.options].map((option) => option.textContent)).toEqual(['Automática (540p)', '720p', '540p', '360p']);
    await userEvent.selectOptions(menu, '360p');
    expect(onChoose).toHaveBeenCalledWith(2);
  });

  it('is not shown with a single rendition', () => {
    render(<QualityMenu quality={{ levels: levels.slice(0, 1), chosen: -1, playing: 0 }} onChoose={vi.fn()} />);
    expect(screen.queryByLabelText('Calidad')).toBeNull();
  });
});
