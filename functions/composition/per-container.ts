// A function's dependencies are built on its first invocation and reused by every later one in the
// same container (Lambda) or process (the local stack).
export function perContainer<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
