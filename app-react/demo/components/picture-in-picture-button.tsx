import { PresentationMode } from '@mediakit/core';
import { useMediaKit, usePresentationMode } from '@mediakit/react';
import { announce, describeError } from '../notice-bus.ts';
import { Icon } from './icons.tsx';

/**
 * Issue 19: puts the video that plays in the browser's picture-in-picture window, and brings it
 * back. Not rendered where the browser or page forbids picture-in-picture, or nothing plays a video.
 */
export function PictureInPictureButton({ className = 'icon-button' }: { className?: string }) {
  const music = useMediaKit();
  const { mode, pictureInPictureAvailable } = usePresentationMode();
  if (!pictureInPictureAvailable) return null;
  const inWindow = mode === PresentationMode.pictureinpicture;
  const label = inWindow ? 'Exit picture in picture' : 'Picture in picture';
  const toggle = (): void => {
    (inWindow ? music.exitPictureInPicture() : music.requestPictureInPicture()).catch((error: unknown) => announce(`Picture in picture: ${describeError(error)}`, 'error'));
  };
  return (
    <button type="button" className={className} aria-pressed={inWindow} aria-label={label} title={label} onClick={toggle}>
      <Icon name="pictureInPicture" />
    </button>
  );
}
