/**
 * The cold start of every function. Cloud Functions loads `functions/lib/index.js` in each new instance, and the
 * Functions emulator in each new worker (one per concurrent request), before the function answers anything; the entry
 * loads the module of the one function FUNCTION_TARGET names. So for each function, in a fresh Node process each time:
 * - module load: `import('lib/index.js')` with FUNCTION_TARGET set, what every new instance or worker pays;
 * - over the floor: module load less the floor's, sampled just before it, so a machine that slows for a while
 *   slows both (a schedule loads less than the floor: no callable protocol, so its figure is negative);
 * - first-call load: what its first call imports on top (schema, service, rate limiter, store, insurer client…),
 *   through the loader the function carries (`loadHandler`); the `api` function route by route.
 * "Loaded at start" names the heavy packages the module load brought in (only a call should load them). The floor is
 * `firebase-functions/v2/https` alone, which statically loads firebase-admin's auth and App Check: every callable and
 * the `api` function need it. Median of 5 runs per row. Exits non-zero when a driver-facing function's module load is
 * over 150 ms.
 *   npm --prefix functions run build && npx tsx scripts/bench-cold-start.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { localFunctionsEnv } from '../functions/test/local-runtime.ts';
import { percentile } from './percentile.ts';
import { rootDir } from './stack-config.ts';

const runs = 5;
const budgetMs = 150;
const driverFacing = new Set([
  'getGroupamaVehicleInfo',
  'getGroupamaPricingForOptions',
  'saveWorkInProgress',
  'getWorkInProgress',
  'getOrderSummary',
  'startPayment',
  'getOrderStatus',
  'checkDiscountStatus',
  'api',
  'settlePayments',
]);

const functionsDir = join(rootDir, 'functions');
const indexUrl = pathToFileURL(join(functionsDir, 'lib', 'index.js')).href;
const routerUrl = pathToFileURL(join(functionsDir, 'lib', 'http', 'api-router.js')).href;
if (!existsSync(new URL(indexUrl))) {
  console.error('No functions/lib/index.js: run `npm --prefix functions run build` first.');
  process.exit(1);
}

/** One sample, in a fresh process. CommonJS packages (the Firestore client, pdf-lib) are in require's cache once loaded. */
const sampleScript = `
  import { createRequire } from 'node:module';
  const { BENCH_ENTRY, BENCH_ROUTER, BENCH_ROUTE, FUNCTION_TARGET } = process.env;
  const started = performance.now();
  const index = await import(BENCH_ENTRY);
  const loaded = performance.now();
  const cached = Object.keys(createRequire(process.cwd() + '/').cache);
  const heavy = ['@google-cloud/firestore', 'pdf-lib'].filter((name) => cached.some((file) => file.includes('/node_modules/' + name + '/')));
  if (BENCH_ROUTE) {
    const [method, path] = BENCH_ROUTE.split(' ');
    await (await import(BENCH_ROUTER)).apiRoutes[path][method]();
  } else if (FUNCTION_TARGET) {
    await index[FUNCTION_TARGET].loadHandler();
  }
  console.log(JSON.stringify({ moduleLoad: loaded - started, firstCall: performance.now() - loaded, heavy }));
`;

interface Sample {
  moduleLoad: number;
  firstCall: number;
  heavy: string[];
}

/** `route` is `METHOD /path` for a route of `api`, else empty; `entry` the module loaded first (the floor is not index.js). */
function sample(target: string, route: string, entry = indexUrl): Sample {
  const env = {
    ...process.env,
    ...localFunctionsEnv(),
    GCLOUD_PROJECT: 'demo-autoodgovornost',
    FUNCTION_TARGET: target,
    BENCH_ENTRY: entry,
    BENCH_ROUTER: routerUrl,
    BENCH_ROUTE: route,
  };
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', sampleScript], {
    cwd: functionsDir,
    env,
  });
  return JSON.parse(output.toString().trim().split('\n').at(-1) ?? '') as Sample;
}

function median(values: number[]): number {
  const ascending = values.toSorted((a, b) => a - b);
  return percentile(ascending, 50);
}

const { apiRoutes } = (await import(routerUrl)) as { apiRoutes: Record<string, Record<string, unknown>> };
const apiRouteNames = Object.entries(apiRoutes).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => `${method} ${path}`),
);
const rows = Object.keys(await import(indexUrl))
  .sort()
  .flatMap((target) =>
    target === 'api'
      ? apiRouteNames.map((route) => ({ target, route, label: `api ${route}` }))
      : [{ target, route: '', label: target }],
  );

const over: string[] = [];
console.info(
  `| function | module load ms | over the floor ms | first-call load ms | loaded at start | goal ≤ ${budgetMs} ms |`,
);
console.info('| --- | ---: | ---: | ---: | --- | --- |');
const floors: number[] = [];
for (const { target, route, label } of rows) {
  // The floor is sampled beside each run of the row, so a machine that slows down for a while slows both.
  const paired = Array.from({ length: runs }, () => {
    const floor = sample('', '', 'firebase-functions/v2/https').moduleLoad;
    return { floor, ...sample(target, route) };
  });
  floors.push(...paired.map((run) => run.floor));
  const moduleLoad = median(paired.map((run) => run.moduleLoad));
  const overFloor = median(paired.map((run) => run.moduleLoad - run.floor));
  const firstCall = median(paired.map((run) => run.firstCall));
  const heavy = [...new Set(paired.flatMap((run) => run.heavy))].join(', ') || '–';
  const goal = driverFacing.has(target) ? (moduleLoad <= budgetMs ? 'ok' : 'OVER') : '';
  if (goal === 'OVER') over.push(label);
  console.info(
    `| ${label} | ${moduleLoad.toFixed(0)} | ${overFloor.toFixed(0)} | ${firstCall.toFixed(0)} | ${heavy} | ${goal} |`,
  );
}
console.info(`| (floor: firebase-functions/v2/https alone, all runs) | ${median(floors).toFixed(0)} | | | | |`);
if (over.length > 0) {
  console.error(`Module load over ${budgetMs} ms: ${over.join(', ')}`);
  process.exit(1);
}
