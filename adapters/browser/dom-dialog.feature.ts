import { defineFeature, type DialogPresenter, type Feature, type Features } from '@mediakit/core';
import type { DomDialogPresenter } from './dom-dialog-presenter.ts';

/** What the lazy module gives; spelt out so declaration tools need not follow a `typeof import('…')`. */
export interface DomDialogModule {
  readonly DomDialogPresenter: typeof DomDialogPresenter;
}

/** The DOM dialog (markup, styles, focus handling, about 1 KiB gzip): most pages never show one. */
export const DomDialogFeature: Feature<DomDialogModule> = defineFeature('dialogs', () => import('./dom-dialog-presenter.ts'));

/**
 * The DialogPresenter the browser root binds: the DOM dialog loads with the first dialog shown
 * (docs/size-budgets.md). One presenter serves every dialog, so dialogs shown while it loads keep
 * their order and the one-at-a-time rule (a newer dialog replaces an older one, which answers
 * 'dismissed'). A failed load fails that dialog and is tried again by the next.
 *
 * @example
 * const dialogs = domDialogs(features);
 * const answer = await dialogs.show({ message: 'Are you 18 or older?', okButtonString: 'Yes', cancelButtonString: 'No' });
 */
export function domDialogs(features: Features): DialogPresenter {
  const dom = features.start(DomDialogFeature, ({ DomDialogPresenter }) => new DomDialogPresenter());
  return { show: async (content) => (await dom.get()).show(content) };
}
