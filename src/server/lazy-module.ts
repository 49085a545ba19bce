/**
 * A library loaded on first use instead of at start: most of them (image, PDF, audio, cloud SDKs)
 * serve a job or a route that many processes never run, and each holds megabytes once loaded.
 * Every caller shares one load; a load that fails is tried again on the next call.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
