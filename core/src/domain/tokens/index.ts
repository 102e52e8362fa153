export * from './developer-token.ts';
export * from './jwt-part.decoder.ts';
export * from './library-id.validator.ts';
export * from './user-token.validator.ts';
