import { PRIMARY_PLAYER_STORAGE_KEY } from '../../domain/constants/index.ts';
import type { PlaybackStates } from '../../domain/enums/index.ts';
import { token } from '../../ports/token.ts';
import { PrimaryPlayerFeature } from '../features/core-features.ts';
import type { FeatureService, Features } from '../features/feature.ts';
import type { PrimaryPlayerArbiter, PrimaryPlayerArbiterPorts } from './primary-player-arbiter.ts';

/** 000 §9 the primary player among the origin's pages: its arbiter, a feature (below). */
export const PrimaryPlayer = token<FeatureService<PrimaryPlayerArbiter>>('PrimaryPlayer');

/**
 * Starts the primary-player feature. Its arbiter is needed by the first play (to claim the key)
 * or by the first claim another page writes, since every player is primary until one does
 * (000 §9): until it runs, this listens for that claim alone, loads the arbiter with it and hands
 * it over, then leaves the listening to the arbiter. A page that never plays and has one tab
 * never loads it.
 */
export function startPrimaryPlayer(features: Features, ports: PrimaryPlayerArbiterPorts, player: { readonly state: PlaybackStates; pause(): void }): FeatureService<PrimaryPlayerArbiter> {
  const arbiter = features.start(PrimaryPlayerFeature, ({ PrimaryPlayerArbiter, primaryPlayerControls }) => new PrimaryPlayerArbiter(ports, primaryPlayerControls(player)));
  if (arbiter.current) return arbiter;
  const key = ports.storageKey ?? PRIMARY_PLAYER_STORAGE_KEY;
  // Claims heard before the arbiter runs reach it in order; later ones it hears itself.
  const off = ports.storage.onExternalChange?.((changed, value) => {
    if (changed === key && value !== null && arbiter.current === undefined) arbiter.get().then((made) => made.storageChanged(changed, value), () => undefined);
  });
  arbiter.onReady(() => off?.());
  return arbiter;
}
