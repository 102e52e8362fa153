export * from './track.service.ts';
export * from './track-list.diff.ts';
