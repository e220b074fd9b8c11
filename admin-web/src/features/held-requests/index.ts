export { HeldRequestsPanel } from './HeldRequestsPanel.js';
export { UnclaimedDemandPanel } from './UnclaimedDemandPanel.js';
export { heldRequestCalls, type HeldRequestCalls } from './held-request-calls.js';
