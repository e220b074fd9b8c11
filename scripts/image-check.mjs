#!/usr/bin/env node
// What the Dockerfile does, without Docker (no engine on these machines), on the Node that runs this script:
//   node scripts/image-check.mjs                          # this machine's Node (20), from scratch
//   npx -y node@24 scripts/image-check.mjs --from-tree    # the image's Node line (24), as CI runs it
// In a temporary copy of the work tree: `npm ci` from the committed lock (native modules built for this
// Node; on Node 24 against 24.18.0's headers, see HEADERS_BY_MAJOR), the production build, the better-sqlite3
// probe (scripts/better-sqlite3-gc-probe.cjs), then (--api-tests) the API's jest suites on this Node, `npm prune
// --omit=dev`, the runtime stage's files copied apart, and that tree started with NODE_ENV=production and
// SESSION_SECRET against MariaDB (a scratch database on TEST_MYSQL_URL's server, default
// mysql://root@127.0.0.1:3306) and SMTP_URL (production refuses to start without it) pointing at a local
// SMTP sink: health, a page and a search must answer, and a provider lead's email must reach the sink.
// --from-tree (CI, right after `npm ci` and `npm test` on the same commit): instead of a second
// install and build, the copy takes the repository's installed node_modules (hard links) and its build (Nx's
// cache: nothing is rebuilt when `npm test` just built it), and only the native module is compiled again, for
// this Node and against the pinned headers: on one lock the two installs differ in nothing else. Never writes
// into the repository's node_modules (better-sqlite3 and npm's own records are real copies, not links).
// --install-only --work DIR makes that install in DIR and stops (CI compiles it while `npm test` runs); a later
// run with --work DIR goes on from it.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { buildProduct, freePort } from '../tools/run/product.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const withApiTests = process.argv.includes('--api-tests');
const fromTree = process.argv.includes('--from-tree');
const installOnly = process.argv.includes('--install-only');
const keep = process.argv.includes('--keep');
const node = process.execPath;
const started = Date.now();
const log = (message) => console.log(`[image-check ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

// npm run by this Node, so install scripts (node-gyp for better-sqlite3) build for this Node's ABI, against
// the headers nodeHeaders() picks.
const npmCli = realpathSync(spawnSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).stdout.trim());
// --keep leaves the work directory; --work DIR reuses one kept earlier (its install), to re-run the later steps.
const reuse = process.argv.includes('--work') ? path.resolve(process.argv[process.argv.indexOf('--work') + 1]) : null;
const work = reuse ?? mkdtempSync(path.join(os.tmpdir(), 'hw-image-'));

/**
 * Native modules are compiled against these Node headers. On Node 24, 24.18.0's, as in the Dockerfile: from
 * 24.19.0 on, node::ObjectWrap (header code compiled into the addon) aborts the process whenever the GC
 * collects a better-sqlite3 12 statement; an addon loads on every release of its major line
 * (one NODE_MODULE_VERSION). Drop the entry with better-sqlite3 13.
 */
const HEADERS_BY_MAJOR = { 24: '24.18.0' };

const headers = nodeHeaders();
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  SCARF_ANALYTICS: 'false',
  CI: 'true',
  PATH: `${path.dirname(node)}:${process.env.PATH}`,
  ...(headers ? { npm_config_nodedir: headers } : {}),
  // Compiled here against those headers, never a downloaded prebuilt binary (built against unknown ones).
  npm_config_build_from_source: 'better-sqlite3',
};

/**
 * A directory whose include/node holds the headers to compile against: the system's when they are this
 * Node's major (and no version is pinned above), else those of the registry's node-<platform>-<arch> package
 * of that exact version (what `npx node@24` installs; node-gyp would otherwise download them from nodejs.org,
 * which these machines cannot reach).
 */
function nodeHeaders() {
  const major = process.versions.node.split('.')[0];
  const pinned = HEADERS_BY_MAJOR[major];
  for (const dir of pinned ? [] : [path.resolve(node, '../..'), '/usr', '/usr/local']) {
    const version = path.join(dir, 'include/node/node_version.h');
    if (existsSync(version) && new RegExp(`#define NODE_MAJOR_VERSION ${major}\\b`).test(readFileSync(version, 'utf8'))) return dir;
  }
  const pkg = `node-${process.platform}-${process.arch}@${pinned ?? process.versions.node}`;
  const dir = path.join(work, 'node-headers');
  mkdirSync(dir, { recursive: true });
  const packed = spawnSync(node, [npmCli, 'pack', pkg, '--silent'], { cwd: dir, encoding: 'utf8' });
  if (packed.status !== 0) return undefined;
  spawnSync('tar', ['xzf', packed.stdout.trim().split('\n').pop(), '--strip-components=1', 'package/include'], { cwd: dir });
  return existsSync(path.join(dir, 'include/node/node.h')) ? dir : undefined;
}

