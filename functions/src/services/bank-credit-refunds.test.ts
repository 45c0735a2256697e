import { describe, expect, it } from 'vitest';
import { endToEndIdPattern, maxPartyNameLength, maxRemittanceTextLength } from '../bank/bank-api.js';
import { refundCreditorName, refundEndToEndId, refundRemittanceText } from './bank-credit-refunds.js';

describe('a refund’s end-to-end id', () => {
  it('is the same for the same credit and attempt, and another for the next attempt or another credit', () => {
    expect(refundEndToEndId('MB20260301A1B2C3D4E5', 1)).toBe('RF1-MB20260301A1B2C3D4E5');
    expect(refundEndToEndId('MB20260301A1B2C3D4E5', 1)).toBe(refundEndToEndId('MB20260301A1B2C3D4E5', 1));
    expect(refundEndToEndId('MB20260301A1B2C3D4E5', 2)).not.toBe(refundEndToEndId('MB20260301A1B2C3D4E5', 1));
    expect(refundEndToEndId('MB20260301A1B2C3D4E6', 1)).not.toBe(refundEndToEndId('MB20260301A1B2C3D4E5', 1));
  });

  it.each(['MB20260301A1B2C3D4E5', 'A'.repeat(35), '2026-03-01/000123', 'Ref s razmacima i čćž', 'x'])(
    'is one SEPA takes for the entry reference %s',
    (entryReference) => {
      for (const attempt of [1, 9, 10, 99, 100])
        expect(refundEndToEndId(entryReference, attempt)).toMatch(endToEndIdPattern);
    },
  );

  it('tells apart references that differ only in what SEPA cannot carry', () => {
    expect(refundEndToEndId('2026/03/01-1', 1)).not.toBe(refundEndToEndId('2026-03-01-1', 1));
  });
});

describe('a refund’s texts', () => {
  const credit = {
    amountCents: 19356,
    bookedAt: new Date('2026-03-01T23:30:00Z'),
    reference: 'HR01 1234-567890123456-7',
    entryReference: 'MB20260301A1B2C3D4E5',
  };

  it('name the payment they return: its day in Zagreb, its amount and its reference', () => {
    expect(refundRemittanceText(credit, null)).toBe(
      'Povrat uplate od 02.03.2026. na 193,56 EUR, poziv na broj HR01 1234-567890123456-7, ref. MB20260301A1B2C3D4E5',
    );
    expect(refundRemittanceText({ ...credit, reference: null }, { orderNumber: 'AO-7K3M9Q2X4P' })).toBe(
      'Povrat viška uplate od 02.03.2026. na 193,56 EUR, narudžba AO-7K3M9Q2X4P',
    );
  });

  it('fit what SEPA carries', () => {
    const long = refundRemittanceText({ ...credit, reference: `HR01 ${'9'.repeat(200)}` }, null);
    expect([...long]).toHaveLength(maxRemittanceTextLength);
    expect([...refundCreditorName(`  ${'Ž'.repeat(100)} `)]).toHaveLength(maxPartyNameLength);
    expect(refundCreditorName(' Ivana Horvat ')).toBe('Ivana Horvat');
  });
});
