// Everything the e2e specs share: sign-in, toasts, axe, hydration, lead forms, directory checks, the statement check.
export * from './run';
export * from './admin';
export * from './axe';
export * from './page';
export * from './leads';
export * from './directory';
export * from './budget';
export * from './portal';
export * from './shots';
export * from './quote';
export * from './statement';
