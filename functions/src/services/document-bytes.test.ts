import { PDFDocument, PDFName, PDFString, type PDFDict } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { claimErrorKeys } from '../contracts/claim-error-keys.js';
import { plainJpeg } from '../../test/file-kit.js';
import { checkDocument, checkPdf, documentFileName, maxPdfObjects } from './document-bytes.js';

async function expectRefused(pdf: Buffer) {
  await expect(checkPdf(pdf)).rejects.toMatchObject({
    code: 'invalid-argument',
    details: { errorKey: claimErrorKeys.claimDocumentNotAccepted },
  });
}

/**
 * A one-page PDF as pdf-lib writes it, changed by `change` first. Saved with object streams (pdf-lib's default), the
 * dictionaries are compressed, so what is refused in them is found by parsing, not by looking at the bytes.
 */
async function pdf(change: (document: PDFDocument) => void | Promise<void> = () => {}, useObjectStreams = true) {
  const document = await PDFDocument.create();
  document.addPage([595, 842]).drawText('Predracun popravka', { x: 50, y: 780, size: 14 });
  await change(document);
  return Buffer.from(await document.save({ useObjectStreams }));
}

/** A PDF written by hand: the objects numbered from 1, the catalog first, and a cross-reference that is right. */
function handWritten(objects: string[], trailer = '') {
  let text = '%PDF-1.7\n';
  const offsets = objects.map((object, index) => {
    const at = text.length;
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) text += `${String(at).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}
const catalogAndPage = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'];
const page = (extra = '') => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${extra}>>`;

const javaScript = (document: PDFDocument, script = 'app.alert(1)') =>
  document.context.obj({ S: 'JavaScript', JS: PDFString.of(script) });
const firstPage = (document: PDFDocument) => document.getPage(0).node as PDFDict;

describe('checkPdf', () => {
  it('takes a document of as many objects as it may hold, and refuses one more, before reading the rest', async () => {
    const filler = (count: number) => Array.from({ length: count }, () => '<< /A 1 >>');
    const objects = (count: number) => [...catalogAndPage, page(), ...filler(count - 3)];
    await expect(checkPdf(handWritten(objects(maxPdfObjects)))).resolves.toBeUndefined();
    await expectRefused(handWritten(objects(maxPdfObjects + 1)));
  });

  it('takes a plain PDF, with or without object streams, and a hand-written one with a page and a link', async () => {
    await expect(checkPdf(await pdf())).resolves.toBeUndefined();
    await expect(checkPdf(await pdf(() => {}, false))).resolves.toBeUndefined();
    const link = '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://www.huo.hr/) >> >>';
    await expect(checkPdf(handWritten([...catalogAndPage, page('/Annots [4 0 R]'), link]))).resolves.toBeUndefined();
  });

  it.each<[string, (document: PDFDocument) => void | Promise<void>]>([
    ['JavaScript run on opening (OpenAction)', (d) => d.catalog.set(PDFName.of('OpenAction'), javaScript(d))],
    [
      'JavaScript as an indirect OpenAction',
      (d) => d.catalog.set(PDFName.of('OpenAction'), d.context.register(javaScript(d))),
    ],
    ["JavaScript in the document's names", (d) => d.addJavaScript('hello', 'app.alert(1)')],
    [
      'a launch action',
      (d) =>
        d.catalog.set(
          PDFName.of('OpenAction'),
          d.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe'), NewWindow: true }),
        ),
    ],
    [
      'a link annotation running JavaScript',
      (d) =>
        firstPage(d).set(
          PDFName.of('Annots'),
          d.context.obj([{ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: javaScript(d) }]),
        ),
    ],
    [
      'a link to a javascript: address',
      (d) =>
        firstPage(d).set(
          PDFName.of('Annots'),
          d.context.obj([
            {
              Type: 'Annot',
              Subtype: 'Link',
              Rect: [0, 0, 100, 100],
              A: { S: 'URI', URI: PDFString.of(' JavaScript:app.alert(1)') },
            },
          ]),
        ),
    ],
    [
      "a page's additional actions (AA), even one that only goes to a page",
      (d) => firstPage(d).set(PDFName.of('AA'), d.context.obj({ O: { S: 'GoTo', D: [d.getPage(0).ref, 'Fit'] } })),
    ],
    [
      'an embedded file',
      (d) => d.attach(Buffer.from('<html><script>alert(1)</script></html>'), 'racun.html', { mimeType: 'text/html' }),
    ],
    [
      'an XFA form',
      (d) =>
        d.catalog.set(
          PDFName.of('AcroForm'),
          d.context.obj({ Fields: [], XFA: d.context.register(d.context.stream('<xdp:xdp/>')) }),
        ),
    ],
    [
      'rich media',
      (d) =>
        firstPage(d).set(
          PDFName.of('Annots'),
          d.context.obj([{ Type: 'Annot', Subtype: 'RichMedia', Rect: [0, 0, 100, 100] }]),
        ),
    ],
    [
      'encryption (the trailer names an /Encrypt dictionary)',
      (d) => {
        d.context.trailerInfo.Encrypt = d.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -4 });
      },
    ],
  ])('refuses %s', async (_, change) => {
    const compressed = await pdf(change);
    await expectRefused(compressed);
    await expectRefused(await pdf(change, false));
  });

  it('finds JavaScript in a compressed object stream, where the bytes do not show it', async () => {
    const compressed = await pdf((d) => d.catalog.set(PDFName.of('OpenAction'), javaScript(d)));
    expect(compressed.includes('/JavaScript', 0, 'latin1')).toBe(false);
    await expectRefused(compressed);
  });

  it('refuses JavaScript a later definition of the same object hides from the parser, but not from a reader', async () => {
    let actionNumber = 0;
    const compressed = await pdf((d) => {
      const ref = d.context.register(javaScript(d));
      actionNumber = ref.objectNumber;
      d.catalog.set(PDFName.of('OpenAction'), ref);
    });
    // pdf-lib keeps the last definition it reads; a reader follows the cross-reference to the compressed one.
    await expectRefused(Buffer.concat([compressed, Buffer.from(`\n${actionNumber} 0 obj\n<< >>\nendobj\n`)]));
  });

  it("refuses an action inside a stream's data, where only a cross-reference would lead a reader", async () => {
    const hidden = await pdf((d) => {
      d.context.register(d.context.stream('7 0 obj << /S /Java#53cript /JS (app.alert(1)) >> endobj'));
    });
    await expectRefused(hidden);
  });

  it('refuses a name a reader unescapes and pdf-lib does not (lower-case hex: /#4aS is /JS)', async () => {
    const rendition = '<< /S /Rendition /#4aS (app.alert(1)) >>';
    const catalog = '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>';
    await expectRefused(handWritten([catalog, catalogAndPage[1] ?? '', page(), rendition]));
  });

  it('refuses HTML between %PDF- and %%EOF, bare or dressed in a trailer and a cross-reference', async () => {
    const html = '<!doctype html><html><body><script>fetch("/steal")</script></body></html>';
    await expectRefused(Buffer.from(`%PDF-1.7\n${html}\n%%EOF\n`, 'latin1'));
    const head = `%PDF-1.7\n${html}\n`;
    const dressed = `${head}xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n${head.length}\n%%EOF\n`;
    await expectRefused(Buffer.from(dressed, 'latin1'));
  });

  it('refuses a file cut off (in an object, and before its end-of-file marker), and one with no page', async () => {
    const whole = await pdf(() => {}, false);
    await expectRefused(whole.subarray(0, Math.floor(whole.length / 2)));
    await expectRefused(whole.subarray(0, whole.length - 10));
    await expectRefused(whole.subarray(0, whole.lastIndexOf('xref', undefined, 'latin1')));
    // Whole at both ends, damaged inside: an object pdf-lib would keep as an unreadable blob.
    await expectRefused(handWritten([...catalogAndPage, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595']));
    await expectRefused(handWritten(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']));
    // A page tree whose only child is itself.
    await expectRefused(
      handWritten(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R] /Count 1 >>']),
    );
  });
});

describe('checkDocument', () => {
  it('tells a PDF from a photo by the bytes alone, and refuses what is neither', async () => {
    const scan = await pdf();
    await expect(checkDocument(scan)).resolves.toEqual({ contentType: 'application/pdf', bytes: scan });
    await expect(checkDocument(plainJpeg)).resolves.toMatchObject({ contentType: 'image/jpeg' });
    await expectRefused(Buffer.from('<html><body>racun</body></html>'));
    await expectRefused(Buffer.alloc(0));
  });
});

describe('documentFileName', () => {
  it.each([
    ['racun.jpg', 'application/pdf', 'racun.pdf'],
    ['IMG_2041.PDF', 'image/jpeg', 'IMG_2041.jpg'],
    ['predracun.pdf', 'application/pdf', 'predracun.pdf'],
    ['slika.JPEG', 'image/jpeg', 'slika.JPEG'],
    ['Skenirano 12.11.2026', 'application/pdf', 'Skenirano 12.11.2026.pdf'],
    ['.jpg', 'application/pdf', 'dokument.pdf'],
    [`${'a'.repeat(116)}.jpg`, 'application/pdf', `${'a'.repeat(116)}.pdf`],
    ['a'.repeat(120), 'image/png', `${'a'.repeat(116)}.png`],
  ] as const)('%s that is %s is kept as %s', (name, contentType, kept) => {
    expect(documentFileName(name, contentType)).toBe(kept);
  });
});
