// Preparing items for full playback (002 §4, §5, §7): web playback, play assets, the manifest
// fetch rules of 001 §7 and the audio stream a segment-appending sink plays.
export * from './audio-stream.resolver.ts';
export * from './gapless-metadata.ts';
export * from './manifest.loader.ts';
export * from './play-assets.client.ts';
export * from './preparation-tokens.ts';
export * from './web-playback-request.ts';
export * from './web-playback-response.reader.ts';
export * from './web-playback.preparer.ts';
