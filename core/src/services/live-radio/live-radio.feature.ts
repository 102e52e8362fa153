import { token } from '../../ports/token.ts';
import type { FeatureService } from '../features/feature.ts';
import type { LiveRadioService } from './live-radio.service.ts';

/** Live radio as the instance, the engine and play activity use it: a feature, loaded with the first live station. */
export type LiveRadio = FeatureService<Pick<LiveRadioService, 'events' | 'timedMetadata' | 'resolve'>>;
export const LiveRadio = token<LiveRadio>('LiveRadio');
