import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Invitation, ReferralProgrammeResponse } from '@contracts/get-referral-programme';
import { useReferralProgramme } from '../../api/referral-programme';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { useSession } from '../../app/session/use-session';
import { PrimaryButton, SecondaryButton } from '../../app/ui/buttons';
import { Actions } from '../../app/ui/form-layout';
import { Details, ErrorText, Note, Panel } from '../../app/ui/panel';
import { useEuros } from '../../app/ui/use-euros';
import { centsPerPoint, minimumCardChargeCents } from '@contracts/points-rule';
import { formatZagrebDateTime } from '../../lib/zagreb-time';

const LinkBox = styled.input`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const Invitations = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} 0;
  }

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The personal link: the site's own origin, so a link copied on a preview channel or locally works there too. */
const personalLink = (programme: ReferralProgrammeResponse) =>
  `${window.location.origin}/?${new URLSearchParams({
    rid: programme.referrerId,
    rl: programme.referralIndividualId,
  }).toString()}`;

function ShareLink({ programme }: { programme: ReferralProgrammeResponse }) {
  const { t } = useTranslation('invite-friends');
  const inputId = useId();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const link = personalLink(programme);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t('shareTitle'), text: t('shareText'), url: link });
    } catch {
      // Closing the share sheet is the driver's choice, not an error.
    }
  };

  return (
    <Panel aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>{t('linkHeading')}</h2>
      <label htmlFor={inputId}>{t('linkLabel')}</label>
      <LinkBox id={inputId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <Actions>
        <PrimaryButton type="button" onClick={() => void copy()}>
          {t('copy')}
        </PrimaryButton>
        {canShare ? (
          <SecondaryButton type="button" onClick={() => void share()}>
            {t('share')}
          </SecondaryButton>
        ) : null}
      </Actions>
      <p role="status">{copied === 'copied' ? t('copied') : ''}</p>
      {copied === 'failed' ? <ErrorText role="alert">{t('copyFailed')}</ErrorText> : null}
    </Panel>
  );
}

function InvitationList({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation('invite-friends');
  return (
    <Panel aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">{t('listHeading')}</h2>
      {invitations.length === 0 ? (
        <Note>{t('none')}</Note>
      ) : (
        <Invitations>
          {invitations.map((invitation, index) => (
            <li key={`${invitation.at}-${index}`}>
              <span>
                <strong>{invitation.friend ?? t('friend')}</strong> · {t(`state.${invitation.state}`)}
                {invitation.points > 0 ? ` · ${t('points', { count: invitation.points })}` : ''}
              </span>
              <span>{formatZagrebDateTime(invitation.at).slice(0, 10)}</span>
            </li>
          ))}
        </Invitations>
      )}
    </Panel>
  );
}

/**
 * The recommend-and-earn programme for the signed-in driver: the personal link to copy or share, the rules in two
 * sentences, the friends invited (masked) and how far they got, what the driver has earned, spent and may still spend
 * on their own policy, and the rule for spending it.
 */
export function ProfileInviteFriendsPage() {
  const { t } = useTranslation('invite-friends');
  const { t: tProfile } = useTranslation('profile');
  const euros = useEuros();
  const session = useSession();
  const programme = useReferralProgramme(session.status === 'signed-in' ? session.uid : null);
  const data = programme.data;

  return (
    <PageSection>
      <PageHeader routeId="profile-invite-friends" lead={tProfile('profile-invite-friends.lead')} />
      {programme.isError ? <ErrorText role="alert">{t('failed')}</ErrorText> : null}
      {!data ? (
        programme.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : null
      ) : (
        <>
          <p>
            {t('rules', {
              discount: euros(data.friendDiscount),
              points: data.pointsPerFriend,
              worth: euros(data.pointsPerFriend * data.eurosPerPoint),
            })}
          </p>
          <ShareLink programme={data} />
          <Panel aria-labelledby="earned-heading">
            <h2 id="earned-heading">{t('earnedHeading')}</h2>
            <Details>
              <dt>{t('pointsEarned')}</dt>
              <dd>{data.pointsEarned}</dd>
              <dt>{t('eurosEarned')}</dt>
              <dd>{euros(data.eurosEarned)}</dd>
              <dt>{t('points.spent')}</dt>
              <dd>{data.pointsSpent}</dd>
              <dt>{t('points.balance')}</dt>
              <dd>{t('points.balanceValue', { count: data.pointsBalance, amount: euros(data.eurosBalance) })}</dd>
              <dt>{t('linkOpens')}</dt>
              <dd>{data.linkOpens}</dd>
            </Details>
            <Note>
              {t('points.rule', {
                worth: euros(centsPerPoint / 100),
                minimum: euros(minimumCardChargeCents / 100),
              })}
            </Note>
          </Panel>
          <InvitationList invitations={data.invitations} />
        </>
      )}
    </PageSection>
  );
}
