/**
 * Lets the event loop answer other requests (a health check, a page) in the middle of a long piece of work:
 * setImmediate runs after pending I/O, where a resolved promise would not.
 */
export const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
