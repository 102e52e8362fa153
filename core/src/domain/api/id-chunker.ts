import { ID_CHUNKING } from '../constants/index.ts';

/** How many ids one request may carry (002 §9 chunking). */
export interface ChunkLimits {
  readonly maxIds: number;
  /** Characters of the comma-joined ids. */
  readonly maxCharacters: number;
}

/** 002 §9: default max 100 ids and 1,000 characters per request. */
export const DEFAULT_CHUNK_LIMITS: ChunkLimits = { maxIds: ID_CHUNKING.maxIds, maxCharacters: ID_CHUNKING.maxCharacters };

/** 002 §9: library requests carry one id each. */
export const LIBRARY_CHUNK_LIMITS: ChunkLimits = { maxIds: ID_CHUNKING.libraryIdsPerChunk, maxCharacters: ID_CHUNKING.maxCharacters };

/**
 * Splits ids into consecutive chunks within the limits, keeping their order (002 §9). An id
 * longer than the character limit travels alone rather than being dropped.
 *
 * @example
 * chunkIds(['1', '2', '3'], { maxIds: 2, maxCharacters: 1000 }); // [['1', '2'], ['3']]
 */
export function chunkIds(ids: readonly string[], limits: ChunkLimits = DEFAULT_CHUNK_LIMITS): string[][] {
  const maxIds = Math.max(1, Math.floor(limits.maxIds));
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let characters = 0;
  for (const id of ids) {
    const added = chunk.length === 0 ? id.length : characters + 1 + id.length;
    if (chunk.length > 0 && (chunk.length >= maxIds || added > limits.maxCharacters)) {
      chunks.push(chunk);
      chunk = [];
      characters = 0;
    }
    characters = chunk.length === 0 ? id.length : characters + 1 + id.length;
    chunk.push(id);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * Requests every chunk at once and joins the answers in chunk order, whatever order they
 * arrive in (002 §7: "Bulk id lists are split into chunks and the parallel calls are joined").
 *
 * @example
 * const songs = await requestInChunks(chunkIds(ids), (chunk) => fetchSongs(chunk));
 */
export async function requestInChunks<T>(chunks: readonly string[][], request: (chunk: string[], index: number) => Promise<readonly T[]>): Promise<T[]> {
  const answers = await Promise.all(chunks.map((chunk, index) => request(chunk, index)));
  return answers.flat() as T[];
}