function run(command, args, cwd, extraEnv = {}) {
  const r = spawnSync(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed (${r.status})`);
}

const mysqlBase = new URL(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/homeward_test');
const database = `homeward_image_check_${process.pid}`;
const mysql = (sql) =>
  spawnSync(
    'mysql',
    [
      '--protocol=tcp',
      `-h${mysqlBase.hostname}`,
      `-P${mysqlBase.port || 3306}`,
      `-u${decodeURIComponent(mysqlBase.username || 'root')}`,
      ...(mysqlBase.password ? [`-p${decodeURIComponent(mysqlBase.password)}`] : []),
      '-e',
      sql,
    ],
    { stdio: 'inherit' },
  ).status === 0;

/** A local SMTP server that accepts every message and keeps its text (the image's mail relay). */
async function startSmtpSink(port) {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise((resolve, reject) => server.listen(port, '127.0.0.1', resolve).once('error', reject));
  return { server, messages };
}

const build = path.join(work, 'build');
/** The build's outputs the runtime stage copies (the Dockerfile's COPY --from=build lines). */
const BUILT = ['libs/domain/dist', 'api/dist', 'public-web/dist', 'public-web/dist-ssr', 'admin-web/dist'];

/**
 * The repository's install in the copy: every package hard-linked (nothing here writes into a package), npm's own
 * record of the tree copied (prune rewrites it), and better-sqlite3 copied and compiled again by this Node's npm
 * against the pinned headers, from source, as the Dockerfile's `npm ci` compiles it.
 */
function installFromTree() {
  log("install: the work tree's node_modules (hard links), better-sqlite3 compiled again for this Node");
  const modules = path.join(build, 'node_modules');
  mkdirSync(modules, { recursive: true });
  // Tools' caches (node_modules/.cache) are left out: written to while the suites run beside this.
  const entries = readdirSync(path.join(root, 'node_modules')).filter((entry) => entry !== '.cache');
  run('cp', ['-al', ...entries.map((entry) => path.join(root, 'node_modules', entry)), `${modules}/`], build);
  // better-sqlite3 without its build: CI starts this while the tree's own install scripts compile it for Node 20
  // into that folder (.ci/run), and this copy compiles its own.
  const treeBuild = path.join(root, 'node_modules', 'better-sqlite3', 'build');
  for (const own of ['.package-lock.json', 'better-sqlite3']) {
    rmSync(path.join(modules, own), { recursive: true, force: true });
    cpSync(path.join(root, 'node_modules', own), path.join(modules, own), { recursive: true, filter: (from) => from !== treeBuild });
  }
  rmSync(path.join(modules, 'better-sqlite3/build'), { recursive: true, force: true });
  run(node, [npmCli, 'rebuild', 'better-sqlite3', '--no-audit', '--no-fund'], build);
}
const runtime = path.join(work, 'runtime');
let app;
let smtp;
try {
  log(`Node ${process.version}, npm from ${npmCli}, headers ${headers ?? '(download)'}; work in ${work}`);
  // COPY . . (what git tracks or would track: no node_modules, no dist, no data)
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\0')
    .filter(Boolean);
  for (const file of files) if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(build, file), { recursive: true });

  if (reuse && existsSync(path.join(build, 'node_modules/.package-lock.json'))) log('npm ci: reusing the install in --work');
  else if (fromTree) installFromTree();
  else {
    log('npm ci (from the committed lock)');
    run(node, [npmCli, 'ci', '--no-audit', '--no-fund'], build);
  }
  if (installOnly) {
    log(`installed in ${work}; go on with --work ${work}`);
    process.exit(0);
  }
  if (fromTree) {
    log("build: the work tree's (Nx builds only what changed since npm test), copied in");
    if (buildProduct(root) !== 0) throw new Error('the product build failed');
    for (const dist of BUILT) cpSync(path.join(root, dist), path.join(build, dist), { recursive: true });
  } else {
    log('build');
    run(
      node,
      [
        'node_modules/nx/dist/bin/nx.js',
        'run-many',
        '-t',
        'build',
        '--projects=@homeward/domain,@homeward/api,@homeward/public-web,@homeward/admin-web',
        '--outputStyle=static',
      ],
      build,
    );
  }

  // The image's embedded database: better-sqlite3 as compiled above must survive the GC of its statements on
  // this Node (on Node >= 24.19 with its own headers it aborts the process).
  log('better-sqlite3 on this Node: statements left to the GC');
  run(node, ['scripts/better-sqlite3-gc-probe.cjs'], build);

  if (withApiTests) {
    log(`API suites on Node ${process.version}${process.env.TEST_MYSQL_URL ? ' (SQLite and MySQL)' : ' (SQLite)'}`);
    run(
      node,
      [
        '../node_modules/jest/bin/jest.js',
        '--selectProjects',
        'api',
        'api-sqlite',
        ...(process.env.TEST_MYSQL_URL ? ['api-mysql'] : []),
        ...(process.env.TEST_REDIS_URL ? ['api-instances'] : []),
      ],
      path.join(build, 'api'),
    );
  }

  log('npm prune --omit=dev');
  run(node, [npmCli, 'prune', '--omit=dev', '--no-audit', '--no-fund'], build);
  // The runtime stage's COPY lines.
  rmSync(runtime, { recursive: true, force: true });
  for (const part of ['package.json', 'node_modules', 'libs/domain/package.json', 'api/package.json', 'api/assets', ...BUILT]) {
    cpSync(path.join(build, part), path.join(runtime, part), { recursive: true, verbatimSymlinks: true });
  }
  mkdirSync(path.join(runtime, 'data'));

  if (!mysql(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)) throw new Error('MariaDB is not reachable');
  const url = new URL(mysqlBase.toString());
  url.pathname = `/${database}`;
  const port = await freePort();
  const smtpPort = await freePort();
  smtp = await startSmtpSink(smtpPort);
  log(`starting the pruned tree: NODE_ENV=production node api/dist/main.js on port ${port} (SMTP sink on ${smtpPort})`);
  app = spawn(node, ['api/dist/main.js'], {
    cwd: runtime,
    env: {
      PATH: env.PATH,
      NODE_ENV: 'production',
      SESSION_SECRET: 'image-check-session-secret-0123456789',
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(runtime, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let healthy = null;
  for (let i = 0; i < 240 && app.exitCode === null && !healthy; i++) {
    healthy = await fetch(`${base}/api/health`).then(
      (r) => (r.ok ? r.json() : null),
      () => null,
    );
    if (!healthy) await new Promise((r) => setTimeout(r, 500));
  }
  if (!healthy || healthy.database !== 'mysql') throw new Error(`health did not answer ok on MySQL: ${JSON.stringify(healthy)}`);
  const page = await fetch(`${base}/`);
  const html = await page.text();
  if (page.status !== 200 || !/<title>[^<]*Homeward/i.test(html)) throw new Error(`the home page answered ${page.status}`);
  const search = await fetch(`${base}/api/providers/search?q=care&limit=5`);
  const results = await search.json();
  if (search.status !== 200 || !Array.isArray(results) || results.length === 0)
    throw new Error(`search answered ${search.status}: ${JSON.stringify(results).slice(0, 200)}`);
  // A provider lead: stored, and its email delivered through SMTP by the production sender.
  const provider = results[0];
  const lead = await fetch(`${base}/api/leads/provider`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      sessionId: 'image-check',
      hasReferralId: false,
      referralId: null,
      serviceLevel: 'Level 3 - Low to Medium support',
      name: 'Image Check',
      phone: '0400 000 000',
      email: 'image.check@example.com',
      postcode: '3000',
      selfManagement: false,
      providerId: provider.id,
      providerName: provider.businessName,
    }),
  });
  if (lead.status !== 201) throw new Error(`the provider lead answered ${lead.status}: ${(await lead.text()).slice(0, 200)}`);
  for (let i = 0; i < 60 && smtp.messages.length === 0; i++) await new Promise((r) => setTimeout(r, 500));
  if (!smtp.messages.some((m) => m.includes('Image Check'))) throw new Error('the lead email did not reach the SMTP sink within 30 s');
  log(`ok: health ${JSON.stringify(healthy)}, / ${html.length} bytes of HTML, search "care" ${results.length} providers, lead email delivered by SMTP`);
} catch (error) {
  console.error(`[image-check] FAILED: ${error.message}`);
  process.exitCode = 1;
} finally {
  // The app first: its mail sender keeps its SMTP connection open, and the sink's close() waits for every
  // connection to end (about 30 s of CI, waiting on an idle connection, when the sink closed first).
  if (app && app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
  }
  if (smtp) await new Promise((r) => smtp.server.close(r));
  mysql(`DROP DATABASE IF EXISTS \`${database}\``);
  if (!keep && !reuse) rmSync(work, { recursive: true, force: true });
  else log(`kept ${work}`);
}
