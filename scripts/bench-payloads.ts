/**
 * `npm run bench:payloads`: the largest requests a contract takes, answered within a second of server time, and the
 * bodies past them refused as fast. Sends each case 5 times (after one that warms its function up) through the
 * functions emulator and prints the median and the slowest; exits non-zero when a case's slowest answer takes a
 * second or more, or a case is not answered as it must be. Against a stack of its own (`npm run bench:payloads`) or a
 * running one (`tsx scripts/bench-payloads.ts` with the stack's environment).
 */
import { callNames } from '../functions/src/contracts/call-names.ts';
import type { GetClaimResponse } from '../functions/src/contracts/get-claim.ts';
import type { JoinAccidentStatementResponse } from '../functions/src/contracts/join-accident-statement.ts';
import { maxClaimDocumentBytes, maxPhotoBytes, signatureLimits } from '../functions/src/contracts/request-sizes.ts';
import type { StartAccidentStatementResponse } from '../functions/src/contracts/start-accident-statement.ts';
import {
  reviewedContent,
  statementCommon,
  statementSide,
  type StatementPhone,
} from '../functions/test/accident-kit.ts';
import { callOk, callWithBody, web } from '../functions/test/callable.ts';
import { seedClaim } from '../functions/test/claims-kit.ts';
import { jpegOf, scannedPdf } from '../functions/test/file-kit.ts';
import { percentile } from './percentile.ts';

const rounds = 5;
const goalMs = 1_000;

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** Two phones on a filled statement: what a signature needs. Answers A's phone and the content both review. */
async function statementToSign(): Promise<{ phone: StatementPhone; contentDigest: string }> {
  const started = await callOk<StartAccidentStatementResponse>(callNames.startAccidentStatement, {
    mode: 'two-phones',
    language: 'hr',
  });
  const joined = await callOk<JoinAccidentStatementResponse>(callNames.joinAccidentStatement, {
    code: started.join?.code,
  });
  const a = { statementId: started.statementId, partyToken: started.partyTokens.A ?? '' };
  await callOk(callNames.saveAccidentCommon, { ...a, common: statementCommon() });
  await callOk(callNames.saveAccidentSide, {
    ...a,
    role: 'A',
    side: statementSide('ZG1234AB', `a.${unique()}@primjer.hr`),
  });
  await callOk(callNames.saveAccidentSide, {
    ...joined,
    role: 'B',
    side: statementSide('ST987CD', `b.${unique()}@primjer.hr`),
  });
  return { phone: a, contentDigest: await reviewedContent(a) };
}

/** A signature at every limit: the most strokes, the most points in all. */
function largestSignature(): [number, number][][] {
  const perStroke = Math.floor(signatureLimits.points / signatureLimits.strokes);
  return Array.from({ length: signatureLimits.strokes }, (_, stroke) =>
    Array.from({ length: perStroke }, (_, point): [number, number] => [
      Math.round((point / perStroke) * 1000) / 1000,
      Math.round(((stroke % 10) / 10 + 0.05) * 1000) / 1000,
    ]),
  );
}

interface Case {
  name: string;
  /** A fresh request each round (a signature needs a statement of its own), and what its answer must be. */
  request: () => Promise<{ call: string; body: string; expect: 'answered' | 'refused' }>;
}

const jsonBody = (data: unknown) => JSON.stringify({ data });

async function claimDocumentCase(): Promise<Case> {
  const pdf = (await scannedPdf(maxClaimDocumentBytes)).toString('base64');
  return {
    name: `uploadClaimDocument, a ${(maxClaimDocumentBytes / 1024 / 1024).toFixed(0)} MiB PDF`,
    request: async () => {
      const claim = await seedClaim({ state: 'documents-missing' });
      const access = await callOk<GetClaimResponse>(callNames.getClaim, {
        ...web,
        claimId: claim.claimId,
        accessToken: null,
        dateOfBirth: claim.birthDates.A,
      });
      return {
        call: callNames.uploadClaimDocument,
        body: jsonBody({
          ...web,
          claimId: claim.claimId,
          accessToken: access.identityRequired ? null : access.accessToken,
          documentId: crypto.randomUUID(),
          code: 'repair-estimate',
          fileName: 'predracun.pdf',
          contentType: 'application/pdf',
          data: pdf,
        }),
        expect: 'answered',
      };
    },
  };
}

const cases = async (): Promise<Case[]> => [
  {
    name: `signAccidentStatement, ${signatureLimits.strokes} strokes, ${signatureLimits.points} points in all`,
    request: async () => {
      const { phone, contentDigest } = await statementToSign();
      return {
        call: callNames.signAccidentStatement,
        body: jsonBody({ ...phone, role: 'A', contentDigest, decision: 'sign', strokes: largestSignature() }),
        expect: 'answered',
      };
    },
  },
  {
    name: `uploadAccidentPhoto, a ${maxPhotoBytes / 1024} KiB JPEG`,
    request: async () => {
      const { phone } = await statementToSign();
      return {
        call: callNames.uploadAccidentPhoto,
        body: jsonBody({
          ...phone,
          role: 'A',
          photoId: crypto.randomUUID(),
          data: jpegOf(maxPhotoBytes).toString('base64'),
        }),
        expect: 'answered',
      };
    },
  },
  await claimDocumentCase(),
  {
    name: 'signAccidentStatement, 200 strokes × 2,000 points (8 MB, refused)',
    request: async () => ({
      call: callNames.signAccidentStatement,
      body: jsonBody({
        statementId: 'A'.repeat(20),
        partyToken: 'A'.repeat(43),
        role: 'A',
        contentDigest: '0'.repeat(64),
        decision: 'sign',
        strokes: Array.from({ length: 200 }, () => Array.from({ length: 2_000 }, () => [0.5, 0.5])),
      }),
      expect: 'refused',
    }),
  },
  {
    name: 'getGroupamaPricingForOptions, data 5,000 levels deep (refused)',
    request: async () => ({
      call: callNames.getGroupamaPricingForOptions,
      body: `{"data":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
      expect: 'refused',
    }),
  },
];

try {
  let missed = false;
  console.info(`the largest bodies, ${rounds} rounds each after a warm-up, through the functions emulator:`);
  for (const { name, request } of await cases()) {
    const durations: number[] = [];
    for (let round = 0; round <= rounds; round += 1) {
      const { call, body, expect } = await request();
      const startedAt = performance.now();
      const outcome = await callWithBody(call, body);
      const elapsed = performance.now() - startedAt;
      const answered = outcome.ok ? 'answered' : outcome.error.status === 'INVALID_ARGUMENT' ? 'refused' : 'failed';
      if (answered !== expect) {
        console.error(`  ✗ ${name}: ${answered} (${JSON.stringify(outcome.ok ? outcome.result : outcome.error)})`);
        missed = true;
        break;
      }
      if (round > 0) durations.push(elapsed);
    }
    if (durations.length < rounds) continue;
    durations.sort((a, b) => a - b);
    const slowest = durations.at(-1) ?? 0;
    const ok = slowest < goalMs;
    missed ||= !ok;
    console.info(
      `  ${ok ? '✓' : '✗'} ${name}: median ${percentile(durations, 50).toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms (goal < ${goalMs} ms)`,
    );
  }
  process.exitCode = missed ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
