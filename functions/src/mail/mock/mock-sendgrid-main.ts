/** Runs the mock SendGrid on 127.0.0.1: `mock-sendgrid-main --api-key <key> [--port 4030]`. */
import { runMockServer } from '../../mocks/run-mock-server.js';
import { createMockSendgridServer } from './mock-sendgrid-server.js';

runMockServer({
  name: 'Mock SendGrid',
  defaultPort: 4030,
  options: ['api-key'],
  createServer(values, fail) {
    // No default key: the functions must be configured with the same one, and a silent default would hide a mismatch.
    const apiKey = values['api-key'];
    if (apiKey === undefined) return fail('--api-key <key> is required (the SENDGRID_API_KEY the functions use)');
    if (!/^\S+$/.test(apiKey)) return fail('--api-key must be a non-empty key without spaces');
    return createMockSendgridServer({ apiKey });
  },
  urlNote: (url) => ` (inbox: ${url}/)`,
});
