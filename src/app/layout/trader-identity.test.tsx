import { screen, waitFor } from '@testing-library/react';
import regularFont from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?inline';
import boldFont from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?inline';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { addressLine, insurerIdentity, traderIdentity } from '@contracts/trader-identity';
import type { EPolicy } from '../../../functions/src/documents/e-policy';
import { renderEPolicyPdf } from '../../../functions/src/documents/e-policy-pdf';
import { composePolicyEmail } from '../../../functions/src/documents/policy-email';
import common from '../../../locales/hr/common.json';
import { renderApp } from '../../test/render-app';

// The same font files the functions read from disk; Vite inlines them here as data: URLs.
const bytesOf = (dataUrl: string) =>
  Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0));
const fonts = { regular: bytesOf(regularFont), bold: bytesOf(boldFont) };

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

const policy: EPolicy = {
  locale: 'hr',
  policyNumber: '10-2026-0001234',
  policyControlNumber: '4820193756',
  startsAt: '2026-11-23T23:35:00Z',
  endsAt: '2027-11-23T23:35:00Z',
  issuedAt: '2026-11-23T13:35:12Z',
  policyholder: {
    firstName: 'Ivana',
    lastName: 'Horvat',
    personalIdentificationNumber: '69435151530',
    dateOfBirth: '1985-03-07',
    address: 'Ilica',
    houseNumber: '1',
    postalCode: '10000',
    city: 'Zagreb',
    country: 'HR',
    email: 'ivana.horvat@primjer.hr',
    phone: '+385 91 234 5678',
  },
  policyholderIsRegisteredOwner: true,
  vehicle: {
    licensePlate: 'ZG5678CD',
    vin: null,
    manufacturer: 'Škoda',
    model: 'Octavia',
    variant: null,
    yearOfManufacture: 2020,
    enginePowerInKw: 110,
    categoryDesc: 'M1',
  },
  covers: [{ coverCode: 'MTPL', premium: 289.5, premiumTax: 37.76 }],
  discount: null,
  referralDiscount: 0,
  total: 289.5,
  payment: { method: 'card', orderNumber: 'AO-1', approvalCode: '1', maskedPan: null, paidAt: '2026-11-23T13:34:58Z' },
  minimumSumsInsured: { personalInjury: 6_450_000, propertyDamage: 1_300_000 },
  territorialScope: 'green-card-system',
};

const links = {
  siteUrl: 'https://ao.hr/',
  registerUrl: 'https://ao.hr/r',
  contactUrl: 'https://ao.hr/c',
  manageUrl: 'https://ao.hr/policy/AO-1?t=x',
};

/** Who sells and who insures, as every reader must find them: name, seat and OIB of each. */
const identity = [
  `${traderIdentity.company}, ${addressLine(traderIdentity.address)}`,
  `OIB ${traderIdentity.oib}`,
  `${insurerIdentity.name}, ${addressLine(insurerIdentity.address)}`,
  `OIB ${insurerIdentity.oib}`,
];

describe('who sells and who insures', { timeout: 30_000 }, () => {
  it('is named the same in the footer, on the e-policy and in its e-mail', async () => {
    renderApp('/faq');
    const footer = await screen.findByRole('region', { name: common.layout.trader });
    await waitFor(() => expect(footer).toHaveTextContent(`OIB ${traderIdentity.oib}`));
    const pdf = await renderEPolicyPdf(policy, fonts);
    const { text: pdfText } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    const email = composePolicyEmail(policy, links);

    const readers = { footer: words(footer.textContent ?? ''), pdf: words(pdfText), email: words(email.text) };
    for (const [reader, text] of Object.entries(readers)) {
      for (const fact of identity) expect(text, `${reader} names ${fact}`).toContain(fact);
    }
  });
});
