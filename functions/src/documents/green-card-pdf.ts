/**
 * The green card (international motor insurance card) issued with every policy: the Council of Bureaux's layout of
 * numbered boxes, printed black on white as the Council has allowed since 1 July 2020, on one A4 page. Rendered from
 * the stored policy alone, never from the clock, so it can be downloaded again at any time and gives the same file.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import {
  greenCardCountries,
  greenCardNumber,
  isCrossedOut,
  type GreenCardCountry,
} from '../contracts/green-card-countries.js';
import { addressLine, insurerIdentity } from '../contracts/trader-identity.js';
import type { EPolicy } from './e-policy.js';
import { greenCardTexts } from './green-card-texts.js';
import { widthOf, wrap, type HouseFonts, type TextStyle } from './pdf-house-style.js';
import { countryName, fill, formatInstant, policyTexts } from './policy-texts.js';

/** What the card states: the policy's facts it repeats, and the card's own number from the insurer. */
export type GreenCard = Pick<
  EPolicy,
  'locale' | 'policyNumber' | 'startsAt' | 'endsAt' | 'issuedAt' | 'policyholder' | 'vehicle'
> & {
  greenCard: { countryCode: string; insurerCode: string; cardNumber: string };
};

/** The card's vehicle categories (box 5). */
export type GreenCardCategory = 'A' | 'B' | 'C' | 'E' | 'F' | 'G';

/**
 * Box 5 from the register's category: M1 (or the register's numeric "1") a car, L a motorcycle, N a lorry and T a
 * tractor, M2/M3 a bus, O a trailer; anything else, or nothing known, "other".
 */
export function vehicleCategory(categoryDesc: string | null): GreenCardCategory {
  const category = (categoryDesc ?? '').trim().toUpperCase();
  if (category === 'M1' || category === '1') return 'A';
  if (category.startsWith('L')) return 'B';
  if (category.startsWith('N') || category.startsWith('T')) return 'C';
  if (category === 'M2' || category === 'M3') return 'E';
  if (category.startsWith('O')) return 'F';
  return 'G';
}

/** A4 in points. */
const page = { width: 595.28, height: 841.89, margin: 36 };
const inner = page.width - 2 * page.margin;
const ink = rgb(0, 0, 0);
const white = rgb(1, 1, 1);
const pad = 6;
const numberBox = 14;
const codesPerRow = 12;
const codeHeight = 22;

/** Draws on the one page with y measured from the top, as the card is read. */
class Card {
  constructor(
    private readonly page: PDFPage,
    readonly styles: Record<
      'title' | 'subtitle' | 'label' | 'value' | 'number' | 'notice' | 'small' | 'code',
      TextStyle
    >,
  ) {}

  text(value: string, x: number, top: number, style: TextStyle) {
    this.page.drawText(value, { x, y: page.height - top - style.size, ...style });
  }

  lines(lines: readonly string[], x: number, top: number, style: TextStyle): number {
    lines.forEach((line, index) => this.text(line, x, top + index * style.lineHeight, style));
    return lines.length * style.lineHeight;
  }

  rect(x: number, top: number, width: number, height: number, borderWidth = 0.8, fill?: typeof ink) {
    this.page.drawRectangle({
      x,
      y: page.height - top - height,
      width,
      height,
      borderColor: ink,
      borderWidth,
      color: fill,
    });
  }

  line(x1: number, top1: number, x2: number, top2: number, thickness: number) {
    this.page.drawLine({
      start: { x: x1, y: page.height - top1 },
      end: { x: x2, y: page.height - top2 },
      thickness,
      color: ink,
    });
  }

  /** A numbered box: its number in a black square, its label beside it; answers where its content starts. */
  box(number: number, label: string, x: number, top: number, width: number, height: number): number {
    const { label: labelStyle } = this.styles;
    this.rect(x, top, width, height);
    this.rect(x, top, numberBox, numberBox, 0.8, ink);
    const digit = String(number);
    this.page.drawText(digit, {
      x: x + (numberBox - widthOf(digit, this.styles.number)) / 2,
      y: page.height - top - numberBox + 4,
      ...this.styles.number,
      color: white,
    });
    const labelLines = wrap(label, labelStyle, width - numberBox - 2 * pad);
    this.lines(labelLines, x + numberBox + pad, top + 3, labelStyle);
    return top + Math.max(numberBox, 3 + labelLines.length * labelStyle.lineHeight) + 4;
  }

