/** 000 §5: one letter among a, i, l, p, then a dot, then alphanumerics. */
const LIBRARY_ID_PATTERN = /^[ailp]\.[A-Za-z0-9]+$/;

/**
 * Whether `id` names an item of the listener's library (000 §5), e.g. 'l.AbC123' or 'p.xyz'.
 *
 * @example
 * isLibraryId('i.8xYz'); // true
 * isLibraryId('1440857781'); // false: a catalogue id
 */
export function isLibraryId(id: unknown): id is string {
  return typeof id === 'string' && LIBRARY_ID_PATTERN.test(id);
}
