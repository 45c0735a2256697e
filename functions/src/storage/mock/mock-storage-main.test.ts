import { describe, expect, it } from 'vitest';
import { firstLine, outcome, runMain, terminate } from '../../mocks/mock-server-test-kit.js';

const run = (...args: string[]) => runMain(new URL('./mock-storage-main.ts', import.meta.url), ...args);

describe('mock-storage-main', () => {
  it('listens on 127.0.0.1, announces the URL, keeps an upload of its bucket and exits cleanly on SIGTERM', async () => {
    const child = run('--port', '0', '--bucket', 'demo-main-test.appspot.com');
    const match = /^Mock Cloud Storage listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(await firstLine(child));
    expect(match).not.toBeNull();
    const objects = `${match?.[1]}/b/demo-main-test.appspot.com/o`;

    const upload = await fetch(
      `${match?.[1]}/upload/storage/v1/b/demo-main-test.appspot.com/o?uploadType=media&name=a`,
      {
        method: 'POST',
        body: 'bytes',
      },
    );
    expect(upload.status).toBe(200);
    expect(await (await fetch(`${objects}/a?alt=media`)).text()).toBe('bytes');

    expect(await terminate(child)).toEqual([0, null]);
  });

  it('stops with a message and exit code 1 without --bucket or with a name that is not a bucket', async () => {
    expect(await outcome(run('--port', '0'))).toEqual({
      code: 1,
      err: 'Mock Cloud Storage: --bucket <name> is required (the STORAGE_BUCKET the functions use)\n',
    });
    const { code, err } = await outcome(run('--port', '0', '--bucket', 'Not/A Bucket'));
    expect(code).toBe(1);
    expect(err).toMatch(/^Mock Cloud Storage: --bucket must be a bucket name/);
  });
});
