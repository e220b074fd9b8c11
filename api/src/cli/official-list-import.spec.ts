import { run } from './official-list-import.js';

describe('directory:import CLI', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: '/nowhere/never-opened' };

  it.each([
    [[], /--file is required/],
    [['--file', ''], /--file is required/],
    [['--file', 'list.xlsx', '--date', '30/06/2026'], /--date must be a date such as 2026-06-30 \(got "30\/06\/2026"\)/],
    [['--file', 'list.xlsx', '--overwrite'], /Unknown option '--overwrite'/],
  ])('refuses %p with usage, before opening any database', async (argv, message) => {
    const result = await run(argv as string[], env);
    expect(result.code).toBe(2);
    expect(result.message).toMatch(message);
    expect(result.message).toMatch(/Usage: npm run directory:import -- --file/);
  });

  it('refuses a file it cannot read, saying which, before opening any database', async () => {
    expect(await run(['--file', 'missing.xlsx'], env, '/tmp/hw-no-such-dir')).toEqual({
      code: 1,
      message: expect.stringMatching(/^Cannot read the official list \/tmp\/hw-no-such-dir\/missing\.xlsx/),
    });
  });
});
