// The import command reads the directory and diffs the list; the diff is pure, the read is the list's SQL.
export * from './official-list-changes.js';
export { readListedDirectory } from './official-list.repository.js';
