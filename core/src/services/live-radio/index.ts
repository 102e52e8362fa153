// Live radio: timed metadata, manifest refetch and live key sessions (001 §3, §4, §7, §9; 002 §3, §5, §7, §9).
export { LiveRadioService, MAX_KEPT_CUES, type LiveRadioServiceDependencies, type LiveRadioServiceEvents } from './live-radio.service.ts';
export { LiveRadioHosts, type LiveRadioHostOptions } from './live-radio-hosts.ts';
export { createLiveRadioService, liveRadioSetup, type LiveRadioSetup } from './live-radio.setup.ts';
export { LiveRadio } from './live-radio.feature.ts';
export type { LiveRadioTokens } from './live-radio-source.ts';
