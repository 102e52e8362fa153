export { MK_ERROR_REASONS, MK_ERROR_REASON, isMKErrorReason, type MKErrorReason } from './mk-error-reasons.ts';
export {
  MKError,
  isMKError,
  toMKError,
  type MKErrorDetails,
  type MKErrorDialog,
  type MKErrorDialogAction,
  type MKErrorOptions,
} from './mk-error.ts';
export { reasonForHttpStatus } from './http-status-reasons.ts';
export {
  SERVER_CODE_FALLBACK_REASON,
  lookupServerCode,
  reasonForServerCode,
  type ServerCode,
} from './server-code-reasons.ts';
export { stripStreamUpsellParams } from './stream-upsell-url.ts';
export { extractServerMessage, serverError, type ProviderDialog, type ProviderErrorBody } from './server-error.ts';
export {
  licenseAcquisitionError,
  licenseResponseError,
  normalizeLicenseResponse,
  type LicenseResponseBody,
  type NormalizedLicenseResponse,
} from './license-errors.ts';
export { MESSAGES, type BodyReadKind, type QueueOperation } from './messages.ts';
export { ACTIVITY_MESSAGES } from './activity-messages.ts';
export { MEDIA_MESSAGES } from './media-messages.ts';
export { STATION_MESSAGES } from './station-messages.ts';
export {
  bodyReadError,
  fetchNotDefinedError,
  fetchUnavailableError,
  requestFailedError,
  responseError,
  type FailedResponse,
} from './fetch-errors.ts';
export {
  accountError,
  accountFetchFailedError,
  configurationRequiredError,
  expiredTokenError,
  invalidTokenError,
  invalidTokensError,
  missingDeveloperTokenError,
  missingMusicUserTokenError,
  notAuthorizedError,
  renewTokenError,
  storefrontCountryCodeError,
  unauthorizedError,
} from './auth-errors.ts';
export {
  ageGateDeclinedError,
  assetUrlUnavailableError,
  autoplayBlockedError,
  contentRestrictedError,
  contentUnavailableError,
  invalidCertificateError,
  manifestFetchError,
  manifestLoadError,
  noCertificateUrlError,
  noDrmError,
  notPlayableError,
  playbackError,
  SEEK_STALL_RESPONSE_CODE,
  seekStallError,
  unsupportedPlaybackError,
} from './playback-errors.ts';
export {
  continuousPlaybackRequiredError,
  emptyMediaQueueError,
  invalidEquivalentTypeError,
  multipleMediaTypesError,
  noStationTrackDataError,
  queueOperationUnsupportedError,
  queueOptionNotArrayError,
  queueOptionNotSingleError,
  stationLoadError,
  unsupportedStationOptionsError,
  unsupportedUrlOptionError,
} from './queue-errors.ts';
export { playActivityError } from './general-errors.ts';
export {
  playAssetsError,
  reasonForPlayAssetsFailure,
  type MediaApiErrorEntry,
} from './play-assets-errors.ts';
export {
  RETHROWN_TO_CALLER_REASONS,
  isRethrownToCaller,
  shouldShowErrorDialog,
} from './public-error-policy.ts';
