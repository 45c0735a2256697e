import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insurerPaths, type InsurerClaimResponse } from '../insurer-api.js';
import { defaultFixturesDir, loadFixtures } from './fixtures.js';
import { createMockInsurer } from './mock-insurer.js';

const photo = Buffer.from('photo bytes');
const claim = (changes: Record<string, unknown> = {}) => ({
  statementId: 'A1b2C3d4E5f6G7h8I9j0',
  lockHash: 'a'.repeat(64),
  lockedAt: '2026-11-27T10:00:00.000Z',
  policies: [{ role: 'A', policyNumber: '10-2026-0000001', licensePlate: 'ZG1234AB' }],
  statement: { statementId: 'A1b2C3d4E5f6G7h8I9j0' },
  pdf: Buffer.from('%PDF-1.7').toString('base64'),
  photos: [
    {
      role: 'A',
      photoId: '00000000-0000-4000-8000-000000000000',
      contentType: 'image/jpeg',
      sha256: createHash('sha256').update(photo).digest('hex'),
      data: photo.toString('base64'),
    },
  ],
  ...changes,
});

describe('POST /v1/claims on the mock insurer', () => {
  it('answers a claim number, the same one for the same statement, and another for another statement', () => {
    const insurer = createMockInsurer(loadFixtures(defaultFixturesDir));
    const first = insurer.answer(insurerPaths.claims, claim());
    expect(first.status).toBe(201);
    const { claimNumber } = first.body as InsurerClaimResponse;
    expect(claimNumber).toMatch(/^ŠT-2026-\d{6}$/);
    expect((insurer.answer(insurerPaths.claims, claim()).body as InsurerClaimResponse).claimNumber).toBe(claimNumber);
    const other = insurer.answer(insurerPaths.claims, claim({ statementId: 'Z'.repeat(20) }));
    expect((other.body as InsurerClaimResponse).claimNumber).not.toBe(claimNumber);
  });

  it('refuses a claim naming none of its policies, a photo whose bytes are not the hashed ones, and a PDF that is not one', () => {
    const insurer = createMockInsurer(loadFixtures(defaultFixturesDir));
    const [photoSent] = claim().photos;
    for (const changes of [
      { policies: [] },
      { photos: [{ ...photoSent, data: Buffer.from('other bytes').toString('base64') }] },
      { pdf: Buffer.from('not a pdf').toString('base64') },
    ]) {
      const answer = insurer.answer(insurerPaths.claims, claim(changes));
      expect(answer.status).toBe(400);
    }
  });
});
