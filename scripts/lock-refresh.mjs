#!/usr/bin/env node
// `node scripts/lock-refresh.mjs`: rewrites package-lock.json complete, so `npm ci` installs from it exactly.
// npm 11 writes the lock from the node_modules it finds: optional packages for other platforms (the
// @swc/core-*, @nx/nx-*, @parcel/watcher-* binaries of macOS, Windows, arm64...) are not on disk here, so an
// `npm install` in the repository drops them from the lock, and `npm ci` on any clone then refuses it
// ("Missing: @swc/core-darwin-arm64 from lock file"). So: in an empty directory (only the manifests and the
// lock, no node_modules), the lock entries whose optional dependencies are missing are taken out, and npm
// resolves those packages again, now recording every platform's binaries. Everything else keeps the version
// already locked (npm reuses the lock's resolutions); the packages taken out are resolved to the same
// versions, since their parents pin them.
// `node scripts/lock-refresh.mjs --check` instead fails when the committed lock is not complete (CI runs it).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

const npm = (args, cwd) => {
  const r = spawnSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' } });
  return { ok: r.status === 0, out: `${r.stdout}\n${r.stderr}` };
};

/** A directory holding only the manifests (root, every workspace), the lock and .npmrc: what npm resolves from. */
function manifestsOnly() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hw-lock-'));
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
    if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(dir, file));
  }
  for (const workspace of rootManifest.workspaces)
    cpSync(path.join(root, workspace, 'package.json'), path.join(dir, workspace, 'package.json'), { recursive: true });
  return dir;
}

/** Drops the lock entries that name optional dependencies the lock lacks; returns their names. */
function dropIncompleteEntries(lockFile) {
  const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
  const dropped = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    const optional = Object.keys(entry.optionalDependencies ?? {});
    const base = key === '' ? '' : `${key}/`;
    const missing = optional.filter((name) => !lock.packages[`${base}node_modules/${name}`] && !lock.packages[`node_modules/${name}`]);
    if (missing.length > 0 && key !== '') {
      delete lock.packages[key];
      dropped.push(`${key.replace(/^.*node_modules\//, '')} (${missing.length} platform packages)`);
    }
  }
  writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  return dropped;
}

/** os, cpu and libc of a platform binary package, read from its name (`@swc/core-linux-x64-musl`, `@nx/nx-win32-arm64-msvc`). */
function platformOf(name) {
  const tail = name.split('/').pop();
  const os = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'].find((o) => tail.includes(`-${o}-`));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'].find((c) => new RegExp(`-${c}(-|$)`).test(tail));
  const libc = os === 'linux' ? (/-musl/.test(tail) ? 'musl' : /-gnu/.test(tail) ? 'glibc' : undefined) : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc: [libc] } : {}) };
}

/**
 * A registry mirror may lack another platform's binaries (this machine's lacks @swc/core-darwin-arm64 and
 * others): npm then leaves them out however the lock is made, and `npm ci` refuses the lock. Such a package
 * gets an entry naming the exact version its parent pins, marked optional and with the platform of its
 * name, without `resolved`/`integrity` (npm on that platform fetches it by version). Returns the names added.
 */
function addUnreachablePlatformPackages(lockFile) {
  const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
  const added = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const base = key === '' ? '' : `${key}/`;
      if (lock.packages[`${base}node_modules/${name}`] || lock.packages[`node_modules/${name}`]) continue;
      if (!/^\d+\.\d+\.\d+/.test(version)) continue; // only exact pins can be written down without resolving
      lock.packages[`node_modules/${name}`] = { version, dev: entry.dev, optional: true, ...platformOf(name) };
      if (lock.packages[`node_modules/${name}`].dev === undefined) delete lock.packages[`node_modules/${name}`].dev;
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  return added;
}

const dir = manifestsOnly();
try {
  if (check) {
    // What `npm ci` checks first: the lock satisfies every manifest and lists every package it will need.
    const result = npm(['ci', '--dry-run', '--ignore-scripts'], dir);
    if (!result.ok) {
      process.stderr.write(`${result.out}\npackage-lock.json is not complete for npm ci: run \`node scripts/lock-refresh.mjs\` and commit it.\n`);
      process.exit(1);
    }
    console.log('package-lock.json: complete, `npm ci` installs from it as is.');
  } else {
    const dropped = dropIncompleteEntries(path.join(dir, 'package-lock.json'));
    if (dropped.length > 0) console.log(`resolving again: ${dropped.join(', ')}`);
    const result = npm(['install', '--package-lock-only', '--ignore-scripts'], dir);
    if (!result.ok) {
      process.stderr.write(result.out);
      process.exit(1);
    }
    const added = addUnreachablePlatformPackages(path.join(dir, 'package-lock.json'));
    if (added.length > 0) console.log(`not on this registry, locked by version only: ${added.join(', ')}`);
    writeFileSync(path.join(root, 'package-lock.json'), readFileSync(path.join(dir, 'package-lock.json')));
    console.log("package-lock.json rewritten with every platform's optional packages. Check it with `node scripts/lock-refresh.mjs --check`.");
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
