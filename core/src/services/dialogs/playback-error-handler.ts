import type { FeatureService } from '../features/feature.ts';
import type { ErrorPresenter } from './error-presenter.ts';
import { token } from '../../ports/token.ts';

/**
 * What the instance does with a playback error nobody awaited (002 §8): hands it to the error
 * presenter, a feature loaded with the first such error (most plays never meet one), which
 * decides whether it is shown. What it returns, or throws for the reasons an app must answer
 * itself, is not the instance's concern.
 */
export type PlaybackErrorHandler = FeatureService<Pick<ErrorPresenter, 'handle'>>;
export const PlaybackErrorHandler = token<PlaybackErrorHandler>('PlaybackErrorHandler');
