import { describe, expect, it } from 'vitest';
import { extractServerMessage, MKError, serverError } from '../../../../core/src/domain/errors/index.ts';

describe('000 §8 message extraction', () => {
  it.each<[string, object, string | undefined]>([
    [
      'the dialog message first',
      { dialog: { message: 'dialog text' }, customerMessage: 'customer', errorMessage: 'error', message: 'plain' },
      'dialog text',
    ],
    ['the dialog customerMessage when the dialog has no message', { dialog: { customerMessage: 'dc' }, customerMessage: 'c' }, 'dc'],
    ['the dialog errorMessage after that', { dialog: { errorMessage: 'de' }, customerMessage: 'c' }, 'de'],
    ['else the customer message', { customerMessage: 'customer', errorMessage: 'error', message: 'plain' }, 'customer'],
    ['else the error message', { errorMessage: 'error', message: 'plain' }, 'error'],
    ['the plain message last', { message: 'plain' }, 'plain'],
    ['empty strings are skipped', { dialog: { message: '' }, customerMessage: '', errorMessage: 'error' }, 'error'],
    ['nothing at all gives no message', { status: 3076 }, undefined],
  ])('000 §8 message extraction: %s', (_name, body, expected) => {
    expect(extractServerMessage(body)).toBe(expected);
  });
});

describe('000 §8 server errors', () => {
  it('000 §8 server errors: reason from the failure type, message extracted, code and body kept in details', () => {
    const body = { failureType: '3076', customerMessage: 'Not in your country' };
    const error = serverError(body);
    expect(error).toBeInstanceOf(MKError);
    expect(error.errorCode).toBe('CONTENT_UNAVAILABLE');
    expect(error.message).toBe('Not in your country');
    expect(error.details?.serverCode).toBe('3076');
    expect(error.details?.data).toBe(body);
  });

  it('000 §8 server errors: an unknown code is UNKNOWN_ERROR, or the caller\'s fallback', () => {
    expect(serverError({ status: 77 }).errorCode).toBe('UNKNOWN_ERROR');
    expect(serverError({ status: 77 }, 'MEDIA_LICENSE').errorCode).toBe('MEDIA_LICENSE');
  });

  it('000 §8 server errors: without any message the message is the reason', () => {
    expect(serverError({ status: 2034 }).message).toBe('TOKEN_EXPIRED');
  });

  it('000 §8 server errors: the dialog is kept, its message resolved from the dialog fields', () => {
    const error = serverError({
      status: 3063,
      dialog: { customerMessage: 'Subscribe', explanation: 'Needs a plan', okButtonString: 'Join', cancelButtonString: 'Later' },
    });
    expect(error.dialog).toEqual({
      message: 'Subscribe',
      explanation: 'Needs a plan',
      okButtonString: 'Join',
      cancelButtonString: 'Later',
    });
  });

  it('000 §8 stream upsell: the dialog button URL loses challenge, key-system, uri and user-initiated', () => {
    const body = {
      failureType: 3084,
      dialog: {
        message: 'Listening on another device',
        okButtonAction: {
          kind: 'open',
          url: 'https://x.test/upsell?p=1&challenge=c&key-system=k&uri=u&user-initiated=true',
        },
      },
    };
    const error = serverError(body);
    expect(error.errorCode).toBe('STREAM_UPSELL');
    expect(error.dialog?.okButtonAction).toEqual({ kind: 'open', url: 'https://x.test/upsell?p=1' });
    expect(body.dialog.okButtonAction.url).toContain('challenge=c');
  });

  it('000 §8 stream upsell: only stream upsell rewrites the button URL', () => {
    const url = 'https://x.test/upsell?p=1&challenge=c';
    const error = serverError({ failureType: 3063, dialog: { okButtonAction: { url } } });
    expect(error.dialog?.okButtonAction?.url).toBe(url);
  });
});
