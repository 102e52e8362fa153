// The dialog e2e page's script (tests/e2e/dialog.e2e.ts). The age gate comes from the instance
// an app configures (MusicKit.configure from the meta tags): "Play an 18+ song" queues a song
// whose age-gate policy asks, and play() shows the dialog (002 §2, §4). The two plain dialogs
// come from the DialogPresenter the browser composition root binds (the adapter under test).
import { DialogPresenter } from '@mediakit/core';
import { configurationFromDocument, createBrowserContainer, createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';
import { hlsjsBackend } from '@mediakit/adapters/hlsjs';
import { shakaBackend } from '@mediakit/adapters/shaka';

const dialogs = createBrowserContainer().get<DialogPresenter>(DialogPresenter);
const MusicKit = createBrowserMusicKit({ backends: [hlsjsBackend, shakaBackend] });
const outcome = document.querySelector<HTMLOutputElement>('#outcome')!;
const provider = document.querySelector<HTMLMetaElement>('meta[name="mediakit-provider-origin"]')?.content ?? '';

/** A song with an age-gate policy (002 §3 public media item), as an app would queue it. */
const gatedSong = {
  id: '900000001',
  type: 'songs',
  attributes: {
    name: 'An 18+ song',
    playParams: { id: '900000001', kind: 'song' },
    previews: [{ url: `${provider}/media/audio/clip01/clear/master.m3u8` }],
    ageGatePolicy: { age: 18, frequencyInMinutes: 30 },
  },
};

function on(id: string, action: () => Promise<string>): void {
  document.getElementById(id)!.addEventListener('click', () => {
    outcome.value = 'showing';
    void action().then((result) => (outcome.value = result));
  });
}

async function start(): Promise<void> {
  const configuration = configurationFromDocument(document);
  if (!configuration) throw new Error('No developer token meta tag');
  const music = await MusicKit.configure(configuration);
  on('age-gate', async () => {
    try {
      await music.setQueue({ items: [gatedSong] });
      await music.play();
      await music.pause(); // what was played is not under test; a quiet page is nicer to watch
      return 'accepted';
    } catch (error) {
      const e = error as { errorCode?: string; message?: string };
      return `${e.errorCode}: ${e.message}`;
    }
  });
  on('hostile', () =>
    dialogs.show({
      message: 'Not available <img src=x onerror="document.title=\'pwned\'">',
      explanation: '<b>This song</b> is not available in your country or region.',
      cancelButtonString: 'Close',
    }),
  );
  on('replace', async () => {
    const first = dialogs.show({ message: 'First dialog' });
    const second = dialogs.show({ message: 'Second dialog', cancelButtonString: 'Cancel' });
    return `${await first}, ${await second}`;
  });
  document.body.dataset['ready'] = 'true';
}

start().catch((error: unknown) => {
  outcome.value = `failed: ${String(error)}`;
});
