export * from './storefront-selection.ts';
