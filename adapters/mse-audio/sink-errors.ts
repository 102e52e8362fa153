import { MKError, type MediaSinkError } from '@mediakit/core';

/** A media segment (or init segment) that could not be fetched: HTTP status, 0 when no answer came. */
export class SegmentLoadError extends Error {
  override readonly name = 'SegmentLoadError';
  readonly status: number;
  readonly url: string;

  constructor(url: string, status: number, cause?: unknown) {
    super(status === 0 ? `No answer for segment ${url}` : `HTTP ${status} for segment ${url}`, cause === undefined ? undefined : { cause });
    this.url = url;
    this.status = status;
  }
}

/** The SourceBuffer stayed full although everything behind the playhead was trimmed. */
export class BufferFullError extends Error {
  override readonly name = 'BufferFullError';
}

/**
 * 001 §8 Segments and buffer: "Segment load errors are published as a load-segment error; the
 * audio player is destroyed and a media session error is published." The two events, in order.
 */
export function segmentLoadEvents(error: SegmentLoadError): { readonly loadSegment: MediaSinkError; readonly session: MediaSinkError; readonly mkError: MKError } {
  const mkError = new MKError(MKError.MEDIA_SESSION, `Segment load failed: ${error.message}`, {
    details: { status: error.status, url: error.url, stage: 'load-segment' },
    cause: error,
  });
  return {
    loadSegment: { kind: 'network', message: `load-segment: ${error.message}`, fatal: false, ...(error.status ? { httpStatus: error.status } : {}), cause: error },
    session: { kind: 'other', message: mkError.message, fatal: true, cause: mkError },
    mkError,
  };
}

/** Anything thrown on the way, as the MKError to publish (licence errors arrive as MKErrors already). */
export function asMKError(value: unknown, fallback: (v: unknown) => MKError): MKError {
  return MKError.isMKError(value) ? value : fallback(value);
}

/** The sink error event carrying an MKError (the core reads it from `cause`). */
export function sinkErrorOf(error: MKError, fatal: boolean): MediaSinkError {
  const kind: MediaSinkError['kind'] =
    error.errorCode === MKError.MEDIA_KEY ? 'key'
    : [MKError.MEDIA_LICENSE, MKError.DEVICE_LIMIT, MKError.GEO_BLOCK, MKError.WIDEVINE_CDM_EXPIRED, MKError.MEDIA_CERTIFICATE, MKError.PLAYREADY_CBC_ENCRYPTION_ERROR, MKError.SUBSCRIPTION_ERROR, MKError.AUTHORIZATION_ERROR].includes(error.errorCode) ? 'license'
    : 'other';
  return { kind, message: `${error.errorCode}: ${error.message}`, fatal, cause: error };
}
