/**
 * The vehicle a policy covers, as the register describes it when the policy is bought (nothing about its owner),
 * completed by what the driver added where the register knew nothing. Orders, policies and the e-policy carry it.
 */
export interface InsuredVehicle {
  licensePlate: string | null;
  vin: string | null;
  manufacturer: string | null;
  model: string | null;
  /** The register's type description, e.g. "1.0 TSI Life". */
  variant: string | null;
  yearOfManufacture: number | null;
  enginePowerInKw: number | null;
  categoryDesc: string | null;
}
