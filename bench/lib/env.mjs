import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_TMP = path.join(os.tmpdir(), 'homeward-bench');
export { CHROMIUM_PATH as CHROMIUM, CHROMIUM_FLAGS } from '../../tools/browser/chromium.mjs';
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
