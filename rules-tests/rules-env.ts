import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';

/**
 * A rules test environment on the running Firestore emulator with the repository's firestore.rules. Each test file
 * passes its own project id, so it can clear its data without touching the seeded demo project or another file's.
 */
export function rulesTestEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
}
