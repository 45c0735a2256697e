import { croatianInsurers, type StatementPerson, type StatementSide } from '@contracts/accident-statement';
import { blanksToNull } from '../state/statement-parts';

type Blank<T> = { [K in keyof T]: string };

/** The vehicle step's form: the side's details as the inputs hold them (empty strings for what is not filled). */
export interface SideFormValues {
  policyholder: Blank<StatementPerson>;
  vehicle: Blank<StatementSide['vehicle']>;
  /** A Croatian insurer's code, `foreign`, or empty. */
  insurer: string;
  insurance: Blank<Omit<StatementSide['insurance'], 'insurerCode' | 'ownDamageCovered'>>;
  driver: Blank<StatementSide['driver']>;
}

export const foreignInsurer = 'foreign';

const blank = <T extends object>(value: T): Blank<T> =>
  Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inner ?? ''])) as Blank<T>;

export function sideFormValues(side: StatementSide): SideFormValues {
  const { insurerCode, insurerName, policyNumber, greenCardNumber, validFrom, validUntil } = side.insurance;
  const insurance = { insurerName, policyNumber, greenCardNumber, validFrom, validUntil };
  return {
    policyholder: blank(side.policyholder),
    vehicle: blank(side.vehicle),
    insurer: insurerCode ?? (insurerName ? foreignInsurer : ''),
    insurance: blank(insurance),
    driver: blank(side.driver),
  };
}

const isCroatianInsurer = (code: string) => croatianInsurers.some((insurer) => insurer.code === code);

/** The form's values into the side (keeping what this step does not show: the boxes, the impact, the remarks). */
export function sideFromForm(values: SideFormValues, current: StatementSide): StatementSide {
  const foreign = values.insurer === foreignInsurer;
  const insurance = blanksToNull(values.insurance);
  return {
    ...current,
    policyholder: blanksToNull(values.policyholder) as StatementSide['policyholder'],
    vehicle: {
      ...(blanksToNull(values.vehicle) as StatementSide['vehicle']),
      plate: (values.vehicle.plate ?? '').replace(/\s+/g, ' ').trim().toUpperCase() || null,
    },
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
