export * from './queue-content.loader.ts';
