import { describe, expect, it } from 'vitest';
import type { BankCreditEntry } from './bank-api.js';
import { buildCamt054, creditEntryOf, maxCamt054Bytes, parseCamt054, type Camt054Entry } from './camt054.js';

const accountIban = 'HR1723600001101234565';

const credit = (change: Partial<BankCreditEntry> = {}): BankCreditEntry => ({
  entryReference: 'MB20260512A1B2C3D4E5',
  bookedAt: '2026-05-12T08:15:30.000Z',
  valueDate: '2026-05-12',
  amountCents: 19_356,
  currency: 'EUR',
  debtor: { name: 'Đurđica Šimić-Čačić', iban: 'HR8024840081107654325' },
  creditorIban: accountIban,
  reference: 'HR01 0267-306205804427-9',
  remittanceText: 'Polica AO ZG1234AB, vozač Đ. Žužić',
  endToEndId: 'E2E20260512ABCDEF',
  ...change,
});

const documentOf = (entries: Camt054Entry[]) =>
  buildCamt054({ messageId: 'MSG-1', createdAt: new Date('2026-05-12T08:15:31Z'), accountIban, entries });

function creditsOf(xml: string | Buffer): BankCreditEntry[] {
  const reading = parseCamt054(xml);
  if (!reading.ok) throw new Error(reading.error);
  return reading.credits;
}

/** A well-formed document as a bank might write it, its one entry's elements given as XML. */
const handWritten = (entry: string, account = accountIban) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>M-9</MsgId><CreDtTm>2026-05-12T10:15:31+02:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>N-9</Id>
      <Acct><Id><IBAN>${account}</IBAN></Id></Acct>
      <Ntry>${entry}</Ntry>
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;

const bookedCredit = (amount = '193.56', extra = '') =>
  `<Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
   <BookgDt><DtTm>2026-05-12T10:15:30+02:00</DtTm></BookgDt><AcctSvcrRef>REF-1</AcctSvcrRef>${extra}`;

describe('camt.054 built and read back', () => {
  it('gives back every field of several credits, Croatian letters and awkward characters included', () => {
    const credits = [
      credit(),
      credit({
        entryReference: 'MB2',
        amountCents: 1,
        debtor: { name: 'Žarko Ćosić & "Kćeri" <d.o.o.>', iban: 'DE89370400440532013000' },
        reference: null,
        remittanceText: "Uplata za 'premiju' – lipanj",
        endToEndId: 'NOTPROVIDED',
      }),
      credit({
        entryReference: 'MB3',
        amountCents: 123_456_789,
        debtor: { name: null, iban: null },
        reference: 'HR99',
        remittanceText: null,
      }),
    ];
    const xml = documentOf(credits.map(creditEntryOf));
    expect(xml).toContain('<Amt Ccy="EUR">0.01</Amt>');
    expect(xml).toContain('<Amt Ccy="EUR">1234567.89</Amt>');
    expect(xml).toContain('<Prtry>HR01</Prtry>');
    expect(xml).toContain('<Ref>0267-306205804427-9</Ref>');
    expect(creditsOf(xml)).toEqual(credits);
    expect(parseCamt054(xml)).toMatchObject({ ok: true, messageId: 'MSG-1', createdAt: '2026-05-12T08:15:31.000Z' });
  });

  it('reads from the bytes as well as from the text', () => {
    const xml = documentOf([creditEntryOf(credit())]);
    expect(creditsOf(Buffer.from(xml, 'utf8'))).toEqual([credit()]);
  });

  it('leaves out debits and entries that are not booked', () => {
    const booked = creditEntryOf(credit());
    const xml = documentOf([
      { ...booked, entryReference: 'DEBIT', creditDebit: 'DBIT', counterparty: { name: 'Refund', iban: null } },
      { ...booked, entryReference: 'PENDING', status: 'PDNG' },
      { ...booked, entryReference: 'INFO', status: 'INFO' },
      booked,
    ]);
    expect(creditsOf(xml).map((entry) => entry.entryReference)).toEqual([booked.entryReference]);
  });

  it('reads an empty notification as no credits', () => {
    expect(creditsOf(documentOf([]))).toEqual([]);
  });
});

