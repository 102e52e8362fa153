import { useEffect } from 'react';
import { PlaybackStates, type MusicKitInstance } from '@mediakit/core';
import { describeError } from './notice-bus.ts';

/**
 * Keys that control playback anywhere but in fields: Space (play/pause), ←/→ (seek), N and P.
 * Buttons and links do not use these keys, so the shortcuts work while one has focus (after a
 * click on an album's Play, issue 19) — except Space on a button reached by keyboard, which
 * keeps its native "press this button" meaning. A button focused by a click is not "reached by
 * keyboard": Space there means play/pause, not "restart the album".
 */
export function useKeyboardShortcuts(music: MusicKitInstance): void {
  useEffect(() => {
    let clicked: Element | null = null;
    const onPointerDown = (event: PointerEvent): void => {
      clicked = event.target instanceof Element ? event.target.closest('button, a, summary') : null;
    };
    const onFocusIn = (event: FocusEvent): void => {
      if (event.target !== clicked) clicked = null;
    };
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target && (target.isContentEditable || target.closest('input, textarea, select, [role="slider"], [role="listbox"]'))) return;
      const control = target?.closest('button, a, summary');
      if (event.key === ' ' && control && control !== clicked) return;
      if (run(music, event.key)) event.preventDefault();
    };
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('focusin', onFocusIn, true);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('focusin', onFocusIn, true);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [music]);
}

function report(action: string): (error: unknown) => void {
  return (error) => console.info(`${action} failed: ${describeError(error)}`);
}

function run(music: MusicKitInstance, key: string): boolean {
  switch (key) {
    case ' ':
      if (music.playbackState === PlaybackStates.playing) music.pause().catch(report('Pause'));
      else music.play().catch(report('Play'));
      return true;
    case 'ArrowRight':
      music.seekForward().catch(report('Seek forward'));
      return true;
    case 'ArrowLeft':
      music.seekBackward().catch(report('Seek backward'));
      return true;
    case 'n':
    case 'N':
      music.skipToNextItem().catch(report('Next'));
      return true;
    case 'p':
    case 'P':
      music.skipToPreviousItem().catch(report('Previous'));
      return true;
    default:
      return false;
  }
}
