#!/usr/bin/env node
// `npm run bench [-- part ...]`: parts are api, leads, delivery, weight, lighthouse, interaction, long-tasks, instances, import, import-health,
// search-while-saving (default: all).
// Writes bench/results/latest.json and bench/results/latest.md, and prints the tables.
import os from 'node:os';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, log } from './lib/env.mjs';
import { renderMarkdown } from './lib/report.mjs';

const PARTS = {
  api: async (ctx) => (await import('./parts/api.mjs')).runApi(ctx),
  leads: async (ctx) => (await import('./parts/leads.mjs')).runLeads(ctx),
  delivery: async (ctx) => (await import('./parts/lead-delivery.mjs')).runLeadDelivery(ctx),
  weight: async (ctx) => (await import('./parts/weight.mjs')).runWeight(ctx),
  lighthouse: async (ctx) => (await import('./parts/lighthouse.mjs')).runLighthouse(ctx),
  interaction: async (ctx) => (await import('./parts/interaction.mjs')).runInteraction(ctx),
  'long-tasks': async () => (await import('./parts/long-tasks.mjs')).runLongTasks(),
  instances: async (ctx) => (await import('./parts/instances.mjs')).runInstances(ctx),
  import: async () => (await import('./parts/provider-import.mjs')).runProviderImport(),
  'import-health': async (ctx) => (await import('./parts/import-health.mjs')).runImportHealth(ctx),
  'search-while-saving': async (ctx) => (await import('./parts/search-while-saving.mjs')).runSearchWhileSaving(ctx),
};

const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = requested.filter((p) => !(p in PARTS));
if (unknown.length) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}
const parts = requested.length ? requested : Object.keys(PARTS);
const budgets = JSON.parse(readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8'));
const resultsDir = path.join(ROOT, 'bench/results');
const latestJson = path.join(resultsDir, 'latest.json');
mkdirSync(resultsDir, { recursive: true });

// A partial run keeps the other parts' last figures, so latest.* always shows a whole picture.
const previous = existsSync(latestJson) ? JSON.parse(readFileSync(latestJson, 'utf8')) : { parts: {} };
const report = {
  machine: {
    cores: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  },
  date: new Date().toISOString(),
  mysql: process.env.TEST_MYSQL_URL ? 'TEST_MYSQL_URL set' : 'not set (MySQL figures skipped)',
  budgets,
  parts: { ...previous.parts },
};

const started = Date.now();
let failed = false;
for (const part of parts) {
  log(`part ${part}: start`);
  const t0 = Date.now();
  try {
    report.parts[part] = { ...(await PARTS[part]({ budgets })), ranAt: new Date().toISOString(), seconds: Math.round((Date.now() - t0) / 1000) };
  } catch (error) {
    failed = true;
    report.parts[part] = { error: String(error?.stack ?? error), ranAt: new Date().toISOString() };
    console.error(`part ${part} failed:`, error);
  }
  log(`part ${part}: ${Math.round((Date.now() - t0) / 1000)} s`);
  writeFileSync(latestJson, JSON.stringify(report, null, 2) + '\n');
}
report.totalSeconds = Math.round((Date.now() - started) / 1000);
writeFileSync(latestJson, JSON.stringify(report, null, 2) + '\n');
const md = renderMarkdown(report);
writeFileSync(path.join(resultsDir, 'latest.md'), md);
console.log('\n' + md);
process.exit(failed ? 1 : 0);
