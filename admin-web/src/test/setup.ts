import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The whole react-admin app renders in some tests; on a busy 2-core machine 1 s is not always enough.
configure({ asyncUtilTimeout: 5000 });

// MUI's useMediaQuery needs matchMedia, which jsdom does not implement: behave as a wide screen.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Known noise, not failures: react-admin 5 still passes InputProps/inputProps/InputLabelProps (SelectInput) that MUI 9 ignores
// (TOOLCHAIN.md, trap 5), BooleanInput's inputRef that MUI 9's Switch no longer takes, and react-admin's
// internal async state updates outside act().
const KNOWN_NOISE = [
  /React does not recognize the `(%s|InputProps|inputProps|InputLabelProps|inputRef)` prop.*(InputProps|inputProps|InputLabelProps|inputRef)/,
  /not wrapped in act\(/,
];
const originalError = console.error;
console.error = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (KNOWN_NOISE.some((pattern) => pattern.test(text))) return;
  originalError(...args);
};

// Spies a test sets (captureRefusedCalls) end with the test.
afterEach(() => jest.restoreAllMocks());
