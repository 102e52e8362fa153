export { ShareSession } from './share-session.ts';
export { LazyShareSession, type LoadShareSession } from './lazy-share-session.ts';
export type {
  ParticipantControl,
  SavedPlayerSettings,
  ShareSessionCapabilities,
  ShareSessionInfo,
  ShareSessionMediaState,
  ShareSessionPlayer,
  ShareSessionRemote,
} from './share-session.types.ts';
