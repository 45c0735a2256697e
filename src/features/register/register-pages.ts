import type { ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { RegisterPage } from './register-page';
import { RegisterLicensePlatePage } from './register-license-plate-page';
import { RegisterVinPage } from './register-vin-page';
import { RegisterBasicInformationPage } from './register-basic-information-page';
import { RegisterAboutYouPage } from './register-about-you-page';
import { RegisterVehicleDetailsPage } from './register-vehicle-details-page';
import { RegisterVehicleDetailsAddPage } from './register-vehicle-details-add-page';
import { RegisterRegisterUserPage } from './register-register-user-page';

export const registerPages: Record<RouteIdOf<'register'>, ComponentType> = {
  register: RegisterPage,
  'register-license-plate': RegisterLicensePlatePage,
  'register-vin': RegisterVinPage,
  'register-basic-information': RegisterBasicInformationPage,
  'register-about-you': RegisterAboutYouPage,
  'register-vehicle-details': RegisterVehicleDetailsPage,
  'register-vehicle-details-add': RegisterVehicleDetailsAddPage,
  'register-register-user': RegisterRegisterUserPage,
};
