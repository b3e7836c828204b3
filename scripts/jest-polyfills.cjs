// jsdom lacks TextEncoder/TextDecoder, which libraries (supabase-js among them) read at import time.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
