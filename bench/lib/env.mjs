import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_TMP = path.join(os.tmpdir(), 'homeward-bench');
export const CHROMIUM = '/usr/bin/chromium';
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
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