describe('camt.054 as banks write it', () => {
  it('takes an offset in a time, a prefix on the elements and the older Dbtr/Nm and Sts forms', () => {
    const xml = `<n:Document xmlns:n="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><n:BkToCstmrDbtCdtNtfctn>
      <n:GrpHdr><n:MsgId>M</n:MsgId><n:CreDtTm>2026-01-02T00:30:00+01:00</n:CreDtTm></n:GrpHdr>
      <n:Ntfctn><n:Id>N</n:Id><n:Acct><n:Id><n:IBAN>hr17 2360 0001 1012 3456 5</n:IBAN></n:Id></n:Acct>
      <n:Ntry><n:Amt Ccy="EUR">50</n:Amt><n:CdtDbtInd>CRDT</n:CdtDbtInd><n:Sts>BOOK</n:Sts>
        <n:BookgDt><n:DtTm>2026-01-02T00:30:00.123456+01:00</n:DtTm></n:BookgDt><n:AcctSvcrRef>R</n:AcctSvcrRef>
        <n:NtryDtls><n:TxDtls><n:RltdPties><n:Dbtr><n:Nm>Ana Kovač</n:Nm></n:Dbtr></n:RltdPties>
          <n:RmtInf><n:Ustrd>Prvi</n:Ustrd><n:Ustrd>drugi &amp; tre&#263;i</n:Ustrd></n:RmtInf></n:TxDtls></n:NtryDtls>
      </n:Ntry></n:Ntfctn></n:BkToCstmrDbtCdtNtfctn></n:Document>`;
    expect(creditsOf(xml)).toEqual([
      {
        entryReference: 'R',
        bookedAt: '2026-01-01T23:30:00.123Z',
        // Absent from the entry: the Zagreb day of the booking.
        valueDate: '2026-01-02',
        amountCents: 5000,
        currency: 'EUR',
        debtor: { name: 'Ana Kovač', iban: null },
        creditorIban: accountIban,
        reference: null,
        remittanceText: 'Prvi drugi & treći',
        endToEndId: null,
      },
    ]);
  });

  it('parses amounts on the digits: one decimal, trailing zeros, the largest', () => {
    const cents = (amount: string) => creditsOf(handWritten(bookedCredit(amount)))[0]?.amountCents;
    expect(cents('0.1')).toBe(10);
    expect(cents('193.560')).toBe(19_356);
    expect(cents('0.29')).toBe(29);
    expect(cents('9999999999999.99')).toBe(999_999_999_999_999);
  });

  it('splits a batch booking into its transactions, each with its own reference and amount', () => {
    const tx = (ref: string, amount: string, name: string) =>
      `<TxDtls><Refs><AcctSvcrRef>${ref}</AcctSvcrRef></Refs><Amt Ccy="EUR">${amount}</Amt>
       <RltdPties><Dbtr><Pty><Nm>${name}</Nm></Pty></Dbtr></RltdPties></TxDtls>`;
    const xml = handWritten(
      bookedCredit('150.00', `<NtryDtls>${tx('T1', '100.00', 'Ana')}${tx('T2', '50.00', 'Ivo')}</NtryDtls>`),
    );
    expect(
      creditsOf(xml).map(({ entryReference, amountCents, debtor }) => [entryReference, amountCents, debtor.name]),
    ).toEqual([
      ['T1', 10_000, 'Ana'],
      ['T2', 5000, 'Ivo'],
    ]);
  });
});

