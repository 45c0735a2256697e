/**
 * The European accident statement as the PDF both drivers and the insurer get: the paper form's two-column layout
 * (common part on top, vehicle A in blue on the left, B in yellow on the right, the 17 circumstances between them,
 * then the sketch, remarks and signatures), the lock's hash in the footer, and the photos in an appendix. Rendered
 * from the statement alone, never from the clock, so the same locked statement always gives the same file.
 */
import fontkit from '@pdf-lib/fontkit';
import { LineCapStyle, PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import {
  circumstanceNumbers,
  croatianInsurers,
  type AccidentStatementView,
  type PartyRole,
  type SignatureState,
  type StatementSideView,
} from '../contracts/accident-statement.js';
import {
  impactFrameSize,
  impactShapes,
  partyColors,
  pathOf,
  signatureAspectRatio,
  sketchColors,
  sketchShapes,
  sketchSize,
  vehicleLabelAt,
  type SketchShape,
} from '../contracts/sketch-geometry.js';
import { insurerIdentity } from '../contracts/trader-identity.js';
import circumstancesEn from '../contracts/locales/en/claims-circumstances.json' with { type: 'json' };
import circumstancesHr from '../contracts/locales/hr/claims-circumstances.json' with { type: 'json' };
import { loadHouseFonts } from './house-fonts.js';
import en from './locales/accident-statement.en.json' with { type: 'json' };
import hr from './locales/accident-statement.hr.json' with { type: 'json' };
import { countryName, fill, formatInstant, policyTexts } from './policy-texts.js';

type Language = 'hr' | 'en';
export type AccidentStatementTexts = typeof hr;
export const accidentStatementTexts: Readonly<Record<Language, AccidentStatementTexts>> = { hr, en };
export const circumstanceTexts: Readonly<Record<Language, typeof circumstancesHr>> = {
  hr: circumstancesHr,
  en: circumstancesEn,
};

export interface StatementPhotoFile {
  role: PartyRole;
  photoId: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface AccidentStatementPdfInput {
  statement: AccidentStatementView;
  language: Language;
  photos: StatementPhotoFile[];
}

/** A4 in points; a form, so narrower margins than the house's letters. */
const page = { width: 595.28, height: 841.89, margin: 28 };
const inner = page.width - 2 * page.margin;
const gap = 6;
const sideWidth = 180;
const middleWidth = inner - 2 * sideWidth - 2 * gap;
const footerHeight = 30;
/** Lines in one of the common part's boxes (1–5); three witnesses with long addresses go on in the appendix. */
const maxCellLines = 9;

const hex = (value: string): RGB =>
  rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  );
// The house style's text colours (pdf-house-style.ts, from the site's theme).
const ink = rgb(0.106, 0.149, 0.192);
const muted = rgb(0.29, 0.353, 0.408);
const heading = rgb(0.027, 0.204, 0.278);
const border = rgb(0.788, 0.827, 0.859);
const white = rgb(1, 1, 1);

interface Style {
  font: PDFFont;
  size: number;
  lineHeight: number;
  color: RGB;
}

/** Breaks at spaces and line breaks; a word wider than the line is cut where it must be. */
function wrap(text: string, style: Style, width: number, firstWidth = width): string[] {
  const lines: string[] = [];
  const measure = (value: string) => style.font.widthOfTextAtSize(value, style.size);
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const limit = lines.length === 0 ? firstWidth : width;
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= limit) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (measure(line) > (lines.length === 0 ? firstWidth : width) && line.length > 1) {
        const limitNow = lines.length === 0 ? firstWidth : width;
        let cut = line.length - 1;
        while (cut > 1 && measure(line.slice(0, cut)) > limitNow) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Draws on one page with y measured from the top, as the form is read. */
class Sheet {
  constructor(
    readonly page: PDFPage,
    readonly styles: Record<'title' | 'subtitle' | 'heading' | 'label' | 'value' | 'small' | 'bold', Style>,
  ) {}

  text(value: string, x: number, top: number, style: Style) {
    this.page.drawText(value, { x, y: page.height - top - style.size, ...style });
  }

  /** Lines from `top`; answers the height used. */
  lines(lines: readonly string[], x: number, top: number, style: Style): number {
    lines.forEach((line, index) => this.text(line, x, top + index * style.lineHeight, style));
    return lines.length * style.lineHeight;
  }

  rect(x: number, top: number, width: number, height: number, options: { fill?: RGB; stroke?: RGB } = {}) {
    this.page.drawRectangle({
      x,
      y: page.height - top - height,
      width,
      height,
      color: options.fill,
      borderColor: options.stroke,
      borderWidth: options.stroke ? 0.6 : 0,
    });
  }

  /** Geometry's shapes (y down, their own units) scaled into the box at `x`, `top`. */
  shapes(shapes: readonly SketchShape[], x: number, top: number, scale: number) {
    const at = { x, y: page.height - top, scale };
    for (const shape of shapes) {
      switch (shape.kind) {
        case 'rect':
          this.page.drawSvgPath(
            pathOf([
              { x: shape.x, y: shape.y },
              { x: shape.x + shape.width, y: shape.y },
              { x: shape.x + shape.width, y: shape.y + shape.height },
              { x: shape.x, y: shape.y + shape.height },
            ]),
            { ...at, color: hex(sketchColors[shape.fill]) },
          );
          break;
        case 'circle': {
          const { cx, cy, r } = shape;
          this.page.drawSvgPath(`M${cx - r} ${cy}A${r} ${r} 0 1 0 ${cx + r} ${cy}A${r} ${r} 0 1 0 ${cx - r} ${cy}Z`, {
            ...at,
            color: hex(sketchColors[shape.fill]),
            ...(shape.stroke && {
              borderColor: hex(sketchColors[shape.stroke]),
              borderWidth: shape.strokeWidth ?? 0.5,
            }),
          });
          break;
        }
        case 'polygon':
          this.page.drawSvgPath(pathOf(shape.points), {
            ...at,
            color: hex(sketchColors[shape.fill]),
            ...(shape.stroke && {
              borderColor: hex(sketchColors[shape.stroke]),
              borderWidth: shape.strokeWidth ?? 0.5,
            }),
          });
          break;
        case 'line':
          this.page.drawSvgPath(pathOf([shape.from, shape.to], false), {
            ...at,
            borderColor: hex(sketchColors[shape.stroke]),
            borderWidth: shape.width,
            ...(shape.dash && { borderDashArray: shape.dash }),
          });
          break;
      }
    }
  }

  /** A checkbox, crossed when ticked, as a driver marks the paper form. */
  box(x: number, top: number, size: number, ticked: boolean, color: RGB) {
    this.rect(x, top, size, size, { fill: white, stroke: color });
    if (!ticked) return;
    const bottom = page.height - top - size;
    const inset = size * 0.2;
    const line = { thickness: 1.1, color: ink };
    this.page.drawLine({
      start: { x: x + inset, y: bottom + inset },
      end: { x: x + size - inset, y: bottom + size - inset },
      ...line,
    });
    this.page.drawLine({
      start: { x: x + inset, y: bottom + size - inset },
      end: { x: x + size - inset, y: bottom + inset },
      ...line,
    });
  }
}

/** Texts that did not fit their box on the form, printed whole in the appendix. */
interface Overflow {
  heading: string;
  text: string;
}

export async function renderAccidentStatementPdf(input: AccidentStatementPdfInput): Promise<Uint8Array> {
  const { statement, language, photos } = input;
  const t = accidentStatementTexts[language];
  const circumstances = circumstanceTexts[language];
  const countries = policyTexts[language];
  const fonts = await loadHouseFonts();

  // Without `updateMetadata: false` pdf-lib stamps the current time, and the same statement would give another file.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(fonts.regular, { subset: true, customName: 'AODOCR+DejaVuSans' });
  const bold = await pdf.embedFont(fonts.bold, { subset: true, customName: 'AODOCB+DejaVuSans-Bold' });
  pdf.setTitle(fill(t.documentTitle, { statementId: statement.statementId }), { showInWindowTitleBar: true });
  pdf.setSubject(t.subject);
  pdf.setAuthor(insurerIdentity.name);
  pdf.setCreator(countries.publisher);
  pdf.setProducer(countries.publisher);
  pdf.setLanguage(language);
  const created = statement.lock?.lockedAt ?? statement.updatedAt;
  pdf.setCreationDate(new Date(created));
  pdf.setModificationDate(new Date(created));

  const styles = {
    title: { font: bold, size: 14, lineHeight: 17, color: heading },
    subtitle: { font: regular, size: 7.5, lineHeight: 9.5, color: muted },
    heading: { font: bold, size: 7.2, lineHeight: 9, color: heading },
    label: { font: regular, size: 6.2, lineHeight: 8.4, color: muted },
    value: { font: regular, size: 7.2, lineHeight: 8.4, color: ink },
    small: { font: regular, size: 6.2, lineHeight: 7.6, color: ink },
    bold: { font: bold, size: 7.2, lineHeight: 8.4, color: ink },
  };
  let sheet = new Sheet(pdf.addPage([page.width, page.height]), styles);
  const pages: Sheet[] = [sheet];
  const overflows: Overflow[] = [];
  const known = (value: string | null | undefined) => (value ? value : t.unknown);
  const joined = (...values: (string | null | undefined)[]) => values.filter(Boolean).join(', ');
  const country = (code: string | null | undefined) => (code ? countryName(countries, code) : null);

  /**
   * A label and its value on one line, the value wrapping under it; at most `maxLines`, the rest in the appendix.
   * Answers the height used.
   */
  const field = (label: string, value: string, x: number, top: number, width: number, maxLines = 3, full = label) => {
    const labelWidth = styles.label.font.widthOfTextAtSize(label, styles.label.size) + 3;
    sheet.text(label, x, top + 0.8, styles.label);
    let lines = wrap(value, styles.value, width, width - labelWidth);
    if (lines.length > maxLines) {
      overflows.push({ heading: full, text: value });
      lines = lines.slice(0, maxLines);
      const last = maxLines - 1;
      let cut = lines[last] ?? '';
      while (cut && styles.value.font.widthOfTextAtSize(`${cut} …`, styles.value.size) > width) cut = cut.slice(0, -1);
      lines[last] = `${cut} …`;
    }
    lines.forEach((line, index) =>
      sheet.text(line, index === 0 ? x + labelWidth : x, top + index * styles.value.lineHeight, styles.value),
    );
    return Math.max(1, lines.length) * styles.value.lineHeight + 1;
  };

  // Title.
  let top = page.margin;
  sheet.text(t.title, page.margin, top, styles.title);
  top += styles.title.lineHeight;
  sheet.text(
    fill(t.subtitle, { publisher: countries.publisher, statementId: statement.statementId }),
    page.margin,
    top,
    styles.subtitle,
  );
  top += styles.subtitle.lineHeight + 4;

  // 1–5: the common part, in a row of boxes.
  const { common } = statement;
  const commonTop = top;
  const cell = (inner - 4 * gap) / 5;
  const cellX = (index: number) => page.margin + index * (cell + gap);
  const cellText = (index: number, title: string, lines: string[], width = cell) => {
    const x = cellX(index);
    const used = 3 + sheet.lines(wrap(title, styles.heading, width - 6), x + 3, commonTop + 3, styles.heading);
    let wrapped = lines.flatMap((line) => wrap(line, styles.value, width - 6));
    if (wrapped.length > maxCellLines) {
      overflows.push({ heading: title, text: lines.join('\n') });
      wrapped = [...wrapped.slice(0, maxCellLines - 1), t.continued];
    }
    return used + sheet.lines(wrapped, x + 3, commonTop + used, styles.value) + 3;
  };
  const place = common.place;
  const coordinates = place.coordinates
    ? fill(t.common.coordinates, {
        latitude: place.coordinates.latitude.toFixed(5),
        longitude: place.coordinates.longitude.toFixed(5),
        accuracy: String(Math.round(place.coordinates.accuracy)),
      })
    : null;
  const yesNo = (value: boolean | null | undefined) =>
    value === null || value === undefined ? t.unknown : value ? t.yes : t.no;
  const witnesses = common.witnesses
    .map((witness) => joined(witness.name, witness.address, witness.phone))
    .filter(Boolean);
  const witnessLines = witnesses.length ? witnesses : [t.common.noWitnesses];
  const heights = [
    cellText(0, t.common.date, [`${known(common.date)} ${common.time ?? ''}`.trim()]),
    cellText(
      1,
      t.common.place,
      [
        joined(place.address, [place.postalCode, place.place].filter(Boolean).join(' '), country(place.country)) ||
          t.unknown,
        coordinates ?? '',
      ].filter(Boolean),
    ),
    cellText(2, t.common.injuries, [t.common.injuriesNone]),
    cellText(3, t.common.damage, [
      `${t.common.otherVehicles}: ${yesNo(common.otherVehiclesDamaged)}`,
      `${t.common.objects}: ${yesNo(common.objectsDamaged)}`,
    ]),
    cellText(4, t.common.witnesses, witnessLines.slice(0, 3)),
  ];
  const commonHeight = Math.max(...heights);
  heights.forEach((_, index) => sheet.rect(cellX(index), commonTop, cell, commonHeight, { stroke: border }));
  top = commonTop + commonHeight + gap;

  // 6–11 for A and B, 12 between them.
  const columnsTop = top;
  const xA = page.margin;
  const xMiddle = xA + sideWidth + gap;
  const xB = xMiddle + middleWidth + gap;
  const sideB = statement.sides.B;

  const sideColumn = (role: PartyRole, side: StatementSideView | null, x: number): number => {
    const colours = partyColors[role];
    sheet.rect(x, columnsTop, sideWidth, 13, { fill: hex(colours.fill) });
    sheet.text(t.parties[role], x + 4, columnsTop + 3, { ...styles.bold, color: hex(colours.text) });
    let y = columnsTop + 16;
    const width = sideWidth - 8;
    const left = x + 4;
    if (!side) {
      const note = statement.otherParty === 'left' ? t.parties.left : t.parties.none;
      y += sheet.lines(wrap(note, styles.value, width), left, y, styles.value);
      return y - columnsTop + 4;
    }
    const s = t.side;
    const full = (label: string) => `${t.parties[role]} · ${label}`;
    const section = (title: string) => {
      y += 2;
      sheet.text(title, left, y, styles.heading);
      y += styles.heading.lineHeight;
    };
    const row = (label: string, value: string, maxLines = 2) => {
      y += field(label, value, left, y, width, maxLines, full(label));
    };
    const person = side.policyholder;
    section(s.policyholder);
    row(s.name, known(joined(person.firstName, person.lastName).replace(', ', ' ')));
    row(
      s.address,
      known(
        joined(person.address, [person.postalCode, person.place].filter(Boolean).join(' '), country(person.country)),
      ),
    );
    row(s.contact, known(joined(person.phone, person.email)));

    const vehicle = side.vehicle;
    section(s.vehicle);
    row(s.makeModel, known([vehicle.make, vehicle.model].filter(Boolean).join(' ')));
    row(
      s.plate,
      known(
        [vehicle.plate, vehicle.registrationCountry && `(${vehicle.registrationCountry})`].filter(Boolean).join(' '),
      ),
    );
    if (vehicle.trailerPlate)
      row(
        s.trailer,
        [vehicle.trailerPlate, vehicle.trailerCountry && `(${vehicle.trailerCountry})`].filter(Boolean).join(' '),
      );

    const insurance = side.insurance;
    section(s.insurance);
    const insurerName =
      croatianInsurers.find((insurer) => insurer.code === insurance.insurerCode)?.name ?? insurance.insurerName;
    row(s.insurer, known(insurerName));
    row(s.policyNumber, known(insurance.policyNumber));
    if (insurance.greenCardNumber) row(s.greenCard, insurance.greenCardNumber);
    row(s.valid, fill(s.validValue, { from: known(insurance.validFrom), until: known(insurance.validUntil) }));
    row(s.ownDamage, yesNo(insurance.ownDamageCovered));
    if (side.linkedPolicy) row('✓', s.linkedPolicy, 1);

    const driver = side.driver;
    section(s.driver);
    row(s.name, known([driver.firstName, driver.lastName].filter(Boolean).join(' ')));
    row(s.dateOfBirth, known(driver.dateOfBirth));
    row(
      s.address,
      known(
        joined(driver.address, [driver.postalCode, driver.place].filter(Boolean).join(' '), country(driver.country)),
      ),
    );
    row(s.contact, known(joined(driver.phone, driver.email)));
    row(
      s.licence,
      fill(s.licenceValue, {
        number: known(driver.licenceNumber),
        category: known(driver.licenceCategory),
        until: known(driver.licenceValidUntil),
      }),
    );

    // 10 and 11 side by side: the car's top view with the arrow, the damage in words beside it.
    section(s.impact);
    const scale = 0.5;
    const pictureTop = y;
    sheet.rect(left, pictureTop, impactFrameSize.width * scale, impactFrameSize.height * scale, {
      fill: white,
      stroke: border,
    });
    sheet.shapes(impactShapes(side.impact), left, pictureTop, scale);
    if (!side.impact) sheet.text(s.noImpact, left + 2, pictureTop + impactFrameSize.height * scale + 1, styles.label);
    const textLeft = left + impactFrameSize.width * scale + 6;
    const textWidth = width - impactFrameSize.width * scale - 6;
    sheet.text(s.damage, textLeft, pictureTop, styles.heading);
    let damageLines = wrap(known(side.damage), styles.value, textWidth);
    if (damageLines.length > 6) {
      overflows.push({ heading: full(s.damage), text: side.damage ?? '' });
      damageLines = [...damageLines.slice(0, 5), t.continued];
    }
    sheet.lines(damageLines, textLeft, pictureTop + styles.heading.lineHeight, styles.value);
    y = pictureTop + impactFrameSize.height * scale + styles.label.lineHeight + 2;
    return y - columnsTop;
  };

  const heightA = sideColumn('A', statement.sides.A, xA);
  const heightB = sideColumn('B', sideB, xB);

  // 12: the circumstances, A's box left and B's right of each item, as on paper.
  const boxSize = 7.5;
  const ticked = {
    A: new Set(statement.sides.A.circumstances),
    B: new Set(sideB?.circumstances ?? []),
  };
  sheet.rect(xMiddle, columnsTop, middleWidth, 13, { fill: hex('#e4e9ed') });
  const middleTitle = `12. ${circumstances.heading}`;
  sheet.text(
    middleTitle,
    xMiddle + (middleWidth - bold.widthOfTextAtSize(middleTitle, styles.heading.size)) / 2,
    columnsTop + 3,
    styles.heading,
  );
  let y = columnsTop + 16;
  y += sheet.lines(wrap(circumstances.instruction, styles.label, middleWidth - 4), xMiddle + 2, y, styles.label) + 2;
  const textLeft = xMiddle + boxSize + 14;
  const textWidth = middleWidth - 2 * (boxSize + 16);
  for (const number of circumstanceNumbers) {
    const lines = wrap(
      circumstances.items[String(number) as keyof typeof circumstances.items],
      styles.small,
      textWidth,
    );
    const rowHeight = Math.max(boxSize + 2, lines.length * styles.small.lineHeight + 2);
    sheet.box(xMiddle + 1, y + (rowHeight - boxSize) / 2 - 1, boxSize, ticked.A.has(number), hex(partyColors.A.fill));
    if (sideB)
      sheet.box(
        xMiddle + middleWidth - boxSize - 1,
        y + (rowHeight - boxSize) / 2 - 1,
        boxSize,
        ticked.B.has(number),
        hex('#a16207'),
      );
    sheet.text(`${number}`, xMiddle + boxSize + 4, y + (rowHeight - lines.length * styles.small.lineHeight) / 2, {
      ...styles.small,
      font: bold,
    });
    sheet.lines(lines, textLeft, y + (rowHeight - lines.length * styles.small.lineHeight) / 2, styles.small);
    y += rowHeight;
    sheet.page.drawLine({
      start: { x: xMiddle, y: page.height - y + 0.5 },
      end: { x: xMiddle + middleWidth, y: page.height - y + 0.5 },
      thickness: 0.3,
      color: border,
    });
  }
  // The count of ticked boxes per side, so nobody can add a cross later.
  y += 3;
  const countBox = 13;
  const countLines = wrap(circumstances.count, styles.label, middleWidth - 2 * (countBox + 8));
  const countHeight = Math.max(countBox, countLines.length * styles.label.lineHeight);
  const countStyle = { ...styles.bold, size: 8 };
  const drawCount = (x: number, role: PartyRole, count: string) => {
    sheet.rect(x, y, countBox, countBox, { fill: white, stroke: hex(partyColors[role].fill) });
    sheet.text(count, x + (countBox - bold.widthOfTextAtSize(count, countStyle.size)) / 2, y + 2.5, countStyle);
  };
  drawCount(xMiddle + 1, 'A', String(ticked.A.size));
  sheet.lines(
    countLines,
    xMiddle + countBox + 6,
    y + (countHeight - countLines.length * styles.label.lineHeight) / 2,
    styles.label,
  );
  if (sideB) drawCount(xMiddle + middleWidth - countBox - 1, 'B', String(ticked.B.size));
  y += countHeight + 4;
  const heightMiddle = y - columnsTop;

  const columnsHeight = Math.max(heightA, heightB, heightMiddle);
  sheet.rect(xA, columnsTop, sideWidth, columnsHeight, { stroke: hex(partyColors.A.fill) });
  sheet.rect(xB, columnsTop, sideWidth, columnsHeight, { stroke: hex('#a16207') });
  sheet.rect(xMiddle, columnsTop, middleWidth, columnsHeight, { stroke: border });
  top = columnsTop + columnsHeight + gap;

  // 13 in the middle, 14 each side of it; 15 under them. They stay together: when long answers have pushed them
  // past the page, they start the next one.
  const sketchBox = middleWidth;
  const signatureHeight = sideWidth / signatureAspectRatio;
  const bottomHeight =
    sketchBox + 12 + gap + 2 * styles.bold.lineHeight + styles.heading.lineHeight + signatureHeight + 12;
  if (top + bottomHeight > page.height - page.margin - footerHeight) {
    sheet = new Sheet(pdf.addPage([page.width, page.height]), styles);
    pages.push(sheet);
    top = page.margin;
  }
  const bottomTop = top;
  sheet.rect(xMiddle, bottomTop, middleWidth, sketchBox + 12, { stroke: border });
  sheet.text(t.sketch.heading, xMiddle + 3, bottomTop + 3, { ...styles.heading, size: 6.6 });
  const sketchTop = bottomTop + 12;
  const sketch = common.sketch;
  if (sketch) {
    const scale = (sketchBox - 2) / sketchSize;
    sheet.shapes(sketchShapes(sketch), xMiddle + 1, sketchTop, scale);
    const letter = { ...styles.bold, size: 6.5 };
    for (const role of ['A', 'B'] as const) {
      const placement = sketch.vehicles[role];
      if (!placement) continue;
      const at = vehicleLabelAt(placement);
      const width = bold.widthOfTextAtSize(role, letter.size);
      sheet.text(role, xMiddle + 1 + at.x * scale - width / 2, sketchTop + at.y * scale - letter.size / 2 - 0.5, {
        ...letter,
        color: hex(partyColors[role].text),
      });
    }
    sheet.text(t.sketch.layouts[sketch.layout], xMiddle + 3, sketchTop + sketchBox - 9, styles.label);
  } else {
    sheet.lines(
      wrap(t.sketch.none, styles.value, sketchBox - 8),
      xMiddle + 4,
      sketchTop + sketchBox / 2 - 4,
      styles.value,
    );
  }

  const remarks = (role: PartyRole, side: StatementSideView | null, x: number) => {
    sheet.rect(x, bottomTop, sideWidth, sketchBox + 12, { stroke: hex(role === 'A' ? partyColors.A.fill : '#a16207') });
    sheet.rect(x, bottomTop, 4, sketchBox + 12, { fill: hex(partyColors[role].fill) });
    sheet.text(t.side.remarks, x + 8, bottomTop + 3, styles.heading);
    if (!side) return;
    const maxLines = Math.floor((sketchBox - 4) / styles.value.lineHeight);
    let lines = wrap(known(side.remarks), styles.value, sideWidth - 14);
    if (lines.length > maxLines) {
      overflows.push({ heading: `${t.parties[role]} · ${t.side.remarks}`, text: side.remarks ?? '' });
      lines = [...lines.slice(0, maxLines - 1), t.continued];
    }
    sheet.lines(lines, x + 8, bottomTop + 13, styles.value);
  };
  remarks('A', statement.sides.A, xA);
  remarks('B', sideB, xB);
  top = bottomTop + sketchBox + 12 + gap;

  // 15: the note first, so a driver reads what signing means before the signatures.
  const noteLines = wrap(t.signature.note, styles.bold, inner);
  top += sheet.lines(noteLines, page.margin, top, styles.bold) + 2;
  const signature = (role: PartyRole, state: SignatureState | null, x: number) => {
    sheet.text(`${t.side.signature} ${role}`, x, top, styles.heading);
    const boxTop = top + styles.heading.lineHeight;
    sheet.rect(x, boxTop, sideWidth, signatureHeight, {
      fill: white,
      stroke: hex(role === 'A' ? partyColors.A.fill : '#a16207'),
    });
    if (state?.kind === 'signed') {
      for (const stroke of state.signature.strokes) {
        const points = stroke.map(([px, py]) => ({ x: px * sideWidth, y: py * signatureHeight }));
        // A tap is a dot: a path needs two points to be drawn.
        const [only] = points;
        if (only && points.length === 1) points.push({ x: only.x + 0.5, y: only.y });
        sheet.page.drawSvgPath(pathOf(points, false), {
          x,
          y: page.height - boxTop,
          borderColor: ink,
          borderWidth: 1.2,
          borderLineCap: LineCapStyle.Round,
        });
      }
      sheet.text(
        fill(t.signature.signedAt, { at: formatInstant(state.signedAt) }),
        x,
        boxTop + signatureHeight + 2,
        styles.label,
      );
    } else if (state?.kind === 'declined') {
      const lines = wrap(fill(t.signature.declined, { reason: state.reason }), styles.value, sideWidth - 8).slice(0, 5);
      sheet.lines(lines, x + 4, boxTop + 4, styles.value);
      sheet.text(formatInstant(state.declinedAt), x, boxTop + signatureHeight + 2, styles.label);
    } else {
      sheet.text(t.signature.missing, x + 4, boxTop + 4, styles.label);
    }
  };
  signature('A', statement.sides.A.signature, xA);
  if (sideB) signature('B', sideB.signature, xB);
  // The appendix: texts that did not fit, then the photos, two to a page.
  const appendixPage = () => {
    const next = new Sheet(pdf.addPage([page.width, page.height]), styles);
    pages.push(next);
    next.text(t.appendix.heading, page.margin, page.margin, styles.title);
    return { sheet: next, top: page.margin + styles.title.lineHeight + 8 };
  };
  let appendix = appendixPage();
  const bottomLimit = page.height - page.margin - footerHeight;
  const paragraph = (text: string, style: Style) => {
    for (const line of wrap(text, style, inner)) {
      if (appendix.top + style.lineHeight > bottomLimit) appendix = appendixPage();
      appendix.sheet.text(line, page.margin, appendix.top, style);
      appendix.top += style.lineHeight;
    }
  };
  const appendixHeading = { ...styles.heading, size: 10, lineHeight: 14 };
  const body = { ...styles.value, size: 9, lineHeight: 12 };
  if (overflows.length) {
    paragraph(t.appendix.texts, appendixHeading);
    for (const overflow of overflows) {
      paragraph(overflow.heading, styles.bold);
      paragraph(overflow.text, body);
      appendix.top += 6;
    }
    appendix.top += 8;
  }
  paragraph(t.appendix.photos, appendixHeading);
  if (!photos.length) paragraph(t.appendix.noPhotos, body);
  const images = await Promise.all(photos.map((photo) => embedPhoto(pdf, photo)));
  const photoHeight = (bottomLimit - page.margin - 60) / 2;
  photos.forEach((photo, index) => {
    const image = images[index];
    const values = { number: String(index + 1), role: photo.role, id: photo.photoId, type: photo.contentType };
    if (!image) {
      paragraph(fill(t.appendix.separate, values), body);
      return;
    }
    if (appendix.top + photoHeight + body.lineHeight > bottomLimit) appendix = appendixPage();
    paragraph(fill(t.appendix.photo, values), styles.bold);
    const fit = image.scaleToFit(inner, photoHeight - body.lineHeight - 6);
    appendix.sheet.page.drawImage(image, {
      x: page.margin,
      y: page.height - appendix.top - 2 - fit.height,
      width: fit.width,
      height: fit.height,
    });
    appendix.top += fit.height + 12;
  });

  // Every page's footer: the lock's time and hash (what a reader checks a copy against), the statement, the page.
  const lockText = statement.lock
    ? fill(t.lock.locked, { at: formatInstant(statement.lock.lockedAt), hash: statement.lock.hash })
    : t.lock.draft;
  const footerLeft = fill(t.footer, { publisher: countries.publisher, statementId: statement.statementId });
  pages.forEach((each, index) => {
    const number = fill(countries.pageNumber, { page: String(index + 1), pages: String(pages.length) });
    const footerTop = page.height - page.margin - 8;
    each.text(footerLeft, page.margin, footerTop, styles.label);
    each.text(
      number,
      page.width - page.margin - regular.widthOfTextAtSize(number, styles.label.size),
      footerTop,
      styles.label,
    );
    each.text(lockText, page.margin, footerTop - 9, styles.label);
  });
  return pdf.save();
}

/** JPEG and PNG go into the PDF; WebP and HEIC cannot, and are named instead (the e-mail carries them). */
async function embedPhoto(pdf: PDFDocument, photo: StatementPhotoFile): Promise<PDFImage | null> {
  try {
    if (photo.contentType === 'image/jpeg') return await pdf.embedJpg(photo.bytes);
    if (photo.contentType === 'image/png') return await pdf.embedPng(photo.bytes);
  } catch {
    // A photo whose bytes do not decode is listed like one that cannot be embedded: the statement still goes out.
  }
  return null;
}
