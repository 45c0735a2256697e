/**
 * `npm run bench`: what a first visit downloads, gzip-compressed, from the production build's manifest, checked
 * against budgets; and what never may be in the home page's first load. Two views:
 * - per route area, a page the browser renders from the SPA shell: the shell, the entry, the area's chunks and the
 *   Croatian texts it fetches before its first render (the area budgets);
 * - per pre-rendered page: the JavaScript it runs to hydrate (the light start's or the app's entry and page chunks; its
 *   texts are in its HTML), the lazy parts its HTML names (src/app/ui/lazy-part.tsx), and the HTML itself.
 * Run `npm run build` first. Exits non-zero when a budget is broken.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lightStarts } from '../src/app/light-starts.ts';
import { routeTable, type RouteArea, type RouteId } from '../src/app/route-table.ts';
import { claimsServiceWorkerFile } from '../src/features/claims/offline/claims-service-worker-file.ts';
import { blogArticles } from '../src/features/content/blog/blog-articles.ts';
import { distDir as dist, lightEntryKey, manifestChunks, readManifest } from './build-manifest.ts';
import { appShellFile, pageFile } from './generate-seo-files.ts';

const manifest = readManifest();
if (!manifest) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const app = manifestChunks(manifest);
const { chunk, chunkKeyEndingWith, staticClosure, pageChunks } = app;
const lightManifest = readManifest('light');
if (!lightManifest) {
  console.error('The build has no light start: run `npm run build` again.');
  process.exit(1);
}
const light = manifestChunks(lightManifest);

/** First-load budgets in gzip kB: shell + entry + the route's area (or content page) chunk + the Croatian texts it needs. */
const budgets: Record<Exclude<RouteArea, 'home'>, number> = {
  // home: `/` is always pre-rendered, never rendered from the shell: its budget is below (prerenderedBudgets).
  // 165 → 166.5: issue 24 split the libraries every page runs into chunks of their own (vite.config.ts): each is
  // evaluated in its own task, which took Lighthouse's blocking time on `/` from 168 to 57 ms, and compressing them
  // apart costs every page 1.6 kB. The budgets below that issue 24 lowered were lowered by what it cut, less this.
  content: 166.5,
  // The sign-in form: Firebase Auth (20 kB, initializeAuth without the popup code) and Formik with Yup (24 kB), the
  // same form stack every form step carries. 155 was set while the area was three static headings.
  // Issue 15 (pre-rendered pages) added to the entry every page shares what hydrating one takes: the pre-rendered
  // state, the lazy parts, the language URLs and the fixed class names (1.0–1.5 kB); 215 → 215.5 and the areas below.
  // 215.5 → 217: issue 24's split libraries (see content).
  // 217 → 217.2: issue 41, what spec §4 and the text rules need on every form page: forgetting a user however the
  // session ends, which useSession registers (0.3 kB), and the field family's three new reasons in the common texts
  // (0.1 kB); less the policy start's rule, which left the shared field rules for pricing's contract (−0.4 kB).
  auth: 217.2,
  // The payment result pages follow the order through a callable: the Functions SDK (11 kB) and TanStack Query
  // (3 kB) the onboarding steps also carry. 155 was set while they were static headings. 170 → 172: the Firebase
  // core every callable loads grew by what Auth also uses of it, and the entry's preload map by the account chunks.
  // 172 → 173.5: issue 15's entry (see auth). 173.5 → 163.5: issue 24, the Functions SDK and the Firebase core
  // (12 kB) come with the first call instead of the page, less the split libraries (see content).
  payment: 163.5,
  // The plate entry and the flow's layout (state, resume, progress); every later step is its own chunk. 180 was set
  // when the bench left the layout out: it carried Formik, Yup and dayjs (32 kB) for the rare resume form, now lazy.
  // 185 → 187.5: issue 15's entry (see auth), and the plate entry's note for browsers without JavaScript and its
  // submit button that waits for the page to run (0.6 kB). 187.5 → 173: issue 24, the Functions SDK comes with the
  // first call (fetched while the page is idle), the vehicle's details page with the lookup, the high-risk message
  // (react-i18next's <Trans>) when it is shown, less the split libraries (see content).
  onboarding: 173,
  register: 160,
  // The signed-in area reads the session (Firebase Auth, 20 kB) and the account through a callable (Functions SDK
  // and TanStack Query, 15 kB). 160 was set while it was static headings. 195 → 196.5: issue 15's entry (see auth).
  // 196.5 → 195.5: issue 24, the Functions SDK comes with the first call, less the split
  // libraries (see content).
  profile: 195.5,
  // The quote's plate entry (what the onboarding area's 185 kB carries) behind the signed-in gate (Firebase Auth,
  // 20 kB, and the account's callable with the Firebase core, 13 kB), which the gate needs before the first paint of
  // the step. 185 was set for the gate alone, before any step of the flow was built. 210 → 211: issue 15's entry.
  // 211 → 206: issue 24 (see onboarding).
  // 206 → 206.6: issue 41, spec §7 in the signed-in flow: it takes the tab's referral and checks it for the user, with
  // the ID token (0.4 kB), and spec §4's forgetting of a user however the session ends (0.2 kB net; see auth).
  'new-policy': 206.6,
  // The support console (issue 16): the signed-in gate and callables of the profile area (196 kB), the console's texts
  // (6 kB: the area's one namespace) and its overview, which reads three lists through infinite queries. Every other
  // section is a chunk of its own. Set from an estimate (about 203 kB) before the first build that held it.
  // 205 → 203: issue 24, the Functions SDK comes with the first call, less the split libraries.
  admin: 203,
  // The accident statement (issue 27): its first page is the safety question a driver opens at the roadside, with
  // the area's layout (the phone's access to a statement, the polled statement through TanStack Query, the outbox;
  // the callables come with the first call) and the area's texts (5.3 kB). Every step with a form, the QR code, the
  // drawings and the photos is a chunk of its own, and the contract's schemas (Yup) come with the first form. 171.8
  // at the first build that held it. 172.5 → 172.7: issue 41, the field family's three new reasons (format and
  // unprintable characters, a make or model) in the common texts every page loads (0.1 kB).
  claims: 172.7,
  // A policy after the sale (issue 43): the area's first load is the entry and its small router; what the policy's
  // page adds is held by its own budget below. 154.7 at the first build that held it.
  policy: 155,
};

