/**
 * The fixed messages of station queues (002 §5, §8): only the station controller, the stations
 * client and station-option validation throw them, and those load with the first station queue,
 * so the messages stay out of the first download too (messages.ts has the rest).
 */
export const STATION_MESSAGES = {
  // 002 §5 validation rules
  unsupportedStationOptions: 'Unsupported options specified for setStationQueue. You may want setQueue instead.',
  unsupportedUrlOption: (kind: string) => `${kind} is not a supported option. Use setQueue instead.`,
  continuousPlaybackRequired: 'Continuous playback cannot be disabled for station queues.',
  // 002 §8 messages
  noStationTrackData: 'No track data is available for the current station.',
  stationLoadFailed: 'Cannot load requested station',
} as const;
