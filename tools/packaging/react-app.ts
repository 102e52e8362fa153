/**
 * The scratch React app the packaging check installs, as an adopter writes it: the browser host,
 * `MediaKitProvider` configuring once per mount, and the hooks reading typed state. A button plays a
 * preview of the song named in the page's `?song=` (the check picks one from the emulator).
 */

/** The React majors `@mediakit/react`'s peer range claims (`^18.2 || ^19`), each installed in turn. */
export const REACT_MAJORS = ['18', '19'] as const;
export type ReactMajor = (typeof REACT_MAJORS)[number];

/** Versions per major: React and its types, as an app on that major pins them. */
const REACT_VERSIONS: Record<ReactMajor, Record<string, string>> = {
  '18': { react: '~18.3.1', 'react-dom': '~18.3.1', '@types/react': '^18.3.0', '@types/react-dom': '^18.3.0' },
  '19': { react: '^19.0.0', 'react-dom': '^19.0.0', '@types/react': '^19.0.0', '@types/react-dom': '^19.0.0' },
};

const MAIN = `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PlaybackStates } from '@mediakit/core';
import { createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';
import { MediaKitProvider, useMediaKit, useNowPlaying, usePlaybackState } from '@mediakit/react';

const MusicKit = createBrowserMusicKit();
const songId = new URLSearchParams(location.search).get('song') ?? '';

function Player() {
  const music = useMediaKit();
  const state: PlaybackStates = usePlaybackState();
  const { item } = useNowPlaying();
  const [error, setError] = useState('');
  const playPreview = (): void => {
    music.setQueue({ song: songId }).then(() => music.play()).catch((failure: unknown) => setError(String(failure)));
  };
  return (
    <main>
      <button type="button" onClick={playPreview}>Play preview</button>
      <p id="status" data-state={PlaybackStates[state]} data-item={item?.id ?? ''}>
        {PlaybackStates[state]} {item?.title ?? ''} {error}
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MediaKitProvider
      configure={() => MusicKit.configure({ developerToken: DEVELOPER_TOKEN, app: { name: 'packaging check', build: '1.0.0' }, providerOrigin: location.origin, suppressErrorDialog: true })}
      fallback={<p>Loading…</p>}
    >
      <Player />
    </MediaKitProvider>
  </StrictMode>,
);
`;

/** File name → content of the app folder, given the tarballs to install and the emulator's token. */
export function reactAppFiles(major: ReactMajor, tarballs: Readonly<Record<string, string>>, developerToken: string): Record<string, string> {
  const ours = Object.fromEntries(Object.entries(tarballs).map(([name, path]) => [name, `file:${path}`]));
  return {
    // `overrides`: the adapters' dependency on @mediakit/core resolves to the tarball, not the registry.
    'package.json': JSON.stringify({ name: `mediakit-react-${major}-app`, private: true, type: 'module', dependencies: { ...ours, ...REACT_VERSIONS[major] }, overrides: { '@mediakit/core': ours['@mediakit/core'] } }, null, 2),
    'index.html': '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>packaging check</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>\n',
    'main.tsx': MAIN.replace('DEVELOPER_TOKEN', JSON.stringify(developerToken)),
    // What a strict adopter project checks with: bundler resolution, exact optional properties, and
    // our declarations checked too (no skipLibCheck).
    'tsconfig.json': JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true, exactOptionalPropertyTypes: true, noEmit: true, jsx: 'react-jsx', lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: [], skipLibCheck: false },
      files: ['main.tsx'],
    }),
  };
}
