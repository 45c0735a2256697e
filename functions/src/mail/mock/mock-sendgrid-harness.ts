/** For tests: the mock SendGrid in-process on a port the system picks. */
import { listen, stop } from '../../mocks/mock-server-test-kit.js';
import { createMockSendgridServer } from './mock-sendgrid-server.js';

export interface RunningMockSendgrid {
  baseUrl: string;
  /** Empties the inbox and disarms the faults, so that one test's mail and faults do not reach the next. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startMockSendgrid(apiKey: string): Promise<RunningMockSendgrid> {
  const server = createMockSendgridServer({ apiKey });
  const baseUrl = await listen(server);
  const expectOk = (res: Response) => {
    if (!res.ok) throw new Error(`The mock SendGrid answered ${res.status} to ${res.url}`);
  };
  return {
    baseUrl,
    async reset() {
      expectOk(await fetch(`${baseUrl}/api/messages`, { method: 'DELETE' }));
      expectOk(
        await fetch(`${baseUrl}/_mock/faults`, { method: 'POST', body: JSON.stringify({ status: 500, count: 0 }) }),
      );
    },
    close: () => stop(server),
  };
}
