// The jest environment of both web apps: jsdom, plus the web globals jsdom lacks and Node 20 has (fetch and its
// Request/Response/Headers, which the fake fetch answers with; TextEncoder, which react-router needs at import
// time; and a few more), handed from Node to the test window.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone', 'BroadcastChannel'];

class HomewardJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = HomewardJsdomEnvironment;
