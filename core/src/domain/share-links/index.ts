export * from './api-resource.ts';
export * from './embed-code.ts';
export * from './formatted-media-url.ts';
export * from './generate-embed-code.ts';
export * from './media-url.parser.ts';
export * from './share-link.parser.ts';
export * from './share-link.rules.ts';
