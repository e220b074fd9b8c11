// The webpack builds' second name for TanStack Query's own build (webpack.config.js):
// to the type checker it is the package itself.
declare module '@tanstack/react-query-library' {
  export * from '@tanstack/react-query';
}
