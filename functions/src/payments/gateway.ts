import { gatewayBaseUrl, gatewayStoreId, gatewayStoreSecret, gatewayTimeoutMs } from '../config.js';
import { createGatewayClient, type GatewayClient } from './gateway-client.js';

let client: GatewayClient | undefined;

/** The gateway client configured from params and the store secret (readable only once a function runs). */
export function gateway(): GatewayClient {
  client ??= createGatewayClient({
    baseUrl: gatewayBaseUrl.value(),
    storeId: gatewayStoreId.value(),
    secret: gatewayStoreSecret.value(),
    timeoutMs: gatewayTimeoutMs.value(),
  });
  return client;
}
