// Issue 22, the emulator as a careful provider: the auth bridge answers only the developer's
// allow-listed embedding origins (CSP frame-ancestors plus the page's own check), its shared
// state is written by the provider's sign-in pop-up (storeAuth), and a redirect sign-in returns
// only to an allow-listed page with the state it was given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';

let emulator: RunningEmulator;
const DEMO = 'http://localhost:4580';

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, embeddingOrigins: [DEMO] });
});
afterAll(() => emulator.close());

function pageConfig(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="mk-config">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no page configuration');
  return JSON.parse(match[1] as string) as Record<string, unknown>;
}

function woa(query: Record<string, string>): Promise<Response> {
  const a = Buffer.from(JSON.stringify({ thirdPartyIconURL: '', thirdPartyName: 'demo', thirdPartyParameters: {}, thirdPartyToken: EMULATOR_DEVELOPER_TOKEN })).toString('base64');
  return fetch(`${emulator.origin}/woa?${new URLSearchParams({ a, referrer: DEMO, ...query }).toString()}`);
}

describe('issue 22: the bridge answers only allow-listed embedding origins', () => {
  it('sends CSP frame-ancestors with exactly the allow-list, and gives the page the same list', async () => {
    const res = await fetch(`${emulator.origin}/auth-bridge/`);
    expect(res.headers.get('content-security-policy')).toBe(`frame-ancestors ${DEMO}`);
    expect(pageConfig(await res.text())).toMatchObject({ embedders: [DEMO] });
  });

  it("with no allow-listed origin the bridge may be framed by no one ('none')", async () => {
    emulator.embedding.set([]);
    try {
      expect((await fetch(`${emulator.origin}/auth-bridge/`)).headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    } finally {
      emulator.embedding.set([DEMO]);
    }
  });

  it('the default allow-list is the demo as npm start serves it: http://localhost:PORT', async () => {
    const other = await startEmulator({ port: 0 });
    try {
      expect(other.embedding.list).toEqual([`http://localhost:${other.port}`]);
    } finally {
      await other.close();
    }
  });

  it('allows exact origins only: another port or scheme of the same host is another page', () => {
    expect(emulator.embedding.allows(DEMO)).toBe(true);
    expect(emulator.embedding.allows('http://localhost:4581')).toBe(false);
    expect(emulator.embedding.allows('https://localhost:4580')).toBe(false);
    expect(emulator.embedding.allows('http://127.0.0.2:4580')).toBe(false);
    expect(emulator.embedding.allows(null)).toBe(false);
  });

  it('the bridge script echoes the request id, ignores setCookieItem, and stores only what the provider pop-up sends (storeAuth)', async () => {
    const html = await (await fetch(`${emulator.origin}/auth-bridge/`)).text();
    expect(html).toContain("post({ action: 'mediakit:updateAuth', id: data.id");
    expect(html).toContain("case 'mediakit:setCookieItem':\n        // Written only by the provider's sign-in flow");
    expect(html).toContain("data.action === 'mediakit:storeAuth' && fromProvider(event)");
  });
});

describe('issue 22: redirect sign-in on /woa returns only to allow-listed pages with the given state', () => {
  it('an allow-listed redirect_uri of the referrer with a state is offered, the state kept for the hash', async () => {
    const res = await woa({ redirect_uri: `${DEMO}/e2e/auth-harness.html?x=1`, state: 'a'.repeat(32) });
    const config = pageConfig(await res.text());
    expect(config['error']).toBeNull();
    expect(config['redirect']).toEqual({ uri: `${DEMO}/e2e/auth-harness.html?x=1`, state: 'a'.repeat(32) });
  });

  it('a redirect_uri elsewhere, or a missing or odd state, is refused', async () => {
    for (const query of [
      { redirect_uri: 'http://localhost:9999/', state: 'abc' },
      { redirect_uri: 'http://127.0.0.2:4580/', state: 'abc' },
      { redirect_uri: `${DEMO}/`, state: '' },
      { redirect_uri: `${DEMO}/`, state: '<script>' },
      { redirect_uri: 'javascript:alert(1)', state: 'abc' },
    ]) {
      const config = pageConfig(await (await woa(query)).text());
      expect(config['error']).toBe('The return address is not an allow-listed page of this app.');
    }
  });
});
