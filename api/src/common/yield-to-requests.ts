/**
 * Lets the event loop answer other requests (a health check, a page) in the middle of a long piece of work:
 * setImmediate runs after pending I/O, where a resolved promise would not.
 */
export const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * For a loop of small synchronous steps: call the returned function between two steps, and it yields once
 * `sliceMs` of work has gone by since the last yield (a fixed count of steps would block for longer on a
 * busier machine). Other requests then wait at most about one slice.
 */
export function timeSlicer(sliceMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await yieldToRequests();
    since = performance.now();
  };
}
