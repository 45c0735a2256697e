/** Where the local emulator stack lives: read from firebase.json and .firebaserc so there is one source. */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const logDir = join(rootDir, '.emulators');

const firebaseJson = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8')) as {
  emulators: Record<string, { host: string; port: number }>;
};
const firebaseRc = JSON.parse(readFileSync(join(rootDir, '.firebaserc'), 'utf8')) as {
  projects: { default: string };
};

export const projectId = firebaseRc.projects.default;

/** The mock insurer listens where the functions' emulator configuration (functions/.env.local) sends them. */
const insurerBaseUrl = /^INSURER_BASE_URL=(.+)$/m.exec(
  readFileSync(join(rootDir, 'functions', '.env.local'), 'utf8'),
)?.[1];
if (!insurerBaseUrl) throw new Error('functions/.env.local has no INSURER_BASE_URL');
export const mockInsurer = new URL(insurerBaseUrl);
export type EmulatorName = 'firestore' | 'auth' | 'functions' | 'hosting';
export const allEmulators: EmulatorName[] = ['firestore', 'auth', 'functions', 'hosting'];

export function address(name: EmulatorName | 'hub' | 'logging'): { host: string; port: number } {
  const entry = firebaseJson.emulators[name];
  if (!entry) throw new Error(`firebase.json has no emulators.${name} entry`);
  return entry;
}

export const hostPort = (name: EmulatorName) => `${address(name).host}:${address(name).port}`;

export const stackUrls = {
  hosting: `http://${hostPort('hosting')}`,
  functions: `http://${hostPort('functions')}`,
  firestore: `http://${hostPort('firestore')}`,
  auth: `http://${hostPort('auth')}`,
  insurer: mockInsurer.origin,
};

/** Environment a process needs to talk to the running stack (Admin SDK, tests, scripts). */
export const stackEnv: Record<string, string> = {
  GCLOUD_PROJECT: projectId,
  FIRESTORE_EMULATOR_HOST: hostPort('firestore'),
  FIREBASE_AUTH_EMULATOR_HOST: hostPort('auth'),
  HOSTING_ORIGIN: stackUrls.hosting,
  FUNCTIONS_ORIGIN: stackUrls.functions,
  INSURER_ORIGIN: stackUrls.insurer,
};
