// Baseline 2, the stack's limit: a bare NestJS 11 app (express platform) with one controller that
// answers each benchmarked route with the API's own cached bytes. No middleware, pipes or guards.
require('reflect-metadata');
const { readFileSync } = require('node:fs');
const { Module, Controller, Get, Post, Req, Res } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');

const [fixturesFile, port] = process.argv.slice(2);
const fixtures = JSON.parse(readFileSync(fixturesFile, 'utf8'));
const byKey = new Map(fixtures.map((f) => [`${f.method} ${f.path}`, { ...f, bytes: Buffer.from(f.body, 'base64') }]));

class CachedController {
  answer(req, res) {
    const f = byKey.get(`${req.method} ${req.originalUrl}`);
    if (!f) return res.status(404).end();
    res.status(f.status).type(f.contentType).send(f.bytes);
  }
}
// One handler per benchmarked route, all answering from the cache (decorators applied by hand: plain JS).
const routes = [
  ['get', 'health'],
  ['get', 'api/classifications'],
  ['get', 'api/services'],
  ['get', 'api/providers/search'],
  ['get', 'api/providers/near'],
  ['post', 'api/calculate'],
  ['post', 'api/plans/quote'],
];
for (const [verb, path] of routes) {
  const name = `${verb}_${path.replace(/\W/g, '_')}`;
  CachedController.prototype[name] = function (req, res) {
    if (path === 'health') return res.send('ok');
    return this.answer(req, res);
  };
  const descriptor = Object.getOwnPropertyDescriptor(CachedController.prototype, name);
  (verb === 'get' ? Get : Post)(path)(CachedController.prototype, name, descriptor);
  Req()(CachedController.prototype, name, 0);
  Res()(CachedController.prototype, name, 1);
}
Controller()(CachedController);

class BenchModule {}
Module({ controllers: [CachedController] })(BenchModule);

NestFactory.create(BenchModule, { logger: false }).then((app) => app.listen(Number(port), '127.0.0.1'));
