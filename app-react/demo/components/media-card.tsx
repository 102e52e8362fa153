import type { ArtworkJson } from '../catalog-types.ts';
import { Artwork, type FormatArtworkURL } from './artwork.tsx';

/**
 * A link to an album, playlist or artist, shown as artwork with two lines of text. Its name is
 * its visible text after a hidden kind ("Album: …"), so speech users can say what they see.
 */
export function MediaCard(props: { href: string; kind: 'Album' | 'Playlist' | 'Artist' | 'Video'; artwork: ArtworkJson | undefined; title: string; subtitle: string; format: FormatArtworkURL; round?: boolean }) {
  return (
    <a className={props.round ? 'media-card media-card--round' : 'media-card'} href={props.href}>
      <Artwork artwork={props.artwork} size={180} format={props.format} />
      <span className="media-card__title">
        <span className="visually-hidden">{props.kind}: </span>
        {props.title}
      </span>
      <span className="media-card__subtitle">{props.subtitle}</span>
    </a>
  );
}

export function CardGrid({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <ul className="card-grid" aria-label={label}>
      {children}
    </ul>
  );
}
