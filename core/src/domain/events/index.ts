export * from './event-emitter.ts';
