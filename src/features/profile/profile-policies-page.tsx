import type { ResourceKey } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PolicyDocumentKind } from '@contracts/download-policy';
import type { AccountPolicy } from '@contracts/get-account';
import { fetchAccountPolicyPdf } from '../../api/account-policy-pdf';
import { addLocaleLoaders } from '../../app/i18n';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { useAccount } from '../../app/session/use-account';
import { PrimaryLink, SecondaryLink } from '../../app/ui/buttons';
import { DownloadButton } from '../../app/ui/download-button';
import { isRenewable, renewalParams, vehiclesDueForRenewal, type VehicleDue } from '../../lib/renewal';
import { Details, Note, Panel } from '../../app/ui/panel';
import { useEuros } from '../../app/ui/use-euros';
import { policyStanding, type PolicyStanding } from '../../lib/policy-standing';
import { formatZagrebDateTime } from '../../lib/zagreb-time';

// The list's texts come with it, not with the account's landing page.
addLocaleLoaders(import.meta.glob<{ default: ResourceKey }>('../../../locales/*/profile-policies.json'));

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Standing = styled.span<{ $standing: PolicyStanding }>`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid currentColor;
  font-size: 0.9375rem;
  font-weight: 700;
  color: ${({ theme, $standing }) =>
    $standing === 'expired' || $standing === 'ended'
      ? theme.colors.textMuted
      : $standing === 'expiring'
        ? theme.colors.error
        : theme.colors.success};
`;

