export * from './activity-reporter.ts';
export * from './activity-reporter-options.ts';
export * from './backoff-policy.ts';
export * from './outbox-flusher.ts';
export * from './play-activity-reporting.ts';
export * from './play-activity-demand.ts';
export * from './play-activity.setup.ts';
