export {
  PRIMARY_PLAYER_STORAGE_KEY,
  PrimaryPlayerArbiter,
  type PrimaryPlayerArbiterPorts,
  type PrimaryPlayerControls,
  type PrimaryPlayerEvents,
} from './primary-player-arbiter.ts';
