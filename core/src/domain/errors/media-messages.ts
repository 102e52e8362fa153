/**
 * The fixed messages of the full-track path (licences, HLS) and of WebVTT (001 §4-§8): they load
 * with those chunks (and the age gate's with its own), not in the first download (messages.ts has the rest).
 */
export const MEDIA_MESSAGES = {
  licenseAcquisitionFailed: 'Error acquiring license',
  hlsNotConfigured: 'bag.urls.hls is not configured',
  malformedWebVttSignature: 'Malformed WebVTT signature.',
  malformedTimestamp: 'Malformed time stamp',
  // 001 §5, §7, §8 manifests, certificates and asset URLs
  manifestFetchFailed: 'Could not fetch manifest',
  manifestLoadFailed: 'Failed to load manifest',
  noCertificateUrl: 'No certificate URL',
  // 001 §8 names "invalid certificate" without quoting a message; this wording is ours.
  invalidCertificate: 'Invalid certificate',
  assetUrlUnavailable: 'Cannot generate asset URL',
  // 002 §4 the age gate (its own chunk)
  ageGateDeclined: 'Age Gate Declined',
} as const;
