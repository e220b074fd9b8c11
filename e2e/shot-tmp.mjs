import { chromium } from 'playwright-core';
const [,, url, out, width, y] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const p = await b.newPage({ viewport: { width: Number(width), height: 1100 } });
await p.goto(url, { waitUntil: 'networkidle' });
if (y) await p.evaluate((yy) => window.scrollTo(0, Number(yy)), y);
await p.waitForTimeout(300);
await p.screenshot({ path: out });
await b.close();
