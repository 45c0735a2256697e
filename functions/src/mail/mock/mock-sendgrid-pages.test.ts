import { describe, expect, it } from 'vitest';
import type { MockMessage } from './mock-sendgrid.js';
import { escapeHtml, formatZagrebTime, inboxPage } from './mock-sendgrid-pages.js';

const message = (attachmentCount: number, id = `id${attachmentCount}`): MockMessage => ({
  id,
  receivedAt: new Date('2026-03-05T13:07:00Z'),
  from: { email: 'polica@primjer.hr', name: null },
  to: [{ email: 'vozac@primjer.hr', name: null }],
  replyTo: null,
  subject: `Poruka s ${attachmentCount}`,
  text: 'Tekst',
  html: null,
  attachments: Array.from({ length: attachmentCount }, (_, index) => ({
    filename: `${index}.pdf`,
    type: 'application/pdf',
    disposition: 'attachment' as const,
    contentId: null,
    content: Buffer.from('x'),
  })),
  customArgs: {},
  categories: [],
  headers: {},
});

describe('formatZagrebTime', () => {
  it.each([
    ['2026-01-15T23:30:00Z', '16/01/2026 00:30'],
    ['2026-07-01T22:05:00Z', '02/07/2026 00:05'],
    ['2026-03-29T00:59:00Z', '29/03/2026 01:59'],
    ['2026-03-29T01:00:00Z', '29/03/2026 03:00'],
    ['2026-12-31T10:00:00Z', '31/12/2026 11:00'],
  ])('shows %s as %s (Zagreb, summer time included)', (iso, shown) => {
    expect(formatZagrebTime(new Date(iso))).toBe(shown);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});

describe('inboxPage', () => {
  it('counts messages and attachments in Croatian', () => {
    const { html } = inboxPage([0, 1, 2, 5, 21].map((count) => message(count)));
    expect(html).toContain('5 poruka;');
    for (const text of ['bez privitaka', '1 privitak<', '2 privitka<', '5 privitaka<', '21 privitak<'])
      expect(html).toContain(text);
    expect(html).toContain('<time datetime="2026-03-05T13:07:00.000Z">05/03/2026 14:07</time>');
  });

  it('says 1 poruka and 3 poruke', () => {
    expect(inboxPage([message(0)]).html).toContain('1 poruka;');
    expect(inboxPage([message(0, 'a'), message(0, 'b'), message(0, 'c')]).html).toContain('3 poruke;');
  });
});
