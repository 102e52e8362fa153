// The gapless facts of a media item (002 §7), apart from the gapless source resolver: the
// preview-or-full choice reads them on every page, while the resolver and the DRM code it
// brings load only with the first full track. In one module they would travel together, since
// an app's bundler splits by module (docs/decisions.md, npm packages keep the lazy split).
import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { WebPlaybackItem } from '../../domain/playback-preparation/web-playback-request.ts';

/** The facts of an item the gapless path needs (read from a MediaItem by {@link gaplessItemOf}). */
export interface GaplessItem extends WebPlaybackItem {
  readonly id: string;
  readonly isLibrary?: boolean;
  readonly isUTS?: boolean;
  readonly isLiveRadioStation?: boolean;
  readonly hasOffersHlsUrl?: boolean;
}

/** Reads the gapless facts of a media item (002 §7: cloud items name their three ids). */
export function gaplessItemOf(item: MediaItem): GaplessItem {
  const params = item.playParams ?? {};
  const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
  const adamId = (str(params.catalogId) ?? str(params.id) ?? item.id).replace(/^a\./, '');
  return {
    id: item.id,
    adamId,
    isCloudItem: item.isCloudItem,
    isLibrary: item.isLibrary,
    isUTS: item.isUTS,
    isLiveRadioStation: item.isLiveRadioStation,
    hasOffersHlsUrl: item.hasOffersHlsUrl,
    ...(str(params.purchasedId) ? { purchaseAdamId: str(params.purchasedId) } : {}),
    ...(str(params.catalogId) ? { subscriptionAdamId: str(params.catalogId) } : {}),
    ...(item.isCloudItem && str(params.id) ? { universalLibraryId: str(params.id) } : {}),
  };
}
