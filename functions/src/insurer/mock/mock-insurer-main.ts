/** Runs the mock insurer on 127.0.0.1: `mock-insurer-main [--port 4010] [--fixtures <dir>]`. */
import { resolve } from 'node:path';
import { runMockServer } from '../../mocks/run-mock-server.js';
import { defaultFixturesDir } from './fixtures.js';
import { createMockInsurerServer } from './mock-insurer-server.js';

runMockServer({
  name: 'Mock insurer',
  defaultPort: 4010,
  options: ['fixtures'],
  createServer(values, fail) {
    const fixturesDir = values.fixtures === undefined ? defaultFixturesDir : resolve(values.fixtures);
    try {
      return createMockInsurerServer({ fixturesDir });
    } catch (error) {
      return fail((error as Error).message);
    }
  },
});
