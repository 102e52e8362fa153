/**
 * CLI: `npx tsx tools/emulator/main.ts [--port N] [--host H] [--embedding-origin O ...]` starts the provider emulator and
 * prints where it listens and the developer token it accepts.
 */
import { parseArgs } from 'node:util';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator } from './emulator-server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.EMULATOR_PORT ?? '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    // The developer's pages allowed to embed the auth bridge (default http://localhost:PORT).
    'embedding-origin': { type: 'string', multiple: true },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Invalid --port ${values.port}`);
  process.exit(2);
}

const embeddingOrigins = values['embedding-origin'];
const emulator = await startEmulator({ port, host: values.host, ...(embeddingOrigins ? { embeddingOrigins } : {}) });
console.log(`MediaKit provider emulator listening on ${emulator.origin} (also http://localhost:${emulator.port})`);
console.log(`  API base:        ${emulator.origin}/v1`);
console.log(`  developer token: ${EMULATOR_DEVELOPER_TOKEN}`);
console.log(`  embedding:       ${emulator.embedding.list.join(', ')} (pages the auth bridge answers)`);
console.log(`  catalogue:       ${emulator.catalog.albums.size} albums, ${emulator.catalog.songs.size} songs, ${emulator.catalog.playlists.size} playlists`);

const stop = (): void => {
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
