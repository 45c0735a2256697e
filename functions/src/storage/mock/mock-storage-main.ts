/** Runs the mock Cloud Storage on 127.0.0.1: `mock-storage-main --bucket <name> [--port 4040]`. */
import { runMockServer } from '../../mocks/run-mock-server.js';
import { createMockStorageServer } from './mock-storage-server.js';

runMockServer({
  name: 'Mock Cloud Storage',
  defaultPort: 4040,
  options: ['bucket'],
  createServer(values, fail) {
    // No default bucket: the functions must name the same one, and a silent default would hide a mismatch.
    const bucket = values.bucket;
    if (bucket === undefined) return fail('--bucket <name> is required (the STORAGE_BUCKET the functions use)');
    // Cloud Storage's rule for bucket names, dots allowed (the default bucket is <project>.appspot.com).
    if (!/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/.test(bucket))
      return fail(`--bucket must be a bucket name (lower-case letters, digits, dots, - and _), not ${bucket}`);
    return createMockStorageServer({ bucket });
  },
});
