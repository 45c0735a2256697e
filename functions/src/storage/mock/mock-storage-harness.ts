/** For tests: the mock Cloud Storage in-process on a port the system picks. */
import { listen, stop } from '../../mocks/mock-server-test-kit.js';
import { createMockStorageServer } from './mock-storage-server.js';

export interface RunningMockStorage {
  /** What STORAGE_EMULATOR_HOST is set to for the client to reach this mock. */
  baseUrl: string;
  close(): Promise<void>;
}

export async function startMockStorage(bucket: string): Promise<RunningMockStorage> {
  const server = createMockStorageServer({ bucket });
  const baseUrl = await listen(server);
  return { baseUrl, close: () => stop(server) };
}
