// The lesson page draws its icons as inline SVG, not with the icon font (decision 157): a glyph
// of the font on the page made the browser fetch its 36 KB beside the video's first segment.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CaptionsToggle } from '../../web/src/features/lessons/components/captions-toggle';
import { FullscreenButton } from '../../web/src/features/lessons/components/fullscreen-button';
import { TopicNavigation } from '../../web/src/features/lessons/components/topic-navigation';
import { WatchStatus } from '../../web/src/features/lessons/components/watch-status';

describe('the lesson player’s icons', () => {
  it('are inline SVG: no element of the icon font (.pi) in the player’s controls, navigation and status', () => {
    const { container } = render(
      <MemoryRouter>
        <FullscreenButton onToggle={vi.fn()} />
        <CaptionsToggle on={false} onChange={vi.fn()} />
        <WatchStatus watched={false} />
        <WatchStatus watched />
        <TopicNavigation courseId="course-1" previous={{ id: 't1', name: 'Antes' }} next={{ id: 't3', name: 'Después' }} />
      </MemoryRouter>,
    );
    expect(container.querySelectorAll('.pi')).toHaveLength(0);
    expect(container.querySelectorAll('svg.icon')).toHaveLength(6);
  });
});
