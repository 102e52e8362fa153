export * from './fake-media-sink.ts';
export * from './memory-key-value-store.ts';
export * from './memory-logger.ts';
export * from './recording-http-client.ts';
export * from './seeded-random.ts';
export * from './simulated-clock.ts';
export * from './memory-database.ts';