describe('camt.054 refused', () => {
  const refusal = (xml: string | Buffer) => {
    const reading = parseCamt054(xml);
    return reading.ok ? 'accepted' : reading.error;
  };

  it.each<[string, string, RegExp]>([
    ['an empty body', '', /well-formed/],
    ['text', 'hello', /well-formed/],
    ['JSON', '{"credits":[]}', /well-formed/],
    ['unclosed elements', handWritten(bookedCredit()).slice(0, -20), /well-formed/],
    ['mismatched tags', '<Document><A>1</B></Document>', /well-formed/],
    [
      'another document',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><X/></Document>',
      /Not a camt.054/,
    ],
    ['two roots', `${handWritten(bookedCredit())}<Document/>`, /more than once/],
    ['an entity of HTML', handWritten(bookedCredit('193.56', '<AddtlNtryInf>&nbsp;</AddtlNtryInf>')), /entity/],
    ['a bare ampersand in an attribute', handWritten(bookedCredit().replace('Ccy="EUR"', 'Ccy="E&R"')), /entity/],
    [
      'a character reference to nothing',
      handWritten(bookedCredit('193.56', '<AddtlNtryInf>&#0;</AddtlNtryInf>')),
      /entity/,
    ],
    ['an amount with a comma', handWritten(bookedCredit('193,56')), /Amt is not an amount/],
    ['a negative amount', handWritten(bookedCredit('-193.56')), /Amt is not an amount/],
    ['an amount in exponent form', handWritten(bookedCredit('1e3')), /Amt is not an amount/],
    ['three decimals', handWritten(bookedCredit('193.561')), /more than two decimals/],
    ['a zero amount', handWritten(bookedCredit('0.00')), /zero/],
    ['too many digits', handWritten(bookedCredit('99999999999999.00')), /Amt is not an amount/],
    ['an amount without currency', handWritten(bookedCredit().replace(' Ccy="EUR"', '')), /no currency/],
    ['no AcctSvcrRef', handWritten(bookedCredit().replace('<AcctSvcrRef>REF-1</AcctSvcrRef>', '')), /no AcctSvcrRef/],
    [
      'a time without offset',
      handWritten(bookedCredit().replace('10:15:30+02:00', '10:15:30')),
      /BookgDt is not a date and time/,
    ],
    [
      '30 February',
      handWritten(bookedCredit().replace('2026-05-12T10', '2026-02-30T10')),
      /BookgDt is not a date and time/,
    ],
    ['a credit-debit indicator of neither', handWritten(bookedCredit().replace('>CRDT<', '>BOTH<')), /CRDT or DBIT/],
    [
      'two amounts on an entry',
      handWritten(bookedCredit('1.00', '<Amt Ccy="EUR">2.00</Amt>')),
      /Amt occurs more than once/,
    ],
    [
      'a transaction amount other than the entry’s',
      handWritten(bookedCredit('1.00', '<NtryDtls><TxDtls><Amt Ccy="EUR">2.00</Amt></TxDtls></NtryDtls>')),
      /do not add up/,
    ],
    ['an account that is no IBAN', handWritten(bookedCredit(), 'HR1723600001101234566'), /not a valid IBAN/],
    ['an element named __proto__', handWritten(bookedCredit('1.00', '<__proto__><x>1</x></__proto__>')), /__proto__/],
    ['nesting 200 deep', handWritten(bookedCredit('1.00', `${'<X>'.repeat(200)}${'</X>'.repeat(200)}`)), /nested/],
  ])('refuses %s with a reason, without throwing', (_, xml, reason) => {
    expect(refusal(xml)).toMatch(reason);
  });

  it('refuses a document type, so no entity is ever expanded or fetched', () => {
    const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE Document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>
${handWritten(bookedCredit('1.00', '<AddtlNtryInf>&c;</AddtlNtryInf>')).replace(/^<\?xml[^>]*>\n/, '')}`;
    const external = `<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]>${handWritten(bookedCredit())}`;
    expect(refusal(billionLaughs)).toMatch(/document type/);
    expect(refusal(external)).toMatch(/document type/);
  });

  it('refuses a body over the limit before parsing it', () => {
    const padding = `<AddtlNtryInf>${'x'.repeat(maxCamt054Bytes)}</AddtlNtryInf>`;
    expect(refusal(handWritten(bookedCredit('1.00', padding)))).toMatch(/exceeds/);
    expect(refusal(Buffer.alloc(maxCamt054Bytes + 1, 0x20))).toMatch(/exceeds/);
  });

  it('refuses an unknown entity even inside a debit it would skip', () => {
    const debit = bookedCredit().replace('>CRDT<', '>DBIT<') + '<AddtlNtryInf>&foo;</AddtlNtryInf>';
    expect(refusal(handWritten(debit))).toMatch(/entity/);
  });
});
