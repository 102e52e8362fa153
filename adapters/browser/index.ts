export * from './cookie-key-value-store.ts';
export * from './fetch-http-client.ts';
export * from './web-storage-key-value-store.ts';
