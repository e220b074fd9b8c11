import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Screenshots for people to look at; same server and browser as the e2e suite, not part of `npm test`. */
export default defineConfig({ ...base, testDir: './screenshots', testMatch: '**/*.shots.ts' });
