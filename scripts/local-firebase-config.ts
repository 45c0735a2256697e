/**
 * The Firebase configuration the local emulators run with: firebase.json as it is deployed, except that the
 * Content-Security-Policy also allows the local stand-ins the demo build talks to instead of Google's services and
 * the card gateway. So every local run and every test is held to the deployed policy, and firebase.json stays the
 * one place the policy is written.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { logDir, rootDir, stackUrls } from './stack-config.ts';

export const policyHeader = 'Content-Security-Policy';

/**
 * What a build for the demo project reaches in place of Google's origins: the Functions, Auth and Firestore emulators
 * (src/api/firebase-functions.ts, firebase-auth.ts, active-banner.ts), and the mock gateway's checkout, which the
 * payment step posts its form to.
 */
export const localSources: Record<string, string[]> = {
  'connect-src': [stackUrls.functions, stackUrls.auth, stackUrls.firestore],
  'form-action': [stackUrls.gateway],
};

/** A policy's directives by name, each with its sources in order. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The policy with `extra` sources added to directives it already has; a directive it lacks is a mistake here. */
export function widenPolicy(policy: string, extra: Record<string, string[]>): string {
  const directives = parsePolicy(policy);
  for (const [name, sources] of Object.entries(extra)) {
    const present = directives.get(name);
    if (!present) throw new Error(`The Content-Security-Policy in firebase.json has no ${name} to widen`);
    directives.set(name, [...present, ...sources.filter((source) => !present.includes(source))]);
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

interface HostingHeaders {
  headers: { key: string; value: string }[];
}

interface FirebaseJson {
  firestore?: { rules?: string; indexes?: string };
  functions?: { source: string }[];
  hosting: { public: string; ignore?: string[]; headers?: HostingHeaders[] };
}

export const readFirebaseJson = (): FirebaseJson =>
  JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8')) as FirebaseJson;

/** The Content-Security-Policy firebase.json deploys. */
export function deployedPolicy(config: FirebaseJson = readFirebaseJson()): string {
  const policies = (config.hosting.headers ?? [])
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key.toLowerCase() === policyHeader.toLowerCase());
  const [policy, ...more] = policies;
  if (!policy || more.length > 0) throw new Error(`firebase.json must set one ${policyHeader}, not ${policies.length}`);
  return policy.value;
}

/**
 * Writes the local variant beside the emulators' logs and answers its path, for `firebase --config`. The Firebase CLI
 * takes the directory of that file for the project's, so the paths in it are made relative to where it is written.
 */
export function writeLocalFirebaseConfig(): string {
  const config = readFirebaseJson();
  const moved = (path: string) => relative(logDir, resolve(rootDir, path));
  const local: FirebaseJson = {
    ...config,
    firestore: config.firestore && {
      ...config.firestore,
      ...(config.firestore.rules && { rules: moved(config.firestore.rules) }),
      ...(config.firestore.indexes && { indexes: moved(config.firestore.indexes) }),
    },
    functions: config.functions?.map((codebase) => ({ ...codebase, source: moved(codebase.source) })),
    hosting: {
      ...config.hosting,
      public: moved(config.hosting.public),
      headers: config.hosting.headers?.map((rule) => ({
        ...rule,
        headers: rule.headers.map((header) =>
          header.key.toLowerCase() === policyHeader.toLowerCase()
            ? { ...header, value: widenPolicy(header.value, localSources) }
            : header,
        ),
      })),
    },
  };
  mkdirSync(logDir, { recursive: true });
  const path = join(logDir, 'firebase.json');
  writeFileSync(path, `${JSON.stringify(local, null, 2)}\n`);
  return path;
}