  /** A box holding lines of values under its label. */
  valueBox(
    number: number,
    label: string,
    values: readonly string[],
    x: number,
    top: number,
    width: number,
    height: number,
  ) {
    const contentTop = this.box(number, label, x, top, width, height);
    const { value } = this.styles;
    this.lines(
      values.flatMap((each) => wrap(each, value, width - 2 * pad)),
      x + pad,
      contentTop,
      value,
    );
  }

  /** Box 7's grid: one cell per member bureau, crossed out where the policy does not cover the country. */
  countries(countries: readonly GreenCardCountry[], x: number, top: number, width: number) {
    const cellWidth = width / codesPerRow;
    const { code: style } = this.styles;
    countries.forEach((country, index) => {
      const cellX = x + (index % codesPerRow) * cellWidth;
      const cellTop = top + Math.floor(index / codesPerRow) * codeHeight;
      this.rect(cellX, cellTop, cellWidth, codeHeight, 0.6);
      const textWidth = widthOf(country.code, style);
      this.text(country.code, cellX + (cellWidth - textWidth) / 2, cellTop + (codeHeight - style.size) / 2 - 1, style);
      if (isCrossedOut(country)) {
        this.line(cellX + 2, cellTop + 2, cellX + cellWidth - 2, cellTop + codeHeight - 2, 1.4);
        this.line(cellX + 2, cellTop + codeHeight - 2, cellX + cellWidth - 2, cellTop + 2, 1.4);
      }
    });
  }
}

/** dd/MM/yyyy of an instant in Croatian time. */
const zagrebDate = (iso: string) => formatInstant(iso).slice(0, 10);

