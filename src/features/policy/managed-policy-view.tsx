import { useTranslation } from 'react-i18next';
import type { ManagedPolicy } from '@contracts/get-policy';
import type { PolicyEndingView } from '@contracts/policy-ending';
import { Details, Panel } from '../../app/ui/panel';
import { formatZagrebDateTime } from '../../lib/zagreb-time';
import { PolicyDetailsSection } from './policy-details-section';
import { PolicyEndForm } from './policy-end-form';
import { PolicyEndingStatus } from './policy-ending-status';
import { PolicyVersions } from './policy-versions';
import type { PolicyAccess } from './use-managed-policy';

/**
 * The policy's facts, its e-policy's versions and the policyholder's details, its ending when one was asked, and the
 * form that ends it while it runs and none is under way.
 */
export function ManagedPolicyView({
  policy,
  ending,
  access,
  showEnding,
  showPolicy,
}: {
  policy: ManagedPolicy;
  ending: PolicyEndingView | null;
  access: PolicyAccess;
  showEnding: (ending: PolicyEndingView) => void;
  showPolicy: (policy: ManagedPolicy) => void;
}) {
  const { t } = useTranslation('policy');
  const vehicle = [
    policy.licensePlate ?? policy.vehicle.vin,
    [policy.vehicle.manufacturer, policy.vehicle.model].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <Panel aria-labelledby="policy-facts">
        <h2 id="policy-facts">{t('facts.heading')}</h2>
        <Details>
          <dt>{t('facts.vehicle')}</dt>
          <dd>{vehicle}</dd>
          <dt>{t('facts.number')}</dt>
          <dd>{policy.policyNumber}</dd>
          <dt>{t('facts.period')}</dt>
          <dd>
            {t('facts.periodValue', {
              start: formatZagrebDateTime(policy.startsAt),
              end: formatZagrebDateTime(policy.endsAt),
            })}
          </dd>
          <dt>{t('facts.standing')}</dt>
          <dd>
            {policy.ended
              ? t('facts.ended', { date: formatZagrebDateTime(policy.ended.coverEndsAt) })
              : t('facts.running')}
          </dd>
        </Details>
      </Panel>
      <PolicyVersions policy={policy} access={access} />
      <PolicyDetailsSection policy={policy} access={access} showPolicy={showPolicy} />
      {ending ? <PolicyEndingStatus ending={ending} access={access} showEnding={showEnding} /> : null}
      {policy.running && (!ending || ending.state === 'refused') ? (
        <PolicyEndForm policy={policy} access={access} showEnding={showEnding} />
      ) : null}
    </>
  );
}
