// jsdom lacks TextEncoder/TextDecoder, which react-router and the share-link codec need. Imported first by the
// test helpers (the shell's jest.setup.ts could take this over).
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as unknown as Record<string, unknown>;
if (!g.TextEncoder) g.TextEncoder = TextEncoder;
if (!g.TextDecoder) g.TextDecoder = TextDecoder;
