/**
 * Adam ids lose a leading 'a.' (the catalogue id of 'a.1440857781' is '1440857781').
 *
 * @example
 * normalizeCatalogId('a.123'); // '123'
 */
export function normalizeCatalogId(id: string): string {
  return id.startsWith('a.') ? id.slice(2) : id;
}

/**
 * The API collection name of a media type as apps write it: singular or plural, camelCase or
 * kebab-case ('song', 'musicVideo', 'music-video', 'library-songs').
 *
 * @example
 * collectionOf('musicVideo'); // 'music-videos'
 * collectionOf('albums');     // 'albums'
 */
export function collectionOf(type: string): string {
  const kebab = type.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return kebab.endsWith('s') ? kebab : `${kebab}s`;
}
