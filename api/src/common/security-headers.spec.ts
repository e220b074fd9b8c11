import { withScriptSources } from './security-headers.js';

describe(withScriptSources.name, () => {
  const csp = "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline'";

  it('adds the sources to script-src only', () => {
    expect(withScriptSources(csp, ["'sha256-abc='", "'sha256-def='"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-abc=' 'sha256-def=';script-src-attr 'none';style-src 'self' 'unsafe-inline'",
    );
  });

  it('leaves the CSP as it is when there is nothing to add', () => {
    expect(withScriptSources(csp, [])).toBe(csp);
  });
});
