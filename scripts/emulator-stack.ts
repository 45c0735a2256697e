/**
 * Starts and stops the local Firebase stack (Firestore, Auth, Functions, Hosting emulators)
 * for `npm start`, `npm run dev`, the integration tests and the e2e tests alike.
 *
 * Firestore is the odd one out: firebase-tools 15 needs Java 21 and downloads its jar, so on a
 * machine with an older Java we run the jar that ships with gcloud ourselves and point the other
 * emulators at it through FIRESTORE_EMULATOR_HOST (ARCHITECTURE.md §3).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { apiPaths, bankNotifyPath } from '../functions/src/contracts/call-names.ts';
import { functionsRegion } from '../functions/src/contracts/platform.ts';
import { writeLocalFirebaseConfig } from './local-firebase-config.ts';
import { startFrontEnd } from './local-front-end.ts';
import { seedEmulators } from './seed.ts';
import {
  address,
  allEmulators,
  bankAccount,
  frontEnd,
  gatewayStore,
  insurerNotifySecret,
  logDir,
  mockBank,
  mockGateway,
  mockInsurer,
  mockSendgrid,
  mockStorage,
  projectId,
  rootDir,
  sendgridApiKey,
  stackEnv,
  stackUrls,
  type EmulatorName,
} from './stack-config.ts';

const reaperPath = join(rootDir, 'scripts', 'orphan-reaper.ts');
const localSchedulerPath = join(rootDir, 'scripts', 'local-scheduler.ts');

/**
 * The external parties, each a real HTTP server on its own port, started from the compiled functions package where
 * functions/.env.local sends the functions (only the base URL differs from production).
 */
const mocks = [
  {
    name: 'The mock insurer',
    log: 'mock-insurer',
    url: mockInsurer,
    main: 'insurer/mock/mock-insurer-main.js',
    // Claims move on the mock's default clock (the fast path reaches an offer in about 10 s); each change is sent to
    // the functions emulator as a deployed insurer reaches the deployed function.
    args: [
      '--notify-url',
      `${stackUrls.functions}/${projectId}/${functionsRegion}/api${apiPaths.insurerClaimNotify}`,
      '--notify-secret',
      insurerNotifySecret,
    ],
  },
  {
    name: 'The mock card gateway',
    log: 'mock-gateway',
    url: mockGateway,
    main: 'payments/mock/mock-gateway-main.js',
    args: [
      '--store-id',
      gatewayStore.id,
      '--secret',
      gatewayStore.secret,
      // Straight to the functions emulator, as a gateway reaches the deployed function, with or without Hosting.
      '--notify-url',
      `${stackUrls.functions}/${projectId}/${functionsRegion}/api${apiPaths.paymentNotify}`,
    ],
  },
  {
    name: 'The mock bank',
    log: 'mock-bank',
    url: mockBank,
    main: 'bank/mock/mock-bank-main.js',
    args: [
      '--account-iban',
      bankAccount.iban,
      '--secret',
      bankAccount.secret,
      // Each credit's camt.054 straight to the functions emulator, as the bank reaches the deployed function.
      '--notify-url',
      `${stackUrls.functions}/${projectId}/${functionsRegion}/api${bankNotifyPath}`,
    ],
  },
  {
    name: 'The mock SendGrid',
    log: 'mock-sendgrid',
    url: mockSendgrid,
    main: 'mail/mock/mock-sendgrid-main.js',
    args: ['--api-key', sendgridApiKey],
  },
  {
    name: 'The mock Cloud Storage',
    log: 'mock-storage',
    url: mockStorage.url,
    main: 'storage/mock/mock-storage-main.js',
    args: ['--bucket', mockStorage.bucket],
  },
];

export interface StackOptions {
  only?: EmulatorName[];
  seed?: boolean;
  /** Copy the emulators' output to this process's stdout (it always goes to .emulators/*.log). */
  echo?: boolean;
}

export interface Stack {
  stop(): Promise<void>;
  /**
   * Kills the Firebase emulators' process group with SIGKILL, as a crashed host dies (before this returns), and starts
   * it again as it was; resolves once the functions answer. Firestore keeps its data (run from its jar, it is not in
   * that group); Auth, if started, comes back empty. For the chaos run (scripts/chaos.ts).
   */
  crashAndRestartFirebase(): Promise<void>;
}

const gcloudJarPaths = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];

function javaMajorVersion(): number | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr);
  if (!match) return undefined;
  const major = Number(match[1]);
  // Java 8 and older report themselves as "1.x".
  return major === 1 ? Number(match[2]) : major;
}

type FirestoreLauncher = { kind: 'firebase-tools' } | { kind: 'jar'; jar: string };

