import { MKError, type MKErrorDialog, type MKErrorDialogAction } from './mk-error.ts';
import { MK_ERROR_REASON, type MKErrorReason } from './mk-error-reasons.ts';
import { reasonForServerCode, SERVER_CODE_FALLBACK_REASON, type ServerCode } from './server-code-reasons.ts';
import { stripStreamUpsellParams } from './stream-upsell-url.ts';

/**
 * A dialog as the provider sends it. Besides the displayed fields (002 §3 Dialog) it may carry
 * its text under `customerMessage` or `errorMessage` instead of `message`.
 */
export interface ProviderDialog {
  readonly message?: string;
  readonly customerMessage?: string;
  readonly errorMessage?: string;
  readonly explanation?: string;
  readonly okButtonString?: string;
  readonly cancelButtonString?: string;
  readonly okButtonAction?: MKErrorDialogAction;
}

/**
 * The failure fields of a provider response body (web playback, licence, play services).
 * `failureType` and `status` are looked up in the 000 §8 server code table; `errorCode` is the
 * licence server's spelling of `status` (001 §8).
 */
export interface ProviderErrorBody {
  readonly status?: ServerCode;
  readonly failureType?: ServerCode;
  readonly errorCode?: ServerCode;
  readonly customerMessage?: string;
  readonly errorMessage?: string;
  readonly message?: string;
  readonly dialog?: ProviderDialog;
}

function firstText(...candidates: ReadonlyArray<unknown>): string | undefined {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
  }
  return undefined;
}

/**
 * The text of a provider failure (000 §8): the dialog's message (`dialog.message`, else
 * `dialog.customerMessage`, else `dialog.errorMessage`), else the body's `customerMessage`, else
 * its `errorMessage`; the body's plain `message` is the last resort.
 *
 * @example
 * extractServerMessage({ customerMessage: 'Sign in', errorMessage: 'E42' }); // 'Sign in'
 */
export function extractServerMessage(body: ProviderErrorBody): string | undefined {
  const dialog = body.dialog;
  return firstText(
    dialog?.message,
    dialog?.customerMessage,
    dialog?.errorMessage,
    body.customerMessage,
    body.errorMessage,
    body.message,
  );
}

function toErrorDialog(dialog: ProviderDialog, reason: MKErrorReason): MKErrorDialog {
  const message = firstText(dialog.message, dialog.customerMessage, dialog.errorMessage);
  const url = dialog.okButtonAction?.url;
  const okButtonAction =
    reason === MK_ERROR_REASON.STREAM_UPSELL && dialog.okButtonAction !== undefined && typeof url === 'string'
      ? { ...dialog.okButtonAction, url: stripStreamUpsellParams(url) }
      : dialog.okButtonAction;
  return {
    ...(message === undefined ? {} : { message }),
    ...(dialog.explanation === undefined ? {} : { explanation: dialog.explanation }),
    ...(dialog.okButtonString === undefined ? {} : { okButtonString: dialog.okButtonString }),
    ...(dialog.cancelButtonString === undefined ? {} : { cancelButtonString: dialog.cancelButtonString }),
    ...(okButtonAction === undefined ? {} : { okButtonAction }),
  };
}

/**
 * An MKError for a provider failure body (000 §8): reason from the failure type, else the
 * status, else `fallback`; message by {@link extractServerMessage}; the provider's dialog kept,
 * with the licence parameters stripped from a stream-upsell button URL. The body is not mutated.
 *
 * @example
 * serverError({ failureType: '3076', customerMessage: 'Not in your country' });
 * // CONTENT_UNAVAILABLE 'Not in your country'
 */
export function serverError(
  body: ProviderErrorBody,
  fallback: MKErrorReason = SERVER_CODE_FALLBACK_REASON,
): MKError {
  const reason = reasonForServerCode(body, fallback);
  const serverCode = firstCode(body.failureType, body.status);
  return new MKError(reason, extractServerMessage(body), {
    ...(body.dialog === undefined ? {} : { dialog: toErrorDialog(body.dialog, reason) }),
    details: { ...(serverCode === undefined ? {} : { serverCode }), data: body },
  });
}

function firstCode(...codes: ReadonlyArray<ServerCode>): number | string | undefined {
  for (const code of codes) {
    if (code !== undefined && code !== null && code !== '') return code;
  }
  return undefined;
}