/** Modules that must never reach the home page's first load (DEVELOPERS.md: speed is a feature). */
const forbiddenOnHome = [
  /node_modules\/@firebase\/auth\//,
  /node_modules\/@firebase\/firestore\//,
  /node_modules\/formik\//,
];

const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const shellHtml = appShellFile;

/**
 * Pre-rendered pages: their hydration JavaScript (issue 15 set `/` at today's 154.5 kB) and their HTML, whose
 * largest, the FAQ with its answers and texts, is about 16 kB.
 */
// 154.5 → 156: issue 24's split libraries (see budgets.content), for Lighthouse's blocking time on this very page.
const prerenderedBudgets = { javaScript: { '/': 156 } as Record<string, number>, html: 20 };
const prerenderedReported = [
  { path: '/', area: 'home', routeId: 'home' },
  { path: '/faq', area: 'content', routeId: 'faq' },
  { path: '/contact-us', area: 'content', routeId: 'contact-us' },
  { path: '/onboarding', area: 'onboarding', routeId: 'onboarding' },
  { path: '/login', area: 'auth', routeId: 'login' },
] as const;
/** The module of each lazy part (src/app/ui/lazy-part.tsx names them). */
const partModules: Record<string, string> = {
  footer: 'src/app/layout/footer.tsx',
  'site-banner': 'src/app/layout/site-banner.tsx',
  'home-sections': 'src/features/home/home-sections.tsx',
  'contact-form': 'src/features/content/contact/contact-form.tsx',
  'consent-question': 'src/app/layout/consent-question.tsx',
  'account-entry': 'src/app/layout/bar-menus.tsx',
};

// The SPA's entry; the other entry, src/boot.ts, is the starter of pre-rendered pages and is counted with them.
const entry = 'index.html';
const boot = chunk('src/boot.ts').file;

const localeChunkKeys = (...namespaces: string[]) =>
  namespaces.flatMap((namespace) => Object.keys(manifest).filter((k) => k.endsWith(`locales/hr/${namespace}.json`)));

