// Loaded with the first live station (a lazy chunk of the script-tag build, docs/size-budgets.md):
// most pages never play live radio, so the service and its host rules wait for one.
import { LiveRadioHosts } from './live-radio-hosts.ts';
import { LiveRadioService, type LiveRadioServiceDependencies } from './live-radio.service.ts';

/** The service's dependencies, with the origins that stand for the provider instead of its host rules. */
export interface LiveRadioSetup extends Omit<LiveRadioServiceDependencies, 'hosts'> {
  /** 002 §5, §9: streams on the provider's domains, or on these origins (the configured provider origin). */
  readonly trustedOrigins: readonly string[];
}

/**
 * The live radio service of an instance.
 *
 * @example
 * const live = createLiveRadioService({ player, nowPlaying, http, scheduler, clock, logger, tokens, mediaApiBase, trustedOrigins: [origin] });
 */
export function createLiveRadioService({ trustedOrigins, ...dependencies }: LiveRadioSetup): LiveRadioService {
  return new LiveRadioService({ ...dependencies, hosts: new LiveRadioHosts({ trustedOrigins }) });
}
