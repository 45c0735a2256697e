/**
 * A slip with every letter HUB 3 must carry (č ć đ š ž and their capitals, in the payer's name, street and the
 * description), for the tests of the payload, the barcode, the slip's PDF and its e-mail.
 */
import type { Hub3Slip } from '../contracts/payment-slip.js';

export const sampleOrderNumber = 'AO-7K3M9Q2XWB';

export const sampleSlip: Hub3Slip = {
  currency: 'EUR',
  amountCents: 19356,
  payer: { name: 'Đurđica Šimić-Čačić', street: 'Ulica kneza Branimira 12', place: '31000 Osijek' },
  payee: { name: 'AO online d.o.o.', street: 'Radnička cesta 80', place: '10000 Zagreb' },
  iban: 'HR1210010051863000160',
  model: 'HR01',
  // slipReferenceOf(sampleOrderNumber), written out so that a change there shows here.
  reference: '0267-306205804427-9',
  purposeCode: 'INSU',
  description: 'Polica AO ZG1234AB, vozač Đ. Žužić',
};
