import { token } from './token.ts';
/**
 * Shows the alert and age-gate dialogs (002 §2). Modal, one at a time: a new dialog replaces
 * the one showing, whose promise then resolves 'dismissed'.
 */
export interface DialogPresenter {
  show(dialog: DialogContent): Promise<DialogOutcome>;
}
export const DialogPresenter = token<DialogPresenter>('DialogPresenter');

export interface DialogContent {
  readonly message: string;
  readonly explanation?: string;
  /** Default 'OK' (002 §2). */
  readonly okButtonString?: string;
  readonly cancelButtonString?: string;
  /** A server-supplied URL the OK button opens in a new window. */
  readonly okButtonUrl?: string;
}

export type DialogOutcome = 'ok' | 'cancel' | 'dismissed';
