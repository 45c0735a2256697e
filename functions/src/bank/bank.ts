import { bankAccountIban, bankApiSecret, bankBaseUrl, bankTimeoutMs } from '../config.js';
import { createBankClient, type BankClient } from './bank-client.js';

let client: BankClient | undefined;

/** The bank client configured from params and the API secret (readable only once a function runs). */
export function bank(): BankClient {
  client ??= createBankClient({
    baseUrl: bankBaseUrl.value(),
    accountIban: bankAccountIban.value(),
    secret: bankApiSecret.value(),
    timeoutMs: bankTimeoutMs.value(),
  });
  return client;
}