/** The Croatian texts a page rendered in the browser fetches before its first render (`common` is in the entry). */
function localeChunks(area: RouteArea, routeId: string): string[] {
  const [firstArticle] = blogArticles;
  const own =
    area !== 'content'
      ? [area]
      : routeId === 'blog-article'
        ? ['content-blog', `blog-${firstArticle?.slug}`]
        : [`content-${routeId}`];
  return localeChunkKeys(...own);
}

const firstLoadChunks = (area: RouteArea, routeId: string) => [
  ...pageChunks(area, routeId),
  ...localeChunks(area, routeId),
];

function firstLoad(area: RouteArea, routeId: string) {
  const keys = staticClosure([entry, ...firstLoadChunks(area, routeId)]);
  const files = [...keys].flatMap((key) => [chunk(key).file, ...(chunk(key).css ?? [])]);
  const bytes = gzipSize(shellHtml) + files.reduce((sum, file) => sum + gzipSize(file), 0);
  return { files, kB: bytes / 1024 };
}

/** The area's heaviest page: for most areas all pages weigh the same, content pages each differ. */
function heaviestFirstLoad(area: RouteArea) {
  return routeTable
    .filter((route) => route.area === area)
    .map((route) => ({ routeId: route.id, ...firstLoad(area, route.id) }))
    .reduce((worst, page) => (page.kB > worst.kB ? page : worst));
}

function modulesIn(files: string[]): string[] {
  return files.flatMap((file) => {
    const map = join(dist, `${file}.map`);
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
  });
}

let broken = false;
const areas = [...new Set(routeTable.map((route) => route.area))].filter((area) => area !== 'home');
console.info('First load (gzip, index.html + JS + CSS) per route area');
for (const area of areas) {
  const { kB, routeId } = heaviestFirstLoad(area);
  const over = kB > budgets[area];
  broken ||= over;
  console.info(
    `  ${over ? '✗' : '✓'} ${area.padEnd(11)} ${kB.toFixed(1).padStart(6)} kB  (budget ${budgets[area]} kB)` +
      (area === 'content' ? `  heaviest: ${routeId}` : ''),
  );
}

// The quote flow's later steps are chunks of their own (the plate entry, where visits start, carries none of them).
// The account's pages, reported on their own: sign-in, the start of registration, the account and its policy list
// (a page of its own chunk, loaded with the area).
const pagesReported = [
  { path: '/login', area: 'auth', page: null },
  { path: '/register', area: 'register', page: null },
  { path: '/profile', area: 'profile', page: null },
  { path: '/profile/policies', area: 'profile', page: 'src/features/profile/profile-policies-page.tsx' },
] as const;
for (const { path, area, page } of pagesReported) {
  const keys = staticClosure([entry, ...firstLoadChunks(area, area), ...(page ? [chunkKeyEndingWith(page)] : [])]);
  const files = [...keys].flatMap((key) => [chunk(key).file, ...(chunk(key).css ?? [])]);
  const kB = (gzipSize(shellHtml) + files.reduce((sum, file) => sum + gzipSize(file), 0)) / 1024;
  console.info(`    ${path}: ${kB.toFixed(1)} kB`);
}

// A reload on one of them loads the area and that chunk: reported for the record, the area budget is the entry's.
const laterSteps = {
  'priced steps (plans, summary, payment)': ['src/features/quote/onboarding-priced-steps.ts'],
  'price form (calculate price)': ['src/features/quote/onboarding-calculate-price-page.tsx'],
  'personal details form': ['src/features/quote/onboarding-about-you-page.tsx'],
};
const onboardingEntry = firstLoadChunks('onboarding', 'onboarding');
for (const [step, suffixes] of Object.entries(laterSteps)) {
  const keys = staticClosure([entry, ...onboardingEntry, ...suffixes.map(chunkKeyEndingWith)]);
  const files = [...keys].flatMap((key) => [chunk(key).file, ...(chunk(key).css ?? [])]);
  const kB = (gzipSize(shellHtml) + files.reduce((sum, file) => sum + gzipSize(file), 0)) / 1024;
  console.info(`    onboarding, a reload on the ${step}: ${kB.toFixed(1)} kB`);
}

