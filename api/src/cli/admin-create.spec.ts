import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './admin-create.js';

describe('admin-create CLI', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hw-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = () => ({ DATA_DIR: dir, DEMO_DATA: 'false', NODE_ENV: 'test' });

  it('creates the admin once, then leaves it alone', async () => {
    const first = await run(['--email', 'Cli@Example.com', '--password', 'long-password-here', '--name', 'Cli Admin'], env());
    expect(first).toEqual({ code: 0, message: expect.stringMatching(/^Created admin cli@example.com \(sqlite /) });
    const second = await run(['--email', 'cli@example.com', '--password', 'other-password-here'], env());
    expect(second).toEqual({ code: 0, message: expect.stringMatching(/already exists; left unchanged/) });
  });

  it.each([
    [[], /--email must be an email address/],
    [['--email', 'x@example.com'], /--password is required/],
    [['--email', 'x@example.com', '--password', 'qwerty123456'], /--password is on a list of common or leaked passwords/],
    [['--email', 'x@example.com', '--password', 'short'], /at least 12/],
    [['--email', 'x@example.com', '--password', 'long-password-here', '--role', 'owner'], /Unknown option/],
  ])('refuses %p with usage', async (argv, message) => {
    const result = await run(argv as string[], env());
    expect(result.code).toBe(2);
    expect(result.message).toMatch(message);
    expect(result.message).toMatch(/Usage: npm run admin:create/);
  });
});
