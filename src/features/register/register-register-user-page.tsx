import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { saveUserProfile } from '../../api/account';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { FlowProgressBar } from '../../app/ui/flow-progress-bar';
import { NewAccountForm } from '../../app/ui/new-account-form';
import { userStoragePrefixes } from '../../lib/storage-prefixes';
import { clearUserStorage } from '../../lib/user-storage';
import { guardedVehicle } from './flow/register-flow';
import { useRegisterStep } from './flow/use-register-step';
import { useRegister } from './state/register-store';

/**
 * The last step: a password, then the account. Firebase Auth creates it; the profile (basic information, name and
 * address, the vehicle, the referral) goes to `users/{uid}` through `saveUserProfile`; the verification e-mail is ours.
 * If the profile cannot be saved the account exists already, so trying again only saves the profile.
 */
export function RegisterRegisterUserPage() {
  const { t } = useTranslation('register');
  const { state } = useRegister();
  const step = useRegisterStep('register-register-user');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  const { basic, details, email, referral } = state;
  if (!basic || !details) return null;
  const vehicle = guardedVehicle(state);

  const saveProfile = () =>
    saveUserProfile({
      ...basic,
      ...details.personal,
      ...details.address,
      vehicles: [
        {
          licensePlate: vehicle.licensePlate,
          vin: vehicle.vin,
          manufacturer: vehicle.manufacturer,
          model: vehicle.model,
          variant: vehicle.variant,
          yearOfManufacture: vehicle.yearOfManufacture,
          enginePowerInKw: vehicle.enginePowerInKw,
          categoryDesc: vehicle.categoryDesc,
          registrationExpiryDate: vehicle.registrationExpiryDate,
        },
      ],
      referrerId: referral.referrerId,
      referralIndividualId: referral.referralIndividualId,
    });

  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <PageHeader routeId="register-register-user" lead={t('register-register-user.lead')} />
      <NewAccountForm
        email={email}
        intro={<p>{t('account.email', { email })}</p>}
        termsKey="register:account.terms"
        submitLabel={t('account.submit')}
        busyText={t('account.submitting')}
        complete={{ run: saveProfile, failed: t('account.profileFailed') }}
        // What registration kept in this tab is the account's now, and the account has it.
        onOpened={() => clearUserStorage([userStoragePrefixes.register])}
      />
    </PageSection>
  );
}