// The accident statement's steps come one chunk each, after the area's first load (the safety question): what each
// step adds when the driver reaches it, on a roadside signal.
const claimsFirstLoad = staticClosure([entry, ...firstLoadChunks('claims', 'claims-report')]);
const claimsSteps = ['how', 'share', 'when-where', 'vehicle', 'circumstances', 'sketch', 'photos', 'review', 'sent'];
const stepKB = claimsSteps.map((step) => {
  const keys = staticClosure([chunkKeyEndingWith(`src/features/claims/pages/claims-report-${step}-page.tsx`)]);
  const added = [...keys].filter((key) => !claimsFirstLoad.has(key));
  const files = added.flatMap((key) => [chunk(key).file, ...(chunk(key).css ?? [])]);
  return `${step} ${(files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024).toFixed(1)}`;
});
console.info(
  `    claims, what a step adds to the area's first load when it is the first one opened (kB): ${stepKB.join(' · ')}`,
);

// The claim's page (issue 28), which a driver opens from a claim's e-mail: the claims area's first load (the entry, the
// area's chunk and texts), then the page's own small router, the page itself and its texts. The forms and the photo
// reducer come when the claim asks the driver for something, and the session (Firebase Auth) only in a browser where
// someone signed in before (reported apart). Issue 28 set no figure for it; the goal the budget holds is that a guest
// from the e-mail gets the area and the page only: no Firebase Auth (the session, ~30 kB) and no forms before the claim
// asks for one. Either would break 199 kB (the page held 198.6 kB, the page's own part 26.1 kB, when it was set).
const followPageBudget = 199;
const claimsKB = (keys: Iterable<string>) =>
  [...keys].flatMap((key) => [chunk(key).file, ...(chunk(key).css ?? [])]).reduce((sum, f) => sum + gzipSize(f), 0) /
  1024;
const followKeys = staticClosure([
  chunkKeyEndingWith('src/features/claims/follow/claims-follow-area.tsx'),
  chunkKeyEndingWith('src/features/claims/follow/claims-follow-page.tsx'),
  ...localeChunkKeys('claims-follow'),
]);
const followAddedKB = claimsKB([...followKeys].filter((key) => !claimsFirstLoad.has(key)));
const sessionKB = claimsKB(
  [...staticClosure([chunkKeyEndingWith('src/app/session/owner-session.tsx')])].filter(
    (key) => !claimsFirstLoad.has(key) && !followKeys.has(key),
  ),
);
const followKB = firstLoad('claims', 'claims-follow').kB + followAddedKB;
broken ||= followKB > followPageBudget;
console.info(
  `  ${followKB > followPageBudget ? '✗' : '✓'} the claim's page (/claims/follow/…) ${followKB.toFixed(1)} kB` +
    ` (budget ${followPageBudget} kB): the page adds ${followAddedKB.toFixed(1)} kB to the area's first load,` +
    ` and the session ${sessionKB.toFixed(1)} kB where someone signed in before`,
);

// The policy's page (issue 43), which a guest opens from the policy e-mail and an account from its list: the area's
// first load, its small router, the page and its texts. The date of birth's form, the policy's view with its forms,
// and the session (where someone signed in before) each come after; the goal the budget holds is the claim's page's:
// a guest from the e-mail gets the page only, with no Firebase Auth and no Formik before the policy asks for a form.
// 165.4 at the first build that held it (the page's own part 10.7 kB).
const policyPageBudget = 166;
const policyFirstLoad = staticClosure([entry, ...firstLoadChunks('policy', 'policy')]);
const policyKeys = staticClosure([
  chunkKeyEndingWith('src/features/policy/policy-area.tsx'),
  chunkKeyEndingWith('src/features/policy/policy-page.tsx'),
  ...localeChunkKeys('policy'),
]);
const policyAddedKB = claimsKB([...policyKeys].filter((key) => !policyFirstLoad.has(key)));
const policyViewKB = claimsKB(
  [...staticClosure([chunkKeyEndingWith('src/features/policy/managed-policy-view.tsx')])].filter(
    (key) => !policyFirstLoad.has(key) && !policyKeys.has(key),
  ),
);
const policyKB = firstLoad('policy', 'policy').kB + policyAddedKB;
broken ||= policyKB > policyPageBudget;
console.info(
  `  ${policyKB > policyPageBudget ? '✗' : '✓'} the policy's page (/policy/…) ${policyKB.toFixed(1)} kB` +
    ` (budget ${policyPageBudget} kB): the page adds ${policyAddedKB.toFixed(1)} kB to the area's first load,` +
    ` and the policy's view with its forms ${policyViewKB.toFixed(1)} kB once the policy is known`,
);
const policyForbidden = modulesIn([...policyFirstLoad, ...policyKeys].flatMap((key) => [chunk(key).file])).filter(
  (module) => forbiddenOnHome.some((pattern) => pattern.test(module)),
);
broken ||= policyForbidden.length > 0;
console.info(
  `  ${policyForbidden.length > 0 ? '✗' : '✓'} no Firebase Auth, Firestore or Formik in the policy page's first load` +
    (policyForbidden.length > 0 ? `: ${policyForbidden.join(', ')}` : ''),
);

