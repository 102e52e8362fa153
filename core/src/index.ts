/**
 * @mediakit/core: the pure domain of MediaKit. No DOM, no Node, no side effects on import.
 */
export * from './ports/index.ts';
export * from './domain/events/index.ts';
