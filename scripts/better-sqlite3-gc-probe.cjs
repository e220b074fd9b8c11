#!/usr/bin/env node
// Does the installed better-sqlite3 survive garbage collection of its statements on this Node?
//   node scripts/better-sqlite3-gc-probe.cjs      # exit 0: yes; killed by SIGABRT (134): no
// better-sqlite3 12 derives Statement from node::ObjectWrap, whose header gained an environment cleanup
// hook in Node 24.19.0: the destructor now CHECKs that a Node environment is current, which it is not
// while V8 runs weak callbacks inside a GC. Any statement left to the GC (TypeORM prepares one per query)
// then aborts the process, in tests and in production alike. The loop below is
// ordinary use: statements prepared and dropped while JS allocates.
const Database = require('better-sqlite3');

const db = new Database(':memory:');
db.exec('CREATE TABLE t (a INTEGER)');
let ticks = 0;
const timer = setInterval(() => {
  for (let i = 0; i < 2000; i++) db.prepare('SELECT a FROM t WHERE a = ?').all(i);
  const garbage = [];
  for (let i = 0; i < 100000; i++) garbage.push({ i });
  if (++ticks === 60) {
    clearInterval(timer);
    db.close();
    console.log(`better-sqlite3 survives statement garbage collection on Node ${process.version}`);
  }
}, 10);
