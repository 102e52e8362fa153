/**
 * Test page for tests/e2e/play-activity-outbox.e2e.ts. The activity reporter runs on the
 * browser host's adapters (IndexedDbDatabase over the page's indexedDB, FetchHttpClient,
 * SystemClock, CryptoRandom, cookies) and posts to the provider emulator (000 §7 POST /play).
 * `?events=N` records N events (start and natural end of N/2 songs) once per tab; a reload
 * records nothing and only shows what the outbox kept and delivers it.
 */
import { configurationFromDocument, createBrowserContainer } from '@mediakit/adapters/hosts/browser';
import { hlsjsBackend } from '@mediakit/adapters/hlsjs';
import { shakaBackend } from '@mediakit/adapters/shaka';
import {
  Clock,
  Database,
  HttpClient,
  KeyValueStore,
  Logger,
  MusicKitConfiguration,
  PlayActivityEndReasonType,
  PlaybackType,
  Random,
  Scheduler,
  type PlayActivityDescriptor,
} from '@mediakit/core';
import { ActivityReporter } from '@mediakit/core/internal';

interface OutboxPageStatus {
  phase: 'starting' | 'ready' | 'failed';
  /** The Database adapter the browser host bound. */
  database?: string;
  /** Events recorded by this load. */
  recorded: number;
  /** Events found in the outbox when this load started (read from IndexedDB). */
  pendingAtStart?: number;
  /** Events waiting once this load finished recording. */
  pending?: number;
  activateError?: string;
  error?: string;
}

declare global {
  interface Window {
    activityOutbox?: { readonly status: OutboxPageStatus; pending(): Promise<number> };
  }
}

const RECORDED_KEY = 'activity-e2e-recorded';
const TOKEN_KEY = 'activity-e2e-user-token';
const status: OutboxPageStatus = { phase: 'starting', recorded: 0 };
const show = (): void => {
  (document.getElementById('status') as HTMLElement).textContent = JSON.stringify(status, null, 2);
};

/** A listener token from the emulator's sign-in, kept for the tab so a reload is the same listener. */
async function userToken(provider: string): Promise<string> {
  const kept = sessionStorage.getItem(TOKEN_KEY);
  if (kept) return kept;
  const response = await fetch(`${provider}/woa/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ listener: 'subscriber' }) });
  const { token } = (await response.json()) as { token: string };
  sessionStorage.setItem(TOKEN_KEY, token);
  return token;
}

function song(index: number): PlayActivityDescriptor {
  return { id: String(1_000 + index), kind: 'song', playbackType: PlaybackType.encryptedFull, duration: 30 };
}

async function main(): Promise<void> {
  const configuration = configurationFromDocument(document);
  const provider = configuration?.playActivityBase;
  if (!configuration || typeof configuration.developerToken !== 'string' || !provider) throw new Error('The page has no developer token or provider origin meta tag');
  const developerToken = configuration.developerToken;
  const listenerToken = await userToken(provider);

  const container = createBrowserContainer({ logLevel: 'warning', backends: [hlsjsBackend, shakaBackend] });
  // The credential gate on the container's HttpClient lets tokens go to the configured provider only.
  container.bind(MusicKitConfiguration).toConstantValue(configuration);
  const database = container.get<Database>(Database);
  status.database = database.constructor.name;
  const reporter = new ActivityReporter(
    {
      http: container.get<HttpClient>(HttpClient),
      database,
      clock: container.get<Clock>(Clock),
      scheduler: container.get<Scheduler>(Scheduler),
      random: container.get<Random>(Random),
      logger: container.get<Logger>(Logger),
      cookie: container.get<KeyValueStore>(KeyValueStore.cookie),
    },
    // Small batches, so delivery takes several requests.
    { baseUrl: provider, credentials: () => ({ developerToken, userToken: listenerToken }), flush: { batchSize: 4 } },
  );
  window.addEventListener('pagehide', () => reporter.exit());
  window.activityOutbox = { status, pending: () => reporter.pendingCount() };

  status.pendingAtStart = await reporter.pendingCount();
  await reporter.activate().catch((error: unknown) => {
    status.activateError = (error as Error).message;
  });

  const wanted = Number(new URLSearchParams(location.search).get('events') ?? 0);
  if (wanted > 0 && sessionStorage.getItem(RECORDED_KEY) === null) {
    sessionStorage.setItem(RECORDED_KEY, String(wanted));
    for (let index = 0; status.recorded < wanted; index++) {
      await reporter.playStart(song(index), 0);
      await reporter.playEnd(song(index), 30, PlayActivityEndReasonType.NATURAL_END_OF_TRACK);
      status.recorded += 2;
    }
  }
  status.pending = await reporter.pendingCount();
  status.phase = 'ready';
}

main()
  .catch((error: unknown) => {
    status.phase = 'failed';
    status.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  })
  .finally(show);
