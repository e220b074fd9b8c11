// The jest environment of both web apps: jsdom, plus the web globals jsdom lacks and Node 20 has (fetch and its
// Request/Response/Headers, which the fake fetch answers with; TextEncoder, which react-router needs at import
// time; and a few more), handed from Node to the test window.
//
// The jsdom is the workspace's own (29), handed to Jest's abstract environment: jest-environment-jsdom pins 26,
// whose getComputedStyle works out every inherited property by matching every style rule against each ancestor,
// on every call (user-event's pointer check, accessible names, MUI's textarea and popper ask for it all the
// time). 29 caches the cascade.
const JSDOMEnvironment = require('@jest/environment-jsdom-abstract').default;
const jsdom = require('jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone', 'BroadcastChannel'];

class HomewardJsdomEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context, jsdom);
    for (const name of FROM_NODE) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = HomewardJsdomEnvironment;
