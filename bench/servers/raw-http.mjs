// Baseline 1, the machine's limit: node:http answering each request with the API's own cached bytes.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [fixturesFile, port] = process.argv.slice(2);
const fixtures = JSON.parse(readFileSync(fixturesFile, 'utf8'));
const byKey = new Map(fixtures.map((f) => [`${f.method} ${f.path}`, { ...f, bytes: Buffer.from(f.body, 'base64') }]));

http
  .createServer((req, res) => {
    const f = byKey.get(`${req.method} ${req.url}`) ?? (req.url === '/health' ? { status: 200, contentType: 'text/plain', bytes: Buffer.from('ok') } : null);
    req.resume();
    req.on('end', () => {
      if (!f) {
        res.writeHead(404);
        return res.end();
      }
      res.writeHead(f.status, { 'content-type': f.contentType, 'content-length': f.bytes.length });
      res.end(f.bytes);
    });
  })
  .listen(Number(port), '127.0.0.1');
