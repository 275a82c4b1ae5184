/** The reader-facing message for a failed code-chunk load, or null for other errors. */
export function chunkErrorMessage(reason: unknown): string | null {
  if (!(reason instanceof Error)) return null;
  const isChunkError = reason.name === 'ChunkLoadError' || /loading (css )?chunk .* failed/i.test(reason.message);
  return isChunkError ? reason.message : null;
}
