// Issue 21 "developer-token rotation reaches every request": the emulator issues developer tokens
// besides the fixed one and revokes them, so a page whose token provider asks its server can be
// shown a revoked token (401 on catalogue, web playback and licence alike, 000 §7) and a new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { expectErrorShape } from './emulator-client.helper.ts';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.close();
});

const control = (path: string, method = 'GET'): Promise<Response> => fetch(`${emulator.origin}/__emulator/${path}`, { method });
const storefronts = (token: string): Promise<Response> => fetch(`${emulator.origin}/v1/storefronts`, { headers: { Authorization: `Bearer ${token}` } });
/** Web playback (002 §7) with a developer token and no user token: past the developer check, it answers about the user. */
const webPlayback = (token: string): Promise<Response> =>
  fetch(`${emulator.origin}/WebObjects/MZPlay.woa/wa/webPlayback`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ salableAdamId: '1' }) });

describe('developer-token rotation switches (issue 21)', () => {
  it('an issued token is accepted, is the latest, and after revocation every developer-checked route answers 401 "revoked"', async () => {
    const issued = (await (await control('developer-tokens', 'POST')).json()) as { token: string };
    expect(issued.token.split('.')).toHaveLength(3);
    expect(issued.token).not.toBe(EMULATOR_DEVELOPER_TOKEN);
    expect((await storefronts(issued.token)).status).toBe(200);
    expect((await webPlayback(issued.token)).status).not.toBe(401);
    expect(await (await control('developer-tokens/latest')).json()).toEqual({ token: issued.token });

    expect((await control(`developer-tokens/${issued.token}`, 'DELETE')).status).toBe(204);
    const refused = await storefronts(issued.token);
    expect(refused.status).toBe(401);
    expect(expectErrorShape(await refused.json(), 401).detail).toBe('Developer token was revoked');
    expect((await webPlayback(issued.token)).status).toBe(401);
    expect((await control('developer-tokens/latest')).status).toBe(404);
  });

  it('a new token after a revocation is the latest; the fixed token is never revoked and stays accepted', async () => {
    const next = (await (await control('developer-tokens', 'POST')).json()) as { token: string };
    expect(await (await control('developer-tokens/latest')).json()).toEqual({ token: next.token });
    expect((await control(`developer-tokens/${EMULATOR_DEVELOPER_TOKEN}`, 'DELETE')).status).toBe(404);
    expect((await storefronts(EMULATOR_DEVELOPER_TOKEN)).status).toBe(200);
  });

  it('reset forgets issued tokens (they are refused as unknown)', async () => {
    const issued = (await (await control('developer-tokens', 'POST')).json()) as { token: string };
    expect((await control('reset', 'POST')).status).toBe(204);
    const refused = await storefronts(issued.token);
    expect(refused.status).toBe(401);
    expect(expectErrorShape(await refused.json(), 401).detail).toBe('Developer token is not valid for this service');
  });
});
