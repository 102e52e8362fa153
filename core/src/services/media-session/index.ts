export { MEDIA_SESSION_ACTIONS, MediaSessionController, type MediaSessionPlayer } from './media-session-controller.ts';
export { mediaSessionMetadata, mediaSessionPlaybackState, type NowPlayingInfo } from './media-session-metadata.ts';
export { startMediaSessionControls } from './media-session.setup.ts';
