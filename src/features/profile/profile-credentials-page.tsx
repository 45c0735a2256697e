import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveUserProfile } from '../../api/account';
import { accountKeys } from '../../api/account-keys';
import { CallError } from '../../api/call-function';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { useAccount } from '../../app/session/use-account';
import { Notice } from '../../app/ui/form-layout';
import {
  BasicInformationForm,
  emptyBasicInformation,
  type BasicInformation,
} from '../../app/ui/personal-details/basic-information-form';
import { PersonalDetailsForm, type PersonalDetails } from '../../app/ui/personal-details/personal-details-form';

const emptyDetails: PersonalDetails = {
  personal: { firstName: '', lastName: '' },
  address: { address: '', houseNumber: '', city: '', postalCode: '', country: 'HR' },
};

/**
 * The personal details the quotes use, editable with the quote's rules and saved through `saveUserProfile`. The two
 * parts save separately; each save sends the whole profile, the vehicles and the referral as they are.
 */
export function ProfileCredentialsPage() {
  const { t } = useTranslation('profile');
  const account = useAccount();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ saved: boolean; message: string } | null>(null);
  if (!account.data)
    return <PageSection>{account.isPending ? <p role="status">{t('overview.loading')}</p> : null}</PageSection>;
  const { profile } = account.data;

  const basic: BasicInformation = profile
    ? {
        dateOfBirth: profile.dateOfBirth,
        personalIdentificationNumber: profile.personalIdentificationNumber,
        phoneNumberPrefix: profile.phoneNumberPrefix,
        phoneNumber: profile.phoneNumber,
      }
    : emptyBasicInformation;
  const details: PersonalDetails = profile
    ? {
        personal: { firstName: profile.firstName, lastName: profile.lastName },
        address: {
          address: profile.address,
          houseNumber: profile.houseNumber,
          city: profile.city,
          postalCode: profile.postalCode,
          country: profile.country,
        },
      }
    : emptyDetails;

  const save = async (next: { basic: BasicInformation; details: PersonalDetails }) => {
    setOutcome(null);
    try {
      await saveUserProfile({
        ...next.basic,
        ...next.details.personal,
        ...next.details.address,
        vehicles: profile?.vehicles ?? [],
        referrerId: profile?.referrerId ?? null,
        referralIndividualId: profile?.referralIndividualId ?? null,
      });
    } catch (error) {
      const key = error instanceof CallError ? error.errorKey : 'Messages.error';
      setOutcome({ saved: false, message: t(key, { ns: 'common' }) });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    setOutcome({ saved: true, message: t('credentials.saved') });
  };

  const complete = (part: Partial<{ basic: BasicInformation; details: PersonalDetails }>) =>
    save({ basic, details, ...part });

  return (
    <PageSection>
      <PageHeader routeId="profile-credentials" lead={t('profile-credentials.lead')} />
      <p>{t('credentials.email', { email: account.data.email })}</p>
      {outcome ? (
        <Notice $tone={outcome.saved ? 'info' : 'error'} role={outcome.saved ? 'status' : 'alert'}>
          <p>{outcome.message}</p>
        </Notice>
      ) : null}
      <section aria-labelledby="credentials-basic">
        <h2 id="credentials-basic">{t('credentials.basicHeading')}</h2>
        <BasicInformationForm
          initialValues={basic}
          submitLabel={t('credentials.save')}
          busyLabel={t('credentials.saving')}
          onSubmit={(values) => complete({ basic: values })}
        />
      </section>
      <section aria-labelledby="credentials-details">
        <h2 id="credentials-details">{t('credentials.detailsHeading')}</h2>
        <PersonalDetailsForm
          initialValues={{
            firstName: details.personal.firstName,
            lastName: details.personal.lastName,
            address: details.address.address,
            houseNumber: details.address.houseNumber,
            city: details.address.city,
            postalCode: details.address.postalCode,
          }}
          submitLabel={t('credentials.save')}
          onSubmit={(values) => complete({ details: values })}
        />
      </section>
    </PageSection>
  );
}
