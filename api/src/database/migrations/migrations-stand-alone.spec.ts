import fs from 'node:fs';
import path from 'node:path';
import * as ts from 'typescript';

/**
 * A migration is history: it must run tomorrow exactly as it ran when it was written. So it reads no application
 * code (that changes with today's product), only typeorm, npm packages and the frozen pieces in ./parts.ts.
 */
const SHARED_PARTS = './parts.js';

/** Every module a source file imports, re-exports, `import()`s or `require()`s. */
function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The imports that reach application code: our own files (other than the shared parts) or any @homeward package. */
function applicationImports(source: string): string[] {
  return importsOf(source).filter((name) => (name.startsWith('.') && name !== SHARED_PARTS) || name.startsWith('@homeward/'));
}

const MIGRATION_FILES = fs
  .readdirSync(__dirname)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
  .sort();

describe('migrations stand alone', () => {
  it('finds the migrations and their shared parts', () => {
    expect(MIGRATION_FILES).toContain('parts.ts');
    expect(MIGRATION_FILES.filter((file) => /^\d+-/.test(file)).length).toBeGreaterThan(0);
  });

  it.each(MIGRATION_FILES)('%s imports only typeorm, npm packages and ./parts.js', (file) => {
    expect(applicationImports(fs.readFileSync(path.join(__dirname, file), 'utf8'))).toEqual([]);
  });

  it('catches application code however it is imported', () => {
    const source = [
      "import { Table } from 'typeorm';",
      "import Holidays from 'date-holidays';",
      "import { varchar } from './parts.js';",
      "import { serviceAreaKey } from '@homeward/domain';",
      'import {',
      '  ProviderLead,',
      "} from '../../leads/entities/provider-lead.entity.js';",
      "export { NULLABLE } from '../columns.js';",
      "const later = () => import('./other-migration.js');",
      "const old = require('../seed.js');",
    ].join('\n');
    expect(applicationImports(source)).toEqual([
      '@homeward/domain',
      '../../leads/entities/provider-lead.entity.js',
      '../columns.js',
      './other-migration.js',
      '../seed.js',
    ]);
  });
});
