import { insurerBaseUrl, insurerTimeoutMs } from '../config.js';
import { createInsurerClient, type InsurerClient } from './insurer-client.js';

let client: InsurerClient | undefined;

/** The insurer client configured from params (which can only be read once a function runs). */
export function insurer(): InsurerClient {
  client ??= createInsurerClient({ baseUrl: insurerBaseUrl.value(), timeoutMs: insurerTimeoutMs.value() });
  return client;
}
