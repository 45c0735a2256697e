/**
 * A HUB-3 payment slip (uplatnica): what the driver's mobile bank reads from its PDF417 barcode and what the slip page
 * and the slip PDF print. The payload rules are the Croatian Banking Association's (HUB 3 standard, `HRVHUB30`); the
 * reference model is decision 0034.
 */

/** A party as HUB-3 prints it: three lines, each cut to the standard's length for that field. */
export interface SlipParty {
  name: string;
  street: string;
  /** Postal code and place: "10000 Zagreb". */
  place: string;
}

/** Every field of the `HRVHUB30` barcode, in the order the payload carries them. */
export interface Hub3Slip {
  currency: 'EUR';
  /** Whole cents; the payload writes them as 15 digits. */
  amountCents: number;
  payer: SlipParty;
  payee: SlipParty;
  /** The payee's IBAN, HR and 19 digits. */
  iban: string;
  /** "HR01": the bank checks the reference's control digit before the money moves. */
  model: 'HR01';
  /** Poziv na broj primatelja, "1234-567890123456-7": up to 22 characters, digits and hyphens. */
  reference: string;
  /** ISO 20022 purpose code, four capitals: INSU is an insurance premium. */
  purposeCode: string;
  /** Opis plaćanja, up to 35 characters. */
  description: string;
}

/** The slip as the payment page shows it, with its barcode drawn by the server. */
export interface PaymentSlipView extends Hub3Slip {
  /** Euros, as the driver pays them. */
  amount: number;
  /** The last day (ISO date, Zagreb) the insurer holds this price; a payment after it is not turned into a policy. */
  validUntil: string;
  /** The PDF417 barcode as a PNG, base64. */
  barcodePng: string;
}
