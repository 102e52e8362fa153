export { ShareSession } from './share-session.ts';
export type {
  ParticipantControl,
  SavedPlayerSettings,
  ShareSessionCapabilities,
  ShareSessionInfo,
  ShareSessionMediaState,
  ShareSessionPlayer,
  ShareSessionRemote,
} from './share-session.types.ts';
