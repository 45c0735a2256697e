import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
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
import { nextParam, safeNextPath } from '../../lib/next-path';

type CredentialsParts = { basic: BasicInformation; details: PersonalDetails };

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
  // An account without a profile saves nothing until both parts are there (the server takes a whole profile).
  const [draft, setDraft] = useState<Partial<CredentialsParts>>({});
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Where the driver was going when a quote needed these details (spec §6), if it is a page of this site.
  const next = params.has(nextParam) ? safeNextPath(params.get(nextParam), '') || null : null;
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

  const save = async (parts: CredentialsParts) => {
    setOutcome(null);
    try {
      await saveUserProfile({
        ...parts.basic,
        ...parts.details.personal,
        ...parts.details.address,
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
    if (next) {
      await navigate(next);
      return;
    }
    setOutcome({ saved: true, message: t('credentials.saved') });
  };

  const complete = async (part: Partial<CredentialsParts>) => {
    if (profile) return save({ basic, details, ...part });
    const parts = { ...draft, ...part };
    if (parts.basic && parts.details) return save({ basic: parts.basic, details: parts.details });
    setDraft(parts);
    setOutcome({ saved: true, message: t('credentials.otherPart') });
  };

  return (
    <PageSection>
      <PageHeader routeId="profile-credentials" lead={t('profile-credentials.lead')} />
      <p>{t('credentials.email', { email: account.data.email })}</p>
      {!profile ? (
        <Notice>
          <p>{t(next ? 'credentials.neededForQuote' : 'credentials.incomplete')}</p>
        </Notice>
      ) : null}
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
