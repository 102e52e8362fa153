/**
 * The fixed messages of play activity and lyrics reporting (000 §5 validation rules, 000 §8): they
 * load with the play-activity chunk, not in the first download (messages.ts has the rest).
 */
export const ACTIVITY_MESSAGES = {
  // 000 §8
  flushFailed: (message: string) => `flush: ${message}`,
  timelineEmpty: 'TIMELINE IS EMPTY',
  // 000 §5 validation rules
  sendWithoutData: 'send() called without any data',
  lyricsAlreadyDisplayed: 'lyrics are already being displayed. Did you forget to stop them?',
  lyricsNotDisplayed: 'lyrics are not being displayed. Did you forget to display them?',
  missingLyricsPlayDescriptor: 'Missing descriptor for lyrics play',
  missingLyricsStopDescriptor: 'Missing start descriptor for lyrics stop',
  playWithoutStop: 'The play() method was called without a previous stop() or pause() call.',
  playEndWithoutEndReason: 'PLAY_END activity descriptor requires an endReasonType value',
  methodWithoutDescriptor: 'A method was called without a previous descriptor',
  buildWithoutDescriptor: 'build() called without a play activity descriptor',
  buildPlayEndWithoutPrevious: 'Cannot build() for PLAY_END descriptors without previous descriptors',
  scrubEndWithoutStart:
    'The scrub() method was called with the SCRUB_END action without a previous SCRUB_START descriptor',
} as const;