export function chooseFirestoreLauncher(): FirestoreLauncher {
  const java = javaMajorVersion();
  if (java === undefined) {
    throw new StackError(
      'Java is not installed: install Java 21 or newer, or Java 17 together with the gcloud Firestore emulator component (gcloud components install cloud-firestore-emulator).',
    );
  }
  const explicitJar = process.env.FIRESTORE_EMULATOR_JAR;
  if (explicitJar) {
    if (!existsSync(explicitJar))
      throw new StackError(`FIRESTORE_EMULATOR_JAR points at ${explicitJar}, which does not exist.`);
    return { kind: 'jar', jar: explicitJar };
  }
  if (java >= 21) return { kind: 'firebase-tools' };
  const jar = gcloudJarPaths.find((path) => existsSync(path));
  if (jar) return { kind: 'jar', jar };
  throw new StackError(
    `Java ${java} is too old for firebase-tools' Firestore emulator and no gcloud Firestore emulator jar was found: install Java 21 or newer, or run "gcloud components install cloud-firestore-emulator" (or set FIRESTORE_EMULATOR_JAR to its jar).`,
  );
}

/** An error whose message is meant for the person at the terminal, without a stack trace. */
export class StackError extends Error {}

function portIsOpen(port: number, host: string): Promise<boolean> {
  return new Promise((resolvePort) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolvePort(true);
    });
    socket.once('error', () => resolvePort(false));
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new StackError(`${what} exited before it was ready; see the logs in .emulators/.`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new StackError(`${what} was not ready after ${timeoutMs / 1000} s; see the logs in .emulators/.`);
}

