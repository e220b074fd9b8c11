import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';

describe(hashPassword.name, () => {
  it('stores scrypt with its parameters, a per-password salt and no plain text', async () => {
    const a = await hashPassword('correct horse', 'test');
    const b = await hashPassword('correct horse', 'test');
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
  });

  it("is memory-hard at the standard cost (N = 2^15, r = 8); the test suites' cost is N = 2^10", async () => {
    expect(await hashPassword('x', 'standard')).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await hashPassword('x', 'test')).toMatch(/^scrypt\$1024\$8\$1\$/);
  });
});

describe(verifyPassword.name, () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse', 'test');
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horsf', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it.each(['', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$abc$8$1$c2FsdA==$a2V5', 'scrypt$1024$8$1$c2FsdA==$', 'scrypt$4194304$8$1$c2FsdA==$a2V5'])(
    'refuses a malformed or unsafe stored value %p',
    async (stored) => {
      await expect(verifyPassword('x', stored)).resolves.toBe(false);
    },
  );
});

describe(burnPasswordCheck.name, () => {
  it('always fails', async () => {
    await expect(burnPasswordCheck('anything', 'test')).resolves.toBe(false);
  });
});