// The claims area's service worker (docs/decisions/0027-claims-offline.md): the area's layout starts it after its first
// render, with the statement kept for a page opened offline, from a chunk of its own; then the worker and its precache
// (the shell and what the area runs, what a reload without a signal opens) download in the background. No other page
// registers it (the check on the statement's code below covers it too).
const workerPath = join(dist, claimsServiceWorkerFile);
if (!existsSync(workerPath)) {
  console.error(`The build has no ${claimsServiceWorkerFile}: run \`npm run build\` again.`);
  process.exit(1);
}
const precache = [
  ...readFileSync(workerPath, 'utf8').matchAll(/\{url:"([^"]+)",revision:(?:null|"([0-9a-f]+)")\}/g),
].map(([, url = '', revision]) => ({
  file: url === appShellFile.replace(/\.html$/, '') ? appShellFile : url,
  revision,
}));
const offlineStartKeys = [
  ...staticClosure([chunkKeyEndingWith('src/features/claims/offline/claims-offline.ts')]),
].filter((key) => !claimsFirstLoad.has(key));
const claimsAreaKB = firstLoad('claims', 'claims-report').kB;
const offlineStartKB = claimsKB(offlineStartKeys);
// Workbox's revision of a file is its MD5: the worker must keep the shell Hosting serves, not one from before.
const shellRevision = createHash('md5')
  .update(readFileSync(join(dist, appShellFile)))
  .digest('hex');
const shellCurrent = precache.some(({ file, revision }) => file === appShellFile && revision === shellRevision);
broken ||= !shellCurrent;
const precacheKB = precache.reduce((sum, { file }) => sum + gzipSize(file), 0) / 1024;
const precacheRawKB = precache.reduce((sum, { file }) => sum + readFileSync(join(dist, file)).length, 0) / 1024;
console.info(
  `  ${shellCurrent ? '✓' : '✗'} claims with its service worker: the area's first load ${claimsAreaKB.toFixed(1)} kB` +
    ` + the worker's registration and the kept statement ${offlineStartKB.toFixed(1)} kB after the first render` +
    ` = ${(claimsAreaKB + offlineStartKB).toFixed(1)} kB; then the worker` +
    ` ${(gzipSize(claimsServiceWorkerFile) / 1024).toFixed(1)} kB and its precache ${precacheKB.toFixed(1)} kB` +
    ` (${precache.length} files, ${precacheRawKB.toFixed(0)} kB uncompressed)` +
    (shellCurrent ? '' : `, whose shell is not dist/${appShellFile}`),
);

// The place list (every Croatian settlement, docs/decisions/0015-place-list.md) comes with the place field, after the
// form has rendered; no page may carry it in its first load.
const placeListKey = chunkKeyEndingWith('src/app/ui/personal-details/places-data/places.json');
const placeListKB = gzipSize(chunk(placeListKey).file) / 1024;
const placeListOnFirstLoad = routeTable.filter((route) =>
  staticClosure([entry, ...firstLoadChunks(route.area, route.id)]).has(placeListKey),
);
broken ||= placeListOnFirstLoad.length > 0;
console.info(
  `  ${placeListOnFirstLoad.length > 0 ? '✗' : '✓'} the place list, fetched with the place field: ${placeListKB.toFixed(1)} kB` +
    (placeListOnFirstLoad.length > 0
      ? `, but in the first load of ${placeListOnFirstLoad.map((r) => r.id).join(', ')}`
      : ''),
);

