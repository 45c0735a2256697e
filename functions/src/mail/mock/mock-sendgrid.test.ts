import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMockSendgrid, maxStoredMessages, readMailSend } from './mock-sendgrid.js';

const valid = {
  personalizations: [{ to: [{ email: 'vozac@primjer.hr' }] }],
  from: { email: 'polica@primjer.hr' },
  reply_to: { email: 'podrska@primjer.hr' },
  subject: 'Vaša polica',
  content: [
    { type: 'text/plain', value: 'Pozdrav' },
    { type: 'text/html', value: '<p>Pozdrav</p>' },
  ],
  attachments: [{ content: 'JVBERi0=', filename: 'a.pdf', type: 'application/pdf', disposition: 'attachment' }],
  custom_args: { orderId: 'ORD-1' },
  categories: ['policy'],
};

/** Any JSON value, including the shapes of a valid body with one part replaced by anything. */
const nasty = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('', '__proto__', '<script>alert(1)</script>', 'a@b.hr', 'QUJD', 'text/plain', '\ud800'),
);
const bodies = fc.oneof(
  fc.jsonValue(),
  fc
    .record({ key: fc.constantFrom(...Object.keys(valid)), value: nasty })
    .map(({ key, value }) => ({ ...valid, [key]: value })),
  fc
    .record({ index: fc.nat(3), value: nasty })
    .map(({ index, value }) => ({ ...valid, content: valid.content.toSpliced(index, 0, value as never) })),
  fc
    .record({ value: nasty })
    .map(({ value }) => ({ ...valid, attachments: [{ ...valid.attachments[0], content: value }] })),
  fc.record({ value: nasty }).map(({ value }) => ({ ...valid, personalizations: [{ to: [value] }] })),
);

describe('readMailSend', () => {
  it('reads a valid body', () => {
    expect(readMailSend(valid)).toEqual({
      from: { email: 'polica@primjer.hr', name: null },
      to: [{ email: 'vozac@primjer.hr', name: null }],
      replyTo: { email: 'podrska@primjer.hr', name: null },
      subject: 'Vaša polica',
      text: 'Pozdrav',
      html: '<p>Pozdrav</p>',
      attachments: [
        {
          filename: 'a.pdf',
          type: 'application/pdf',
          disposition: 'attachment',
          contentId: null,
          content: Buffer.from('%PDF-'),
        },
      ],
      customArgs: { orderId: 'ORD-1' },
      categories: ['policy'],
      headers: {},
    });
  });

  it('never throws: any body is a message or a non-empty list of errors naming SendGrid fields', () => {
    fc.assert(
      fc.property(bodies, (body) => {
        const read = readMailSend(body);
        if ('errors' in read) {
          expect(read.errors.length).toBeGreaterThan(0);
          for (const error of read.errors) expect(typeof error.message).toBe('string');
        } else {
          expect(read.to.length).toBeGreaterThan(0);
          expect(read.text ?? read.html).toEqual(expect.any(String));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses an absurdly long address quickly instead of backtracking on it', () => {
    const started = performance.now();
    const read = readMailSend({ ...valid, from: { email: `a@${'a'.repeat(1_000_000)}!` } });
    expect(performance.now() - started).toBeLessThan(500);
    expect(read).toEqual({ errors: [expect.objectContaining({ field: 'from.email' })] });
  });
});

describe('the store', () => {
  it(`drops the oldest message beyond ${maxStoredMessages}`, () => {
    const sendgrid = createMockSendgrid();
    const subjects = Array.from({ length: maxStoredMessages + 2 }, (_, i) => `Poruka ${i}`);
    for (const subject of subjects) expect(sendgrid.receive({ ...valid, subject }).status).toBe(202);
    const kept = sendgrid.messages();
    expect(kept).toHaveLength(maxStoredMessages);
    expect(kept[0]?.subject).toBe(subjects.at(-1));
    expect(kept.at(-1)?.subject).toBe('Poruka 2');
  });

  it('counts an armed fault down to nothing', () => {
    const sendgrid = createMockSendgrid();
    expect(sendgrid.takeFault()).toBeUndefined();
    sendgrid.armFault({ status: 'timeout', count: 2 });
    expect([sendgrid.takeFault(), sendgrid.takeFault(), sendgrid.takeFault()]).toEqual([
      'timeout',
      'timeout',
      undefined,
    ]);
  });
});
