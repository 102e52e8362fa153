import { useEffect } from 'react';
import { PlaybackStates, type MusicKitInstance } from '@mediakit/core';

/** Keys that control playback anywhere but in text fields: Space, ←/→ (seek), N and P. */
export function useKeyboardShortcuts(music: MusicKitInstance): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(target.tagName))) return;
      const handled = run(music, event.key);
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [music]);
}

function run(music: MusicKitInstance, key: string): boolean {
  switch (key) {
    case ' ':
      void (music.playbackState === PlaybackStates.playing ? music.pause() : music.play());
      return true;
    case 'ArrowRight':
      void music.seekForward();
      return true;
    case 'ArrowLeft':
      void music.seekBackward();
      return true;
    case 'n':
    case 'N':
      void music.skipToNextItem();
      return true;
    case 'p':
    case 'P':
      void music.skipToPreviousItem();
      return true;
    default:
      return false;
  }
}