// The accident statement's code (issue 27) comes with its own pages only: a visitor of any other page downloads none
// of it, not even the texts.
const claimsModule = /src\/features\/claims\/|locales\/[a-z]+\/claims(-[a-z]+)?\.json/;
const claimsOnOtherFirstLoads = routeTable.filter(
  (route) =>
    route.area !== 'claims' && modulesIn(firstLoad(route.area, route.id).files).some((m) => claimsModule.test(m)),
);
broken ||= claimsOnOtherFirstLoads.length > 0;
console.info(
  `  ${claimsOnOtherFirstLoads.length > 0 ? '✗' : '✓'} the accident statement's code only in its own area's first load` +
    (claimsOnOtherFirstLoads.length > 0 ? `, but in ${claimsOnOtherFirstLoads.map((r) => r.id).join(', ')}` : ''),
);

/**
 * What a pre-rendered page loads to hydrate, by the start it takes (docs/decisions/0022-light-start.md): the light
 * start's entry and, for a `page` page, its page chunks; or the app's entry and the page's chunks. With the lazy parts
 * its HTML names, which hydrate once their chunks arrive.
 */
function hydrationLoad(start: 'app' | 'light', area: RouteArea, routeId: RouteId, parts: string[]) {
  const graph = start === 'app' ? app : light;
  const files = (keys: Iterable<string>) =>
    [...keys].flatMap((key) => [graph.chunk(key).file, ...(graph.chunk(key).css ?? [])]);
  const roots =
    start === 'app'
      ? [entry, ...pageChunks(area, routeId)]
      : [lightEntryKey, ...(lightStarts[routeId] === 'page' ? light.pageChunks(area, routeId) : [])];
  const code = files(graph.staticClosure(roots));
  const partKeys = parts.map((part) => {
    const module = partModules[part];
    if (!module) throw new Error(`bench.ts does not know the lazy part "${part}"`);
    return graph.chunkKeyEndingWith(module);
  });
  const partFiles = files(graph.staticClosure(partKeys)).filter((file) => !code.includes(file));
  const kB = (list: string[]) => list.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  return { files: [boot, ...code], kB: kB([boot, ...code]), partsKB: kB(partFiles) };
}

console.info(
  'Pre-rendered pages (gzip): JavaScript to hydrate (the light start where it takes one, the app after) + the lazy parts its HTML holds; the HTML',
);
for (const { path, area, routeId } of prerenderedReported) {
  const html = readFileSync(join(dist, pageFile(path)), 'utf8');
  const parts = (
    JSON.parse(/<script type="application\/json" id="prerender-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
      parts?: string[];
    }
  ).parts;
  if (!parts) throw new Error(`${pageFile(path)} holds no pre-rendered state`);
  const app = hydrationLoad('app', area, routeId, parts);
  const first = lightStarts[routeId] ? hydrationLoad('light', area, routeId, parts) : app;
  const htmlKB = gzipSize(pageFile(path)) / 1024;
  const budget = prerenderedBudgets.javaScript[path];
  const over = (budget !== undefined && first.kB > budget) || htmlKB > prerenderedBudgets.html;
  broken ||= over;
  console.info(
    `  ${over ? '✗' : '✓'} ${path.padEnd(12)} ${first.kB.toFixed(1).padStart(6)} kB${budget ? ` (budget ${budget})` : ''}` +
      ` + parts ${first.partsKB.toFixed(1)} kB (${parts.join(', ')})` +
      (first === app ? '' : `; ${lightStarts[routeId]} light start, the app ${app.kB.toFixed(1)} kB`) +
      `; HTML ${htmlKB.toFixed(1)} kB (budget ${prerenderedBudgets.html})`,
  );
}

const homeModules = modulesIn([
  ...firstLoad('home', 'home').files,
  ...hydrationLoad('light', 'home', 'home', []).files,
]);
for (const pattern of forbiddenOnHome) {
  const found = homeModules.filter((module) => pattern.test(module));
  if (found.length > 0) {
    broken = true;
    console.error(`  ✗ the home page's first load contains ${pattern}: ${found[0]}`);
  }
}
if (!broken) console.info('  ✓ no Firebase Auth, Firestore or Formik in the home page first load');
process.exit(broken ? 1 : 0);
