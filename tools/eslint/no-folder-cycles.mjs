// An ESLint rule: no two sibling folders of a source tree import each other. import-x/no-cycle sees cycles between
// files; this sees the larger shape a newcomer trips over, e.g. leads/ importing partners/ while partners/ imports
// leads/. The rest of the tree is read from disk once per lint run; the file being linted counts as it is now,
// so an editor (or a planted probe) sees a new cycle before it is saved.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(spec|test)\.(ts|tsx)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) files.push(full);
  }
  return files;
}

const importsOf = (code) => [...code.matchAll(IMPORT)].map((m) => m[1]);

/** The file an import names, as a path without extension (ESM imports name .js for .ts sources). */
const target = (fromFile, specifier) => path.resolve(path.dirname(fromFile), specifier).replace(/\.(js|ts|tsx|jsx)$/, '');

/**
 * The two sibling folders an import crosses between, or null: the first path segment where the two files part,
 * when both sides are folders there (a file importing a sibling file is import-x/no-cycle's business).
 */
function crossing(root, fromFile, toFile) {
  const from = path.relative(root, fromFile).split(path.sep);
  const to = path.relative(root, toFile).split(path.sep);
  if (to[0] === '..') return null;
  let i = 0;
  while (i < from.length - 1 && i < to.length - 1 && from[i] === to[i]) i += 1;
  if (i >= from.length - 1 || i >= to.length - 1) return null;
  return [from.slice(0, i + 1).join('/'), to.slice(0, i + 1).join('/')];
}

const graphs = new Map();

/** Folder -> folder -> one file that makes the edge, over every source file under root but `except`. */
function folderEdges(root) {
  if (!graphs.has(root)) {
    const edges = [];
    for (const file of sourceFiles(root)) {
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const pair = crossing(root, file, target(file, specifier));
        if (pair) edges.push({ file, from: pair[0], to: pair[1] });
      }
    }
    graphs.set(root, edges);
  }
  return graphs.get(root);
}

export const noFolderCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No two sibling folders of a source tree import each other.' },
    schema: [{ type: 'object', properties: { roots: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      cycle: '{{from}}/ imports {{to}}/, and {{to}}/ imports {{from}}/ ({{example}}). Folders depend one way: move what both need down, or invert the call.',
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    if (TEST.test(file)) return {};
    const roots = (context.options[0]?.roots ?? []).map((r) => path.resolve(context.cwd, r));
    const root = roots.find((r) => file.startsWith(r + path.sep) && statSync(r, { throwIfNoEntry: false })?.isDirectory());
    if (!root) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const pair = crossing(root, file, target(file, specifier));
      if (!pair) return;
      const [from, to] = pair;
      const back = folderEdges(root).find((e) => e.file !== file && e.from === to && e.to === from);
      if (back) context.report({ node, messageId: 'cycle', data: { from, to, example: path.relative(context.cwd, back.file) } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const plugin = { rules: { 'no-folder-cycles': noFolderCycles } };
