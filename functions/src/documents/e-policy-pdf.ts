/**
 * The e-policy: the PDF a driver shows at a roadside check and keeps. It is rendered from the stored policy alone,
 * never from the clock, so it can be regenerated at any time and gives the same file.
 */
import { policyReceipt } from '../contracts/policy-receipt.js';
import { insurerIdentity } from '../contracts/trader-identity.js';
import type { EPolicy } from './e-policy.js';
import { Layout, type AmountRow, type HouseFonts } from './pdf-house-style.js';
import {
  countryName,
  deductionLabel,
  fill,
  formatDate,
  formatInstant,
  formatMoney,
  identityLines,
  paymentPlanLine,
  policyPeriod,
  policyTexts,
  type PolicyTexts,
} from './policy-texts.js';

/** Which version this is, when an endorsement made one, and which replaced it, so an old copy is not taken for new. */
function versionRows(t: PolicyTexts['policy'], version: EPolicy['version']) {
  if (!version) return [];
  const rows = [];
  if (version.endorsementNumber)
    rows.push([
      {
        label: t.version,
        value: fill(t.versionValue, {
          version: String(version.number),
          endorsementNumber: version.endorsementNumber,
          issuedAt: formatInstant(version.issuedAt),
        }),
      },
    ]);
  if (version.supersededBy)
    rows.push([
      {
        label: t.superseded,
        value: fill(t.supersededValue, {
          version: String(version.supersededBy.number),
          issuedAt: formatInstant(version.supersededBy.issuedAt),
        }),
      },
    ]);
  return rows;
}

export async function renderEPolicyPdf(policy: EPolicy, fonts: HouseFonts): Promise<Uint8Array> {
  const texts = policyTexts[policy.locale];
  const t = texts.policy;
  const { policyholder, vehicle, payment } = policy;
  const known = (value: string | number | null) => (value === null || value === '' ? texts.unknown : String(value));
  const issuedAt = formatInstant(policy.issuedAt);
  const euros = (amount: number) => formatMoney(amount, policy.locale);
  // Not the insurer's product name, which is Croatian only: the texts name the product in the policy's language.
  const subtitle = t.subtitle;
  const identity = identityLines(texts);

  const layout = await Layout.create(fonts, {
    title: fill(t.documentTitle, { policyNumber: policy.policyNumber }),
    subject: subtitle,
    author: insurerIdentity.name,
    publisher: texts.publisher,
    language: policy.locale,
    createdAt: new Date(policy.issuedAt),
  });
  const { small, smallPrint } = layout.styles;
  const paragraphs = (...blocks: string[]) => {
    for (const text of blocks) {
      layout.text(text, smallPrint);
      layout.space(4);
    }
  };

  layout.header(t.title, subtitle, [identity.insurer, identity.agent]);
  layout.space(4);
  layout.highlight([
    [
      { label: t.policyNumber, value: policy.policyNumber },
      { label: t.controlNumber, value: policy.policyControlNumber },
    ],
    [{ label: t.period, value: policyPeriod(texts, policy) }],
    ...versionRows(t, policy.version),
    // A copy downloaded after an early end must not pass for a running policy at a roadside check.
    ...(policy.ended ? [[{ label: t.ended, value: formatInstant(policy.ended.coverEndsAt) }]] : []),
  ]);

  const p = t.policyholder;
  layout.section(policy.policyholderIsRegisteredOwner ? p.headingOwner : p.heading);
  layout.rows([
    { label: p.name, value: `${policyholder.firstName} ${policyholder.lastName}` },
    {
      label: p.address,
      value: fill(p.addressValue, {
        street: [policyholder.address, policyholder.houseNumber].filter(Boolean).join(' '),
        postalCode: policyholder.postalCode,
        city: policyholder.city,
        country: countryName(texts, policyholder.country),
      }),
    },
    { label: p.oib, value: policyholder.personalIdentificationNumber },
    { label: p.dateOfBirth, value: formatDate(policyholder.dateOfBirth) },
  ]);

  const v = t.vehicle;
  layout.section(v.heading);
  layout.rows(
    [
      { label: v.licensePlate, value: known(vehicle.licensePlate) },
      { label: v.vin, value: known(vehicle.vin) },
      { label: v.manufacturer, value: known(vehicle.manufacturer) },
      { label: v.model, value: known([vehicle.model, vehicle.variant].filter(Boolean).join(' ')) },
      {
        label: v.power,
        value:
          vehicle.enginePowerInKw === null
            ? texts.unknown
            : fill(v.powerValue, { kw: String(vehicle.enginePowerInKw) }),
      },
      { label: v.year, value: known(vehicle.yearOfManufacture) },
      { label: v.category, value: known(vehicle.categoryDesc) },
    ],
    2,
  );

  const premium = t.premium;
  const receipt = policyReceipt(policy);
  const coverRows: AmountRow[] = receipt.covers.map((cover) => ({
    label: texts.covers[cover.coverCode],
    amounts: [euros(cover.premiumTax), euros(cover.premium)],
  }));
  for (const deduction of receipt.deductions) {
    coverRows.push({ label: deductionLabel(texts, deduction, policy.locale), amounts: ['', euros(-deduction.amount)] });
  }
  layout.section(premium.heading);
  layout.amountTable({ label: premium.cover, amounts: [premium.premiumTax, premium.premium] }, coverRows, {
    label: premium.total,
    amounts: ['', euros(receipt.total)],
  });
  layout.space(4);
  if (receipt.plan) layout.text(paymentPlanLine(texts, receipt.plan, policy.locale), small);
  layout.text(premium.note, small);

  const paid = t.payment;
  layout.section(paid.heading);
  layout.rows(
    [
      payment.maskedPan
        ? { label: paid.paidWith[payment.method], value: payment.maskedPan }
        : { label: paid.method, value: paid.methods[payment.method] },
      { label: paid.paidAt, value: formatInstant(payment.paidAt) },
      { label: payment.method === 'slip' ? paid.bankReference : paid.approvalCode, value: payment.approvalCode },
      { label: paid.orderNumber, value: payment.orderNumber },
    ],
    2,
  );

  layout.section(t.sums.heading);
  layout.text(t.sums.intro, smallPrint);
  layout.space(2);
  layout.rows(
    [
      { label: t.sums.personalInjury, value: euros(policy.minimumSumsInsured.personalInjury) },
      { label: t.sums.propertyDamage, value: euros(policy.minimumSumsInsured.propertyDamage) },
    ],
    2,
  );
  layout.space(4);
  layout.text(t.sums.abroad, small);

  const territory = t.territory[policy.territorialScope];
  layout.section(t.territory.heading);
  paragraphs(territory.withoutGreenCard, territory.withGreenCard);

  const accident = t.accident;
  layout.section(accident.heading);
  for (const step of [accident.safety, accident.police, accident.report, accident.details, accident.claim]) {
    layout.bullet(step, smallPrint);
  }

  layout.section(t.rights.heading);
  paragraphs(t.rights.withdrawal, t.rights.complaints);

  layout.rule();
  layout.text(`${fill(t.issued, { issuedAt })} ${t.terms}`, small);

  return layout.save({
    left: fill(t.footer, { publisher: texts.publisher, policyNumber: policy.policyNumber }),
    pageNumber: texts.pageNumber,
  });
}
