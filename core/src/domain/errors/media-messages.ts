/**
 * The fixed messages of the full-track path (licences, HLS) and of WebVTT (001 §4-§8): they load
 * with those chunks, not in the first download (messages.ts has the rest).
 */
export const MEDIA_MESSAGES = {
  licenseAcquisitionFailed: 'Error acquiring license',
  hlsNotConfigured: 'bag.urls.hls is not configured',
  malformedWebVttSignature: 'Malformed WebVTT signature.',
  malformedTimestamp: 'Malformed time stamp',
} as const;
