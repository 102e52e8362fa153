// The token-provider e2e page (issue 21 rows "token revoked with a provider" and "hung token
// provider"): the browser host's public configure, with `developerToken` a function that asks the
// developer's token server (the emulator's /__emulator/developer-tokens/latest) for the current
// token. The test can make the function hang, to see the time bound on a provider that never
// answers. Everything else is the public instance: authorize, setQueue, play.
import { configurationFromDocument, createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';

const MusicKit = createBrowserMusicKit();
const provider = document.querySelector('meta[name="mediakit-provider-origin"]')?.getAttribute('content') ?? '';

const tokenProvider = {
  /** Calls of the function, by the instance. */
  asked: 0,
  /** While true, the function returns a promise that never settles. */
  hang: false,
};

async function developerToken(): Promise<string> {
  tokenProvider.asked++;
  if (tokenProvider.hang) return new Promise<string>(() => undefined);
  const response = await fetch(`${provider}/__emulator/developer-tokens/latest`);
  if (!response.ok) throw new Error(`token server answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function setUp(): Promise<void> {
  const configuration = configurationFromDocument(document);
  if (!configuration) throw new Error('No configuration meta tags');
  const music = await MusicKit.configure({ ...configuration, developerToken, suppressErrorDialog: true });
  document.getElementById('sign-in')!.addEventListener('click', () => void music.authorize().catch(() => undefined));
  Object.assign(window, { MusicKit, __tokenProvider: tokenProvider, __ready: true });
}

void setUp();
