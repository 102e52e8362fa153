import { describe, expect, it } from 'vitest';
import { ErrorPresenter } from '../../../../core/src/services/dialogs/index.ts';
import { MKError } from '@mediakit/core';
import { RETHROWN_TO_CALLER_REASONS } from '@mediakit/core/internal';
import { ScriptedDialogPresenter, ScriptedWindowHost, flushMicrotasks } from '@mediakit/adapters/node';
import { ManualDialogPresenter } from './manual-dialog-presenter.ts';

/** 002 §8 public surface: the other reasons of that table, which show an error dialog unless suppressed. */
const DIALOG_REASONS = [
  MKError.CONFIGURATION_ERROR,
  MKError.INVALID_ARGUMENTS,
  MKError.AUTHORIZATION_ERROR,
  MKError.TOKEN_EXPIRED,
  MKError.ACCESS_DENIED,
  MKError.MEDIA_PLAYBACK,
  MKError.MEDIA_DESCRIPTOR,
  MKError.OUTPUT_RESTRICTED,
  MKError.DEVICE_LIMIT,
  MKError.GEO_BLOCK,
  MKError.PLAYREADY_CBC_ENCRYPTION_ERROR,
  MKError.AGE_GATE,
] as const;

function setup(suppressErrorDialog?: boolean | (() => boolean)) {
  const dialogs = new ScriptedDialogPresenter();
  const windowHost = new ScriptedWindowHost();
  const presenter = new ErrorPresenter(dialogs, windowHost, suppressErrorDialog === undefined ? {} : { suppressErrorDialog });
  return { dialogs, windowHost, presenter };
}

describe('002 §8 public surface: errors rethrown to the caller vs shown in the alert dialog', () => {
  it.each(RETHROWN_TO_CALLER_REASONS)('002 §8: %s is rethrown to the caller and shows no dialog', (reason) => {
    const { dialogs, presenter } = setup();
    const error = new MKError(reason, 'for the app');
    expect(() => presenter.handle(error)).toThrow(error);
    expect(dialogs.shown).toEqual([]);
  });

  it.each(DIALOG_REASONS)('002 §8: %s is not rethrown; its message shows in the alert dialog with OK', async (reason) => {
    const { dialogs, presenter } = setup();
    const handled = presenter.handle(new MKError(reason, `Failure ${reason}`));
    expect(handled.shown).toBe(true);
    await expect(handled.outcome).resolves.toBe('ok');
    expect(dialogs.shown).toEqual([{ message: `Failure ${reason}`, okButtonString: 'OK' }]);
  });

  it('002 §2, §8: with suppressErrorDialog the error is neither shown nor rethrown', () => {
    const { dialogs, presenter } = setup(true);
    expect(presenter.handle(new MKError(MKError.MEDIA_PLAYBACK, 'Playback Error'))).toEqual({ shown: false, outcome: null });
    expect(dialogs.shown).toEqual([]);
  });

  it('002 §2: suppressErrorDialog given as a function is read at each error', () => {
    let suppressed = true;
    const { dialogs, presenter } = setup(() => suppressed);
    presenter.handle(new MKError(MKError.GEO_BLOCK, 'Not here'));
    suppressed = false;
    presenter.handle(new MKError(MKError.GEO_BLOCK, 'Not here either'));
    expect(dialogs.shown.map((d) => d.message)).toEqual(['Not here either']);
  });

  it('002 §8: suppression never swallows the rethrown reasons', () => {
    const { presenter } = setup(true);
    expect(() => presenter.handle(new MKError(MKError.USER_INTERACTION_REQUIRED))).toThrow(MKError);
  });

  it('DESIGN.md errors: a bare TypeError becomes an MKError and is shown with its message', async () => {
    const { dialogs, presenter } = setup();
    await presenter.handle(new TypeError('x is undefined')).outcome;
    expect(dialogs.shown[0]?.message).toBe('x is undefined');
  });
});

describe('002 §2 Alert dialog: errors that carry a server dialog', () => {
  const serverDialog = {
    message: 'Subscribe to listen',
    explanation: 'This song needs a subscription.',
    okButtonString: 'Try it free',
    cancelButtonString: 'Not now',
    okButtonAction: { url: 'https://offers.example/subscribe' },
  };

  it('002 §2: an error carrying a server dialog shows that dialog instead of the error message', async () => {
    const { dialogs, presenter } = setup();
    await presenter.handle(new MKError(MKError.ACCESS_DENIED, 'raw message', { dialog: serverDialog })).outcome;
    expect(dialogs.shown).toEqual([
      {
        message: 'Subscribe to listen',
        explanation: 'This song needs a subscription.',
        okButtonString: 'Try it free',
        cancelButtonString: 'Not now',
        okButtonUrl: 'https://offers.example/subscribe',
      },
    ]);
  });

  it('002 §2: the OK button label defaults to OK, and a dialog without message falls back to the error message', async () => {
    const { dialogs, presenter } = setup();
    await presenter.handle(new MKError(MKError.DEVICE_LIMIT, 'Too many devices', { dialog: { explanation: 'Stop another device.' } })).outcome;
    expect(dialogs.shown[0]).toEqual({ message: 'Too many devices', explanation: 'Stop another device.', okButtonString: 'OK' });
  });

  it('002 §2: OK opens the server-supplied URL in a new window (WindowHost.openExternal)', async () => {
    const { windowHost, presenter } = setup();
    await presenter.handle(new MKError(MKError.ACCESS_DENIED, 'x', { dialog: serverDialog })).outcome;
    expect(windowHost.externalUrls).toEqual(['https://offers.example/subscribe']);
  });

  it('002 §2: cancel opens nothing', async () => {
    const { dialogs, windowHost, presenter } = setup();
    dialogs.answer = () => 'cancel';
    await expect(presenter.handle(new MKError(MKError.ACCESS_DENIED, 'x', { dialog: serverDialog })).outcome).resolves.toBe('cancel');
    expect(windowHost.externalUrls).toEqual([]);
  });

  it('002 §2: OK without a URL runs the client action', async () => {
    const { presenter } = setup();
    let ran = 0;
    await presenter.showDialog({ message: 'Sign in again' }, { clientAction: () => ran++ });
    expect(ran).toBe(1);
  });

  it('002 §2: only one dialog shows at a time; the replaced one resolves dismissed and its URL is never opened', async () => {
    const dialogs = new ManualDialogPresenter();
    const windowHost = new ScriptedWindowHost();
    const presenter = new ErrorPresenter(dialogs, windowHost);
    const first = presenter.handle(new MKError(MKError.ACCESS_DENIED, 'x', { dialog: serverDialog })).outcome;
    const second = presenter.handle(new MKError(MKError.GEO_BLOCK, 'Not available here')).outcome;
    expect(dialogs.showing?.message).toBe('Not available here');
    await expect(first).resolves.toBe('dismissed');
    dialogs.answer('ok');
    await expect(second).resolves.toBe('ok');
    await flushMicrotasks();
    expect(windowHost.externalUrls).toEqual([]);
  });

  it('handle returns at once: the caller does not wait for the listener to answer', () => {
    const dialogs = new ManualDialogPresenter();
    const presenter = new ErrorPresenter(dialogs, new ScriptedWindowHost());
    const handled = presenter.handle(new MKError(MKError.MEDIA_PLAYBACK, 'Playback Error'));
    expect(handled.shown).toBe(true);
    expect(dialogs.showing?.message).toBe('Playback Error');
  });
});
