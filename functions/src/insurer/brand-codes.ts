import type { InsurerVehicleInfo } from './insurer-api.js';

/**
 * The insurer's brand codes (`brandCode` of a register record) and the manufacturer each stands for. Spec §3 derives
 * the manufacturer from the brand code: the code is what the register keeps consistently, while its free-text make
 * varies in spelling and case from record to record.
 */
const manufacturerOfBrand: Readonly<Record<string, string>> = {
  AUD: 'Audi',
  BMW: 'BMW',
  CIT: 'Citroën',
  DAC: 'Dacia',
  FIA: 'Fiat',
  FOR: 'Ford',
  HYU: 'Hyundai',
  KIA: 'Kia',
  MAZ: 'Mazda',
  MB: 'Mercedes-Benz',
  OPE: 'Opel',
  PEU: 'Peugeot',
  REN: 'Renault',
  SEA: 'Seat',
  SKO: 'Škoda',
  SUZ: 'Suzuki',
  TOY: 'Toyota',
  VW: 'Volkswagen',
  YAM: 'Yamaha',
};

/**
 * The manufacturer of a register record, from its brand code. A code not in the table (a brand the insurer added
 * since) falls back to the record's own make rather than leave the driver to type it
 * (docs/decisions/0016-differences-from-the-spec.md).
 */
export function manufacturerOf(record: Pick<InsurerVehicleInfo, 'brandCode' | 'manufacturer'>): string | null {
  const code = record.brandCode?.trim().toUpperCase();
  return (code && manufacturerOfBrand[code]) || record.manufacturer;
}
