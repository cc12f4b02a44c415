// Helpers for the queue's tests: join payloads, a JSON caller, an SSE client.
// The JSON caller, join payloads and the SSE client are shared with other modules' tests.
export { caller, customer, type Answer } from '../../test/json-caller';
export { listen, openStream, type SseClient } from '../../test/sse-client';