/** One cover a line, aligned with the other values (no bullets: in the right-aligned column they would float free). */
const Covers = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A document of the policy, fetched through the account and saved as a file. */
function DownloadPdf({
  policy,
  document,
  label,
  failed,
}: {
  policy: AccountPolicy;
  document: PolicyDocumentKind;
  label: string;
  failed: string;
}) {
  const { t } = useTranslation('profile-policies');
  return (
    <DownloadButton
      label={label}
      busyLabel={t('policies.downloading')}
      failedText={failed}
      fetchFile={() => fetchAccountPolicyPdf({ orderNumber: policy.orderNumber, document })}
    />
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

// A policy number is read and typed as one piece: never broken at its hyphens.
const PolicyNumber = styled.span`
  white-space: nowrap;
`;

const renewPath = (param: string, value: string) =>
  `${paths['new-policy']}?${new URLSearchParams({ [param]: value }).toString()}`;

function PolicyCard({ policy, renewable }: { policy: AccountPolicy; renewable: boolean }) {
  const { t } = useTranslation('profile-policies');
  const { t: tPlans } = useTranslation('onboarding-plans');
  const euros = useEuros();
  const standing = policyStanding(policy);
  const vehicle = [policy.vehicle.manufacturer, policy.vehicle.model].filter(Boolean).join(' ');
  const headingId = `policy-${policy.policyNumber}`;
  return (
    <li>
      <Panel aria-labelledby={headingId}>
        <h2 id={headingId}>
          {policy.licensePlate ?? policy.vehicle.vin ?? t('policies.vehicle')}
          <Standing $standing={standing}>{t(`policies.standing.${standing}`)}</Standing>
        </h2>
        <Details>
          {vehicle ? (
            <>
              <dt>{t('policies.vehicle')}</dt>
              <dd>{vehicle}</dd>
            </>
          ) : null}
          <dt>{t('policies.number')}</dt>
          <dd>
            <PolicyNumber>{policy.policyNumber}</PolicyNumber>
          </dd>
          <dt>{t('policies.period')}</dt>
          <dd>
            {t('policies.periodValue', {
              start: formatZagrebDateTime(policy.startsAt),
              end: formatZagrebDateTime(policy.endsAt),
            })}
          </dd>
          <dt>{t('policies.covers')}</dt>
          <dd>
            <Covers>
              {policy.covers.map((cover) => (
                <li key={cover.coverCode}>{tPlans(`covers.${cover.coverCode}.name`)}</li>
              ))}
            </Covers>
          </dd>
          <dt>{t('policies.paid')}</dt>
          <dd>{euros(policy.total)}</dd>
        </Details>
        {policy.endingState === 'requested' || policy.endingState === 'documents-missing' ? (
          <Note>{t('policies.endingAsked')}</Note>
        ) : null}
        <Actions>
          {renewable ? (
            <PrimaryLink
              to={renewPath(renewalParams.policy, policy.orderNumber)}
              aria-label={t('policies.renewPolicy', { plate: policy.licensePlate ?? policy.vehicle.vin ?? '' })}
            >
              {t('policies.renew')}
            </PrimaryLink>
          ) : null}
          <DownloadPdf
            policy={policy}
            document="e-policy"
            label={t('policies.download', { number: policy.policyNumber })}
            failed={t('policies.downloadFailed')}
          />
          {policy.greenCardNumber && !policy.ended ? (
            <DownloadPdf
              policy={policy}
              document="green-card"
              label={t('greenCard.download', { number: policy.greenCardNumber })}
              failed={t('greenCard.downloadFailed')}
            />
          ) : null}
          <SecondaryLink
            to={`${paths.policy}/${policy.orderNumber}`}
            aria-label={t('policies.manageLabel', { number: policy.policyNumber })}
          >
            {t('policies.manage')}
          </SecondaryLink>
        </Actions>
        {policy.greenCardNumber && !policy.ended ? <Note>{t('greenCard.paperNotice')}</Note> : null}
      </Panel>
    </li>
  );
}

/** Cars of the account whose registration expires soon without a policy that runs past it: the same one-press offer. */
function RegistrationDue({ vehicles }: { vehicles: VehicleDue[] }) {
  const { t } = useTranslation('profile-policies');
  if (vehicles.length === 0) return null;
  return (
    <Panel aria-labelledby="registration-due">
      <h2 id="registration-due">{t('policies.registrationDue.heading')}</h2>
      <List>
        {vehicles.map((vehicle) => {
          const id = vehicle.licensePlate ?? vehicle.vin ?? '';
          const name = [vehicle.manufacturer, vehicle.model].filter(Boolean).join(' ');
          return (
            <li key={id}>
              <p>
                {t('policies.registrationDue.vehicle', {
                  vehicle: [id, name].filter(Boolean).join(', '),
                  date: vehicle.registrationExpiryDate,
                })}
              </p>
              <PrimaryLink
                to={renewPath(renewalParams.vehicle, id)}
                aria-label={t('policies.renewPolicy', { plate: id })}
              >
                {t('policies.renew')}
              </PrimaryLink>
            </li>
          );
        })}
      </List>
    </Panel>
  );
}

/** Every policy of the account, from the one account query: plate, vehicle, period, covers, amount, number, PDF. */
export function ProfilePoliciesPage() {
  const { t } = useTranslation('profile-policies');
  const { t: tProfile } = useTranslation('profile');
  const account = useAccount();
  return (
    <PageSection>
      <PageHeader routeId="profile-policies" lead={tProfile('profile-policies.lead')} />
      {account.isPending ? (
        <p role="status">{tProfile('overview.loading')}</p>
      ) : account.data && account.data.policies.length > 0 ? (
        <>
          <RegistrationDue vehicles={vehiclesDueForRenewal(account.data)} />
          <List>
            {account.data.policies.map((policy) => (
              <PolicyCard key={policy.orderNumber} policy={policy} renewable={isRenewable(policy)} />
            ))}
          </List>
        </>
      ) : account.data ? (
        <>
          <RegistrationDue vehicles={vehiclesDueForRenewal(account.data)} />
          <p>{t('policies.none')}</p>
          <PrimaryLink to={paths['new-policy']}>{tProfile('overview.firstQuote')}</PrimaryLink>
        </>
      ) : null}
    </PageSection>
  );
}