function startChild(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  echo: boolean,
  logFlags: 'w' | 'a' = 'w',
) {
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: logFlags });
  // Own process group, so that stopping the stack can signal the child and everything it started.
  const child = spawn(command, args, { cwd: rootDir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.pipe(log, { end: false });
    if (echo) stream?.pipe(process.stdout, { end: false });
  }
  child.once('exit', () => log.end());
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function stopChild(child: ChildProcess, graceMs: number) {
  if (child.exitCode !== null || child.signalCode !== null) {
    signalGroup(child, 'SIGKILL');
    return;
  }
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // Grandchildren (the functions runtime, Java) may outlive the leader; the group must go with it.
  signalGroup(child, 'SIGKILL');
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const only = options.only ?? allEmulators;
  const echo = options.echo ?? false;
  const launcher = only.includes('firestore') ? chooseFirestoreLauncher() : undefined;

  const withMocks = only.includes('functions');
  const ports: { name: string; host: string; port: number }[] = only.map((name) => ({ name, ...address(name) }));
  if (withMocks)
    for (const mock of mocks) ports.push({ name: mock.log, host: mock.url.hostname, port: Number(mock.url.port) });
  const firebaseEmulators = only.filter((name) => name !== 'firestore' || launcher?.kind === 'firebase-tools');
  if (firebaseEmulators.length > 0)
    ports.push({ name: 'hub', ...address('hub') }, { name: 'logging', ...address('logging') });
  const frontEndRoutes = (['hosting', 'functions'] as const)
    .filter((name) => only.includes(name))
    .map((name) => ({ listen: frontEnd[name], target: address(name) }));
  for (const { listen } of frontEndRoutes) ports.push({ name: 'front end', ...listen });
  for (const { name, host, port } of ports) {
    if (await portIsOpen(port, host)) {
      throw new StackError(`Port ${port} (${name} emulator) is already in use: stop the other emulator stack first.`);
    }
  }

  const children: ChildProcess[] = [];
  const killAllNow = () => children.forEach((child) => signalGroup(child, 'SIGKILL'));
  process.once('exit', killAllNow);
  const watch = (child: ChildProcess) => {
    children.push(child);
    // `process.execArgv` carries tsx's loader, so the reaper runs as TypeScript like this script.
    spawn(process.execPath, [...process.execArgv, reaperPath, String(process.pid), String(child.pid)], {
      detached: true,
      stdio: 'ignore',
    }).unref();
  };

  let front: { close: () => Promise<void> } | undefined;
  const stop = async () => {
    process.off('exit', killAllNow);
    await front?.close();
    // Reverse order: the functions runtime should stop before the database it writes to.
    for (const child of [...children].reverse()) await stopChild(child, 10_000);
  };

  const env: NodeJS.ProcessEnv = { ...process.env, ...stackEnv };
  let firebase: ChildProcess | undefined;
  // A restart appends to the log: what led up to the crash is the part worth reading.
  const startFirebase = async (logFlags: 'w' | 'a' = 'w') => {
    const firebaseBin = join(rootDir, 'node_modules', '.bin', 'firebase');
    // Deployed functions run with NODE_ENV=production (the buildpacks' default), so a body their framework cannot
    // parse is refused without the stack trace and local paths Express shows in development; locally too.
    // The emulator gives each concurrent request a worker process of its own and waits FUNCTIONS_DISCOVERY_TIMEOUT
    // (30 s by default) for a new one to start. On the slow two-core machines a burst that starts twenty workers at
    // once (npm run load's warm-up) took one past that, and the emulator then never answered its request: the load
    // run hung until its cap (docs/decisions/0013-speed-and-load.md). A deployed function has no such step.
    const firebaseEnv = { ...env, NODE_ENV: 'production', FUNCTIONS_DISCOVERY_TIMEOUT: '180' };
    const child = startChild(
      'firebase',
      firebaseBin,
      // firebase.json as deployed, its Content-Security-Policy widened by the local origins (local-firebase-config.ts).
      [
        'emulators:start',
        '--only',
        firebaseEmulators.join(','),
        '--project',
        projectId,
        '--config',
        writeLocalFirebaseConfig(),
      ],
      // firebase-tools must not see a host it would otherwise take for its own Firestore.
      launcher?.kind === 'firebase-tools' ? { ...firebaseEnv, FIRESTORE_EMULATOR_HOST: '' } : firebaseEnv,
      echo,
      logFlags,
    );
    firebase = child;
    watch(child);
    // The functions emulator is the slowest to be ready; when it is not started, the first port is enough.
    const [first] = firebaseEmulators as [EmulatorName, ...EmulatorName[]];
    const ready = firebaseEmulators.includes('functions')
      ? () => httpOk(`${stackUrls.functions}/${projectId}/${functionsRegion}/api${apiPaths.health}`)
      : () => portIsOpen(address(first).port, address(first).host);
    await waitFor('The Firebase emulators', ready, child, 120_000);
    for (const name of firebaseEmulators) {
      const { host, port } = address(name);
      await waitFor(`The ${name} emulator`, () => portIsOpen(port, host), child, 30_000);
    }
  };
  const crashAndRestartFirebase = async () => {
    const crashed = firebase;
    if (!crashed) throw new StackError('This stack runs no Firebase emulators to restart.');
    if (launcher?.kind === 'firebase-tools')
      throw new StackError(
        "Firestore runs inside the Firebase emulators' process here (Java 21+), so killing it would lose the data: run Firestore from gcloud's jar (FIRESTORE_EMULATOR_JAR).",
      );
    if (crashed.exitCode === null && crashed.signalCode === null) {
      const exited = new Promise<void>((r) => crashed.once('exit', () => r()));
      signalGroup(crashed, 'SIGKILL');
      await exited;
    }
    children.splice(children.indexOf(crashed), 1);
    appendFileSync(
      join(logDir, 'firebase.log'),
      `\n--- ${new Date().toISOString()} killed (SIGKILL), restarting ---\n`,
    );
    await startFirebase('a');
  };

  try {
    if (launcher?.kind === 'jar') {
      const { host, port } = address('firestore');
      const firestore = startChild(
        'firestore',
        'java',
        [
          '-Duser.language=en',
          '-cp',
          launcher.jar,
          'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
          'start',
          `--host=${host}`,
          `--port=${port}`,
          `--rules=${join(rootDir, 'firestore.rules')}`,
          '--single_project_mode',
          `--project_id=${projectId}`,
        ],
        env,
        echo,
      );
      watch(firestore);
      await waitFor('The Firestore emulator', () => httpOk(stackUrls.firestore), firestore, 60_000);
    }

    if (withMocks) {
      const started = mocks.map((mock) => {
        const child = startChild(
          mock.log,
          process.execPath,
          [join(rootDir, 'functions', 'lib', mock.main), '--port', mock.url.port, ...mock.args],
          env,
          echo,
        );
        watch(child);
        return { mock, child };
      });
      for (const { mock, child } of started)
        await waitFor(mock.name, () => portIsOpen(Number(mock.url.port), mock.url.hostname), child, 20_000);
    }

    if (frontEndRoutes.length > 0) front = await startFrontEnd(frontEndRoutes);

    if (firebaseEmulators.length > 0) await startFirebase();

    if (options.seed) await seedEmulators({ firestore: only.includes('firestore'), auth: only.includes('auth') });

    if (withMocks && only.includes('firestore')) {
      // `process.execArgv` carries tsx's loader, so the scheduler runs as TypeScript like this script.
      watch(startChild('scheduler', process.execPath, [...process.execArgv, localSchedulerPath], env, echo));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, crashAndRestartFirebase };
}

async function httpOk(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  return res.ok;
}

/** Stops the stack on Ctrl-C or SIGTERM, then exits. */
export function stopOnSignals(stack: Stack, onStopping?: () => void) {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    onStopping?.();
    stack.stop().then(
      () => process.exit(signal === 'SIGINT' ? 130 : 143),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
