/** How long a lazily loaded part of an app may take before it counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A lazily loaded part of the app (a JavaScript chunk) failed to load or took too long. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');

/**
 * Runs a dynamic import and turns a failure, or no answer within the timeout, into a
 * ChunkLoadError, so that an error boundary can offer a reload instead of an endless spinner.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading a part of the app took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkLoadError(cause) ? cause : new ChunkLoadError('Loading a part of the app failed', { cause }),
        );
      },
    );
  });
}
