// What the unit tests of the web apps and the API share (never production code: lint refuses it outside spec and test files).
export {
  deferred,
  fakeFetch,
  installFakeFetch,
  type FakeFetch,
  type FakeFetchOptions,
  type FakeReply,
  type FakeRequest,
  type FakeRoute,
  type FakeRoutes,
} from './fake-fetch.js';
export { LEAD_PLAN } from './lead-plan.js';
export { TRAN_NEEDS } from './lead-needs.js';
export { NO_PROVIDER_ATTRIBUTES } from './provider-attributes.js';
