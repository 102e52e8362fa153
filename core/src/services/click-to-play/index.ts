export {
  ClickToPlayTracker,
  PlayType,
  reportingAgentOf,
  type PlayInitiation,
  type PlaybackStartupReport,
  type ReportingAgent,
} from './click-to-play-tracker.ts';
