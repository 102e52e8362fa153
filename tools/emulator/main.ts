/**
 * CLI: `npx tsx tools/emulator/main.ts [--port N] [--host H]` starts the provider emulator and
 * prints where it listens and the developer token it accepts.
 */
import { parseArgs } from 'node:util';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator } from './emulator-server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.EMULATOR_PORT ?? '8787' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Invalid --port ${values.port}`);
  process.exit(2);
}

const emulator = await startEmulator({ port, host: values.host });
console.log(`MediaKit provider emulator listening on ${emulator.origin} (also http://localhost:${emulator.port})`);
console.log(`  API base:        ${emulator.origin}/v1`);
console.log(`  developer token: ${EMULATOR_DEVELOPER_TOKEN}`);
console.log(`  catalogue:       ${emulator.catalog.albums.size} albums, ${emulator.catalog.songs.size} songs, ${emulator.catalog.playlists.size} playlists`);

const stop = (): void => {
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
