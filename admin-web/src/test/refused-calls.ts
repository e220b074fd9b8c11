/**
 * For a test whose fake API refuses a call on purpose: react-admin logs every refused call with console.error
 * (outside production). Those are kept out of the test output and their statuses returned to assert on; any
 * other console.error still prints. setup.ts restores console.error after each test.
 */
export function captureRefusedCalls(): number[] {
  const statuses: number[] = [];
  const passOn = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // By name: jest can load react-admin's HttpError class twice (its ESM and CJS builds), so instanceof is unreliable.
    const first = args[0] as { constructor?: { name?: string }; status?: number } | undefined;
    if (first?.constructor?.name === 'HttpError' && typeof first.status === 'number') statuses.push(first.status);
    else passOn(...args);
  });
  return statuses;
}
