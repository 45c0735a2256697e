import {
  croatianInsurers,
  statementVehicle,
  type StatementPerson,
  type StatementSide,
} from '@contracts/accident-statement';
import { blanksToNull } from '../state/statement-parts';

type Blank<T> = { [K in keyof T]: string };

/** The vehicle step's form: the side's details as the inputs hold them (empty strings for what is not filled). */
export interface SideFormValues {
  policyholder: Blank<StatementPerson>;
  /**
   * The driver is the policyholder (boxes 9 and 6 of the paper form name one person): the driver's details are
   * typed once and fill both.
   */
  driverIsPolicyholder: boolean;
  vehicle: Blank<StatementSide['vehicle']>;
  /** A Croatian insurer's code, `foreign`, or empty. */
  insurer: string;
  insurance: Blank<Omit<StatementSide['insurance'], 'insurerCode' | 'ownDamageCovered'>>;
  driver: Blank<StatementSide['driver']>;
}

export const foreignInsurer = 'foreign';

const blank = <T extends object>(value: T): Blank<T> =>
  Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inner ?? ''])) as Blank<T>;

/** Of the driver's details, those the policyholder's box asks for too (the licence is the driver's alone). */
const personFields = (values: Pick<SideFormValues, 'policyholder' | 'driver'>): Blank<StatementPerson> =>
  Object.fromEntries(
    Object.keys(values.policyholder).map((key) => [key, values.driver[key as keyof StatementPerson]]),
  ) as Blank<StatementPerson>;

/**
 * The driver's details once they are the policyholder's too: what the driver typed, and where they typed nothing,
 * what the policyholder's box held (a linked policy fills it), so ticking the box loses nothing.
 */
export function driverAsPolicyholder(values: SideFormValues): SideFormValues['driver'] {
  const person = personFields(values);
  const filled = Object.entries(person).map(([key, value]) => [
    key,
    value.trim() === '' ? values.policyholder[key as keyof StatementPerson] : value,
  ]);
  return { ...values.driver, ...Object.fromEntries(filled) };
}

export function sideFormValues(side: StatementSide): SideFormValues {
  const { insurerCode, insurerName, policyNumber, greenCardNumber, validFrom, validUntil } = side.insurance;
  const insurance = { insurerName, policyNumber, greenCardNumber, validFrom, validUntil };
  const policyholder = blank(side.policyholder);
  const driver = blank(side.driver);
  const person = personFields({ policyholder, driver });
  // A policyholder's box with nothing in it but the country the form starts from is the driver's, as most often.
  const untouched = Object.entries(policyholder).every(([key, value]) => key === 'country' || value === '');
  const same = Object.entries(policyholder).every(([key, value]) => person[key as keyof StatementPerson] === value);
  return {
    policyholder,
    driverIsPolicyholder: untouched || same,
    vehicle: blank(side.vehicle),
    insurer: insurerCode ?? (insurerName ? foreignInsurer : ''),
    insurance: blank(insurance),
    driver,
  };
}

const isCroatianInsurer = (code: string) => croatianInsurers.some((insurer) => insurer.code === code);

/** The form's values into the side (keeping what this step does not show: the boxes, the impact, the remarks). */
export function sideFromForm(values: SideFormValues, current: StatementSide): StatementSide {
  const foreign = values.insurer === foreignInsurer;
  const insurance = blanksToNull(values.insurance);
  return {
    ...current,
    policyholder: blanksToNull(
      values.driverIsPolicyholder ? personFields(values) : values.policyholder,
    ) as StatementSide['policyholder'],
    // As the server keeps it, so the page shows the plate as it will be stored from the moment it is saved.
    vehicle: statementVehicle(blanksToNull(values.vehicle) as StatementSide['vehicle']),
    insurance: {
      ...current.insurance,
      ...(insurance as Omit<StatementSide['insurance'], 'insurerCode' | 'ownDamageCovered'>),
      insurerCode: isCroatianInsurer(values.insurer)
        ? (values.insurer as StatementSide['insurance']['insurerCode'])
        : null,
      insurerName: foreign ? insurance.insurerName : null,
      greenCardNumber: foreign ? insurance.greenCardNumber : null,
    },
    driver: blanksToNull(values.driver) as StatementSide['driver'],
  };
}
