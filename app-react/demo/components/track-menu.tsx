import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAuthorization, useMediaKit, useMusicMutation, useMusicQuery } from '@mediakit/react';
import type { SongJson } from '../catalog-types.ts';
import { announce, describeError } from '../notice-bus.ts';
import { href } from '../use-hash-route.ts';

interface SongWithLinks {
  readonly data: ReadonlyArray<{ readonly relationships?: Record<string, { readonly data: ReadonlyArray<{ readonly id: string }> } | undefined> }>;
}

interface PlaylistsPage {
  readonly data: ReadonlyArray<{ readonly id: string; readonly attributes: { readonly name: string; readonly canEdit?: boolean } }>;
}

interface MenuAction {
  readonly label: string;
  readonly run: () => void;
}

/**
 * A track's context menu (issue 19): play next or later, add to one of the listener's playlists,
 * go to the album or the artist, copy the share link, love or dislike. The WAI-ARIA menu button
 * pattern: the button opens the menu with focus on its first item, arrow keys (and Home/End) move
 * between items, Escape closes it and gives focus back to the button, Tab or a click elsewhere
 * closes it. `enqueue` is the list's own play next/later (it knows the listener's restrictions).
 */
export function TrackMenu({ track, enqueue }: { track: SongJson; enqueue: (track: SongJson, where: 'next' | 'later') => void }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = (refocus: boolean): void => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const { name } = track.attributes;
  return (
    <span className="track-menu">
      <button
        ref={button}
        type="button"
        className="chip track-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`More actions for ${name}`}
        title={`More actions for ${name}`}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        ⋯
      </button>
      {open && <TrackMenuItems id={menuId} track={track} enqueue={enqueue} close={close} owner={button} />}
    </span>
  );
}

function TrackMenuItems({ id, track, enqueue, close, owner }: { id: string; track: SongJson; enqueue: (track: SongJson, where: 'next' | 'later') => void; close: (refocus: boolean) => void; owner: React.RefObject<HTMLButtonElement | null> }) {
  const music = useMediaKit();
  const authorized = useAuthorization();
  const menu = useRef<HTMLUListElement>(null);
  const { name } = track.attributes;
  const playlists = useMusicQuery<PlaylistsPage>('/v1/me/library/playlists', { limit: 50 }, { enabled: authorized });
  const addTracks = useMusicMutation((instance, playlistId: string) => instance.api.libraryPlaylists.addTracks(playlistId, [{ id: track.id, type: track.type ?? 'songs' }]));
  const editable = playlists.status === 'success' ? playlists.data.data.filter((playlist) => playlist.attributes.canEdit !== false) : [];

  // The album and artist ids come with the song fetched by id (its relationships), asked on demand.
  const goTo = (relationship: 'albums' | 'artists'): void => {
    music.api.music(`/v1/catalog/{{storefrontId}}/songs/${encodeURIComponent(track.id)}`, { include: 'albums,artists' }).then(
      ({ data }) => {
        const target = (data as SongWithLinks).data[0]?.relationships?.[relationship]?.data[0]?.id;
        if (!target) return announce(`No ${relationship === 'albums' ? 'album' : 'artist'} is listed for “${name}”`);
        location.hash = relationship === 'albums' ? href.album(target) : href.artist(target);
      },
      (error: unknown) => announce(`Could not open it: ${describeError(error)}`, 'error'),
    );
  };
  const share = (): void => {
    const url = (track.attributes as { url?: string }).url;
    if (!url) return announce(`“${name}” has no share link`);
    // Without clipboard access (a permission the page lacks) the link is shown instead.
    navigator.clipboard.writeText(url).then(
      () => announce(`Link to “${name}” copied`),
      () => announce(`Link to “${name}”: ${url}`),
    );
  };
  const rate = (value: 1 | -1): void => {
    music.api.ratings.set('songs', track.id, value).then(
      () => announce(value === 1 ? `You love “${name}”` : `You will hear less like “${name}”`),
      (error: unknown) => announce(`Could not save the rating: ${describeError(error)}`, 'error'),
    );
  };
  const actions: MenuAction[][] = [
    [
      { label: 'Play next', run: () => enqueue(track, 'next') },
      { label: 'Play later', run: () => enqueue(track, 'later') },
    ],
    editable.map((playlist) => ({
      label: `Add to “${playlist.attributes.name}”`,
      run: () => void addTracks(playlist.id).then(() => announce(`Added “${name}” to “${playlist.attributes.name}”`), (error: unknown) => announce(`Could not add to “${playlist.attributes.name}”: ${describeError(error)}`, 'error')),
    })),
    [
      { label: 'Go to album', run: () => goTo('albums') },
      { label: 'Go to artist', run: () => goTo('artists') },
      { label: 'Copy share link', run: share },
    ],
    authorized
      ? [
          { label: 'Love', run: () => rate(1) },
          { label: 'Suggest less like this', run: () => rate(-1) },
        ]
      : [],
  ];

  const items = (): HTMLElement[] => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    items()[0]?.focus();
    // A click outside the menu and its button closes it (focus stays where the click put it).
    const outside = (event: PointerEvent): void => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !owner.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
    // Once per opening (the menu mounts when opened): playlists loading later must not move focus.
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number): void => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };
  return (
    <ul id={id} ref={menu} role="menu" aria-label={`Actions for ${name}`} className="track-menu__list" onKeyDown={onKeyDown}>
      {actions
        .filter((group) => group.length > 0)
        .flatMap((group, index) => [
          ...(index > 0 ? [<li key={`separator-${index}`} role="separator" className="track-menu__separator" />] : []),
          ...group.map((action) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  action.run();
                }}
              >
                {action.label}
              </button>
            </li>
          )),
        ])}
    </ul>
  );
}
