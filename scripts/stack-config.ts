/** Where the local emulator stack lives: read from firebase.json and .firebaserc so there is one source. */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localFunctionsEnv, localFunctionsSecrets } from '../functions/test/local-runtime.ts';

export const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const logDir = join(rootDir, '.emulators');

const firebaseJson = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8')) as {
  emulators: Record<string, { host: string; port: number }>;
};
const firebaseRc = JSON.parse(readFileSync(join(rootDir, '.firebaserc'), 'utf8')) as {
  projects: { default: string };
};

export const projectId = firebaseRc.projects.default;

/** The functions' emulator configuration and demo secrets: the mocks listen where these send the functions. */
export const functionsEnv = localFunctionsEnv();
export const functionsSecrets = localFunctionsSecrets();

function configured(source: Record<string, string>, name: string, file: string): string {
  const value = source[name];
  if (!value) throw new Error(`functions/${file} has no ${name}`);
  return value;
}

export const mockInsurer = new URL(configured(functionsEnv, 'INSURER_BASE_URL', '.env.local'));
export const mockGateway = new URL(configured(functionsEnv, 'GATEWAY_BASE_URL', '.env.local'));
export const mockBank = new URL(configured(functionsEnv, 'BANK_BASE_URL', '.env.local'));
export const mockSendgrid = new URL(configured(functionsEnv, 'SENDGRID_BASE_URL', '.env.local'));
export const mockStorage = {
  url: new URL(configured(functionsEnv, 'STORAGE_EMULATOR_HOST', '.env.local')),
  bucket: configured(functionsEnv, 'STORAGE_BUCKET', '.env.local'),
};
export const gatewayStore = {
  id: configured(functionsEnv, 'GATEWAY_STORE_ID', '.env.local'),
  secret: configured(functionsSecrets, 'GATEWAY_STORE_SECRET', '.secret.local'),
};
export const sendgridApiKey = configured(functionsSecrets, 'SENDGRID_API_KEY', '.secret.local');
/** The collection account the mock bank holds, and the secret that signs its messages both ways. */
export const bankAccount = {
  iban: configured(functionsEnv, 'BANK_ACCOUNT_IBAN', '.env.local'),
  secret: configured(functionsSecrets, 'BANK_API_SECRET', '.secret.local'),
};
/** The insurer signs its claim notifications with it; the mock insurer is given it. */
export const insurerNotifySecret = configured(functionsSecrets, 'INSURER_NOTIFY_SECRET', '.secret.local');
export type EmulatorName = 'firestore' | 'auth' | 'functions' | 'hosting';
export const allEmulators: EmulatorName[] = ['firestore', 'auth', 'functions', 'hosting'];

export function address(name: EmulatorName | 'hub' | 'logging'): { host: string; port: number } {
  const entry = firebaseJson.emulators[name];
  if (!entry) throw new Error(`firebase.json has no emulators.${name} entry`);
  return entry;
}

export const hostPort = (name: EmulatorName) => `${address(name).host}:${address(name).port}`;

/**
 * Where callers reach Hosting and Functions: the local front end (scripts/local-front-end.ts), which forwards to the
 * emulators' own ports in firebase.json as Google's front end forwards to the deployed site and functions.
 */
export const frontEnd = {
  hosting: { host: address('hosting').host, port: 5000 },
  functions: { host: address('functions').host, port: 5001 },
} as const;

export const stackUrls = {
  hosting: `http://${frontEnd.hosting.host}:${frontEnd.hosting.port}`,
  functions: `http://${frontEnd.functions.host}:${frontEnd.functions.port}`,
  firestore: `http://${hostPort('firestore')}`,
  auth: `http://${hostPort('auth')}`,
  insurer: mockInsurer.origin,
  gateway: mockGateway.origin,
  /** The driver's test mobile bank is its root. */
  bank: mockBank.origin,
  /** The mock SendGrid's inbox page is its root. */
  mail: mockSendgrid.origin,
};

/** Environment a process needs to talk to the running stack (Admin SDK, tests, scripts). */
export const stackEnv: Record<string, string> = {
  GCLOUD_PROJECT: projectId,
  FIRESTORE_EMULATOR_HOST: hostPort('firestore'),
  FIREBASE_AUTH_EMULATOR_HOST: hostPort('auth'),
  HOSTING_ORIGIN: stackUrls.hosting,
  FUNCTIONS_ORIGIN: stackUrls.functions,
  INSURER_ORIGIN: stackUrls.insurer,
  GATEWAY_ORIGIN: stackUrls.gateway,
  BANK_ORIGIN: stackUrls.bank,
  SENDGRID_ORIGIN: stackUrls.mail,
  // The Cloud Storage client's own variable: a test or script reading a file the functions wrote reaches the mock.
  STORAGE_EMULATOR_HOST: mockStorage.url.origin,
};
