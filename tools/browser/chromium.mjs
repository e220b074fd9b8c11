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
