import { lazy, type ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { RegisterPage } from './register-page';

// /register is a short page of what an account gives; the steps carry the forms (Formik, the place list, Firebase
// Auth on the last one) and load when the driver gets there.
const RegisterLicensePlatePage = lazy(() =>
  import('./register-license-plate-page').then((m) => ({ default: m.RegisterLicensePlatePage })),
);
const RegisterVinPage = lazy(() => import('./register-vin-page').then((m) => ({ default: m.RegisterVinPage })));
const RegisterBasicInformationPage = lazy(() =>
  import('./register-basic-information-page').then((m) => ({ default: m.RegisterBasicInformationPage })),
);
const RegisterAboutYouPage = lazy(() =>
  import('./register-about-you-page').then((m) => ({ default: m.RegisterAboutYouPage })),
);
const RegisterVehicleDetailsPage = lazy(() =>
  import('./register-vehicle-details-page').then((m) => ({ default: m.RegisterVehicleDetailsPage })),
);
const RegisterVehicleDetailsAddPage = lazy(() =>
  import('./register-vehicle-details-add-page').then((m) => ({ default: m.RegisterVehicleDetailsAddPage })),
);
const RegisterRegisterUserPage = lazy(() =>
  import('./register-register-user-page').then((m) => ({ default: m.RegisterRegisterUserPage })),
);

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
