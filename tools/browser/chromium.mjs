// Debian's Chromium (never a downloaded browser) and the flags every headless run here starts it with: the
// e2e specs, the bench and the screenshots. Headless without a sandbox or GPU, and nothing that phones home.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Playwright release whose own --disable-features list PLAYWRIGHT_DISABLE_FEATURES repeats. */
export const PLAYWRIGHT_FEATURES_OF = '1.65.1';

/**
 * For Playwright's launches (e2e). Chromium 156 preloads its omnibox popup (chrome://omnibox-popup.top-chrome, a
 * WebUI page) in a renderer of its own for every new context: nobody sees it headless, and over six page loads it
 * was about 40% of the browser's CPU here (3.8-4.1 s instead of 6.4-6.6 s). Both features must be
 * off for it to go. Chromium keeps only the last --disable-features and Playwright passes its own first, so this
 * repeats Playwright's list (its chromiumSwitches.ts in PLAYWRIGHT_FEATURES_OF) before the two;
 * e2e/playwright.config.ts refuses another Playwright until the list is checked again.
 */
export const PLAYWRIGHT_DISABLE_FEATURES = `--disable-features=${[
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
].join(',')}`;
