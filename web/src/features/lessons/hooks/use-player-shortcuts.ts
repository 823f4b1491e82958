// Keyboard shortcuts while the player (or anything inside it) has focus: space or k plays and
// pauses, ← and → move 5 s, f toggles full screen, c toggles captions, < and > change the speed.
// Keys typed in a form field or a menu are left alone.
import { useEffect, type RefObject } from 'react';

export interface PlayerShortcutActions {
  toggleFullscreen: () => void;
  toggleCaptions: () => void;
  stepSpeed: (direction: 1 | -1) => void;
}

const SEEK_SECONDS = 5;

export function usePlayerShortcuts(
  container: RefObject<HTMLElement | null>,
  video: RefObject<HTMLVideoElement | null>,
  actions: PlayerShortcutActions,
): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const element = video.current;
      if (!element || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && target !== element && target.closest('input, select, textarea, button, [role="menu"], [role="listbox"]')) {
        // A focused button takes space and Enter itself; the other keys still work there.
        if (event.key === ' ' || event.key === 'Enter' || target.closest('select, input, textarea')) return;
      }
      // On the focused video the browser's own controls already play, pause and seek with these keys.
      if (target === element && (event.key === ' ' || event.key === 'ArrowLeft' || event.key === 'ArrowRight')) return;
      switch (event.key) {
        case ' ':
        case 'k':
          if (element.paused) void element.play().catch(() => undefined);
          else element.pause();
          break;
        case 'ArrowLeft':
          element.currentTime = Math.max(0, element.currentTime - SEEK_SECONDS);
          break;
        case 'ArrowRight':
          element.currentTime = Math.min(
            Number.isFinite(element.duration) ? element.duration : Infinity,
            element.currentTime + SEEK_SECONDS,
          );
          break;
        case 'f':
          actions.toggleFullscreen();
          break;
        case 'c':
          actions.toggleCaptions();
          break;
        case '>':
          actions.stepSpeed(1);
          break;
        case '<':
          actions.stepSpeed(-1);
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [container, video, actions]);
}
