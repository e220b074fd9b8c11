#!/usr/bin/env node
// `npm run facts`: every official figure the site shows (libs/domain, OFFICIAL_FACTS) with its dates and
// source, then the ones past their review date: the team's checklist when a schedule changes (README,
// "Updating an official figure"). Builds libs/domain first (a few seconds), so a fresh clone needs no prior
// build. The date is today in Sydney; `--on 2026-10-01` (or FACTS_DATE) asks about another day.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const { values } = parseArgs({ options: { on: { type: 'string' } }, strict: true });

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const build = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'libs', 'domain', 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const domain = require(path.join(root, 'libs', 'domain', 'dist', 'index.js'));
const { OFFICIAL_FACTS, australianDate, dueForReviewHeadline, factsDueForReview, formatFactDate, isDueForReview, isIsoDate, updateHref } = domain;

const on = values.on ?? process.env.FACTS_DATE ?? australianDate(new Date());
if (!isIsoDate(on)) {
  process.stderr.write(`--on must be a date such as 2026-10-01 (got "${on}")\n`);
  process.exit(2);
}

const rows = OFFICIAL_FACTS.map((f) => [isDueForReview(f.fact, on) ? 'DUE' : '', f.label, f.fact.asOf, f.fact.reviewBy]);
const header = ['', 'Figure', 'As of', 'Review by'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) =>
  cells
    .map((c, i) => c.padEnd(widths[i]))
    .join('  ')
    .trimEnd();
const out = [`Official figures on ${formatFactDate(on)} (${values.on || process.env.FACTS_DATE ? 'the date asked' : 'today in Sydney'})`, '', line(header)];
for (const r of rows) out.push(line(r));

const due = factsDueForReview(on);
out.push('', `${dueForReviewHeadline(due.length)}.`);
for (const f of due) {
  out.push(
    '',
    `- ${f.label} (${f.id})`,
    `  As of ${formatFactDate(f.fact.asOf)}; due for review since ${formatFactDate(f.fact.reviewBy)}.`,
    `  Source: ${f.fact.source}`,
    `          ${f.fact.sourceUrl}`,
  );
  if (f.updateId) out.push(`  On the site: ${updateHref(f.updateId)}`);
}
if (due.length > 0) out.push('', 'Check each source, then change the figure, its asOf and reviewBy in libs/domain and add an /updates entry (README).');
process.stdout.write(`${out.join('\n')}\n`);