export async function renderGreenCardPdf(card: GreenCard, fonts: HouseFonts): Promise<Uint8Array> {
  const t = greenCardTexts[card.locale];
  const texts = policyTexts[card.locale];
  const number = greenCardNumber(card.greenCard);
  const { policyholder, vehicle } = card;
  const known = (value: string | null) => (value === null || value === '' ? t.unknown : value);

  // Without `updateMetadata: false` pdf-lib stamps the current time, and the same card would give another file.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  // Fixed subset names instead of pdf-lib's random ones, for the same reason.
  const regular = await pdf.embedFont(fonts.regular, { subset: true, customName: 'AODOCR+DejaVuSans' });
  const bold = await pdf.embedFont(fonts.bold, { subset: true, customName: 'AODOCB+DejaVuSans-Bold' });
  pdf.setTitle(fill(t.documentTitle, { number }), { showInWindowTitleBar: true });
  pdf.setSubject(t.subject);
  pdf.setAuthor(insurerIdentity.name);
  pdf.setCreator(texts.publisher);
  pdf.setProducer(texts.publisher);
  pdf.setLanguage(card.locale);
  pdf.setCreationDate(new Date(card.issuedAt));
  pdf.setModificationDate(new Date(card.issuedAt));

  const sheet = new Card(pdf.addPage([page.width, page.height]), {
    title: { font: bold, size: 15, lineHeight: 19, color: ink },
    subtitle: { font: regular, size: 9.5, lineHeight: 13, color: ink },
    label: { font: regular, size: 7.5, lineHeight: 9.5, color: ink },
    value: { font: bold, size: 10.5, lineHeight: 14, color: ink },
    number: { font: bold, size: 9, lineHeight: 11, color: ink },
    notice: { font: bold, size: 10, lineHeight: 13.5, color: ink },
    small: { font: regular, size: 7.5, lineHeight: 10, color: ink },
    code: { font: bold, size: 9, lineHeight: 11, color: ink },
  });
  const { styles } = sheet;
  const x = page.margin;
  let top = page.margin;

  top += sheet.lines(wrap(t.title, styles.title, inner), x, top, styles.title);
  top += sheet.lines([t.subtitle], x, top + 2, styles.subtitle) + 10;

  // The notice first and framed twice: a driver who reads nothing else reads that a screen will not do.
  const noticeLines = wrap(t.paperNotice, styles.notice, inner - 2 * pad - 4);
  const noticeHeight = noticeLines.length * styles.notice.lineHeight + 2 * pad;
  sheet.rect(x, top, inner, noticeHeight, 2);
  sheet.lines(noticeLines, x + pad + 2, top + pad, styles.notice);
  top += noticeHeight + 12;

  const half = inner / 2;
  const rowHeight = 48;
  sheet.valueBox(1, t.boxes.bureau, [t.boxes.bureauValue], x, top, half, rowHeight);
  sheet.valueBox(
    2,
    t.boxes.validity,
    [fill(t.boxes.validityValue, { from: zagrebDate(card.startsAt), to: zagrebDate(card.endsAt) })],
    x + half,
    top,
    half,
    rowHeight,
  );
  top += rowHeight;

  const numberTop = sheet.box(3, t.boxes.number, x, top, inner, rowHeight);
  sheet.text(number, x + pad, numberTop, { ...styles.title, size: 16 });
  top += rowHeight;

  const category = vehicleCategory(vehicle.categoryDesc);
  const widths = [inner * 0.38, inner * 0.27, inner * 0.35] as const;
  sheet.valueBox(4, t.boxes.registration, [known(vehicle.licensePlate ?? vehicle.vin)], x, top, widths[0], rowHeight);
  sheet.valueBox(
    5,
    t.boxes.category,
    [fill(t.categoryValue, { code: category, name: t.categories[category] })],
    x + widths[0],
    top,
    widths[1],
    rowHeight,
  );
  sheet.valueBox(6, t.boxes.make, [known(vehicle.manufacturer)], x + widths[0] + widths[1], top, widths[2], rowHeight);
  top += rowHeight;

  const { countries } = greenCardCountries;
  const crossedOut = countries.filter(isCrossedOut).map((country) => country.code);
  const crossedOutLines = wrap(fill(t.crossedOut, { codes: crossedOut.join(', ') }), styles.small, inner - 2 * pad);
  const gridHeight = Math.ceil(countries.length / codesPerRow) * codeHeight;
  const countriesHeight = 28 + gridHeight + 6 + crossedOutLines.length * styles.small.lineHeight + pad;
  const gridTop = sheet.box(7, t.boxes.countries, x, top, inner, countriesHeight) + 2;
  sheet.countries(countries, x + pad, gridTop, inner - 2 * pad);
  sheet.lines(crossedOutLines, x + pad, gridTop + gridHeight + 6, styles.small);
  top += countriesHeight;

  const insured = [
    `${policyholder.firstName} ${policyholder.lastName}`,
    [policyholder.address, policyholder.houseNumber].filter(Boolean).join(' '),
    `${policyholder.postalCode} ${policyholder.city}`,
    countryName(texts, policyholder.country),
  ];
  const insurer = [insurerIdentity.name, addressLine(insurerIdentity.address), countryName(texts, 'HR')];
  const addressHeight = 96;
  sheet.valueBox(8, t.boxes.insured, insured, x, top, half, addressHeight);
  sheet.valueBox(9, t.boxes.insurer, insurer, x + half, top, half, addressHeight);
  top += addressHeight + 10;

  top += sheet.lines(wrap(t.legend, styles.small, inner), x, top, styles.small) + 4;
  sheet.lines(
    wrap(
      fill(t.policy, { policyNumber: card.policyNumber, issuedAt: formatInstant(card.issuedAt) }),
      styles.small,
      inner,
    ),
    x,
    top,
    styles.small,
  );
  sheet.text(
    fill(t.footer, { publisher: texts.publisher, number }),
    x,
    page.height - page.margin - styles.small.size,
    styles.small,
  );
  return pdf.save();
}
