export * from './feature.ts';
export * from './core-features.ts';
