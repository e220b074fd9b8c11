// A tiny admin API client for the bench: logs in (its session cookie is `cookie`) and counts rows through Content-Range.
/** The admin account every part that signs in starts its API with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const BENCH_ADMIN = { email: 'bench@homeward.example', password: 'bench-password-123' };

export async function adminLogin(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    cookie,
    async count(resource) {
      const r = await fetch(`${baseUrl}/api/admin/${resource}?range=${encodeURIComponent('[0,0]')}`, { headers: { cookie } });
      if (!r.ok) throw new Error(`count ${resource}: ${r.status}`);
      const total = Number((r.headers.get('content-range') ?? '').split('/')[1]);
      if (!Number.isFinite(total)) throw new Error(`count ${resource}: no Content-Range total`);
      return total;
    },
  };
}
