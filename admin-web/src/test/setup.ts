import '@testing-library/jest-dom';

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

// Known noise, not failures: react-admin 5 still passes InputProps/inputProps that MUI 9 ignores
// (TOOLCHAIN.md, trap 5), and react-admin's internal async state updates outside act().
const KNOWN_NOISE = [/React does not recognize the `(InputProps|inputProps)` prop/, /not wrapped in act\(/];
const originalError = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && KNOWN_NOISE.some((pattern) => pattern.test(args[0] as string))) return;
  originalError(...args);
};
