import type { ArtworkJson } from '../catalog-types.ts';

export type FormatArtworkURL = (artwork: ArtworkJson, height?: number, width?: number) => string;

/** Square artwork at a size, through the namespace's formatArtworkURL (pixel-ratio aware). */
export function Artwork({ artwork, size, format, alt = '' }: { artwork: ArtworkJson | undefined; size: number; format: FormatArtworkURL; alt?: string }) {
  if (!artwork) return <div className="artwork artwork--empty" style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className="artwork" src={format(artwork, size, size)} width={size} height={size} alt={alt} loading="lazy" decoding="async" />;
}
