import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { claimErrorKeys } from '@contracts/claim-error-keys';
import { PageHeader } from '../../../app/layout/page-header';
import { PageSection } from '../../../app/layout/page-section';
import { usePageMeta } from '../../../app/layout/document-meta';
import { paths } from '../../../app/route-table';
import { SecondaryButton } from '../../../app/ui/buttons';
import { Actions, Notice, TextLink } from '../../../app/ui/form-layout';
import { WithUnbrokenNumber } from '../../../app/ui/unbroken-number';
import type { ProofTexts } from '../../../app/ui/date-of-birth-proof';
import { ClaimDetails } from './claim-details';
import { callErrorText } from './claim-texts';
import type { OwnerCaller } from '../../../app/session/owner-session';
import { signedInBefore } from '../../../app/session/signed-in-before';
import { useFollowedClaim } from './use-followed-claim';

// The date of birth's form (Formik, the date field) is for a guest only; an owner signed in never downloads it.
const loadIdentityForm = () => import('../../../app/ui/date-of-birth-proof');
const DateOfBirthProof = lazy(() => loadIdentityForm().then((m) => ({ default: m.DateOfBirthProof })));

const proofTexts: ProofTexts = {
  namespace: 'claims-follow',
  lockedErrorKey: claimErrorKeys.claimIdentityLocked,
  errorText: callErrorText,
};

// The session comes only where someone signed in before: see owner-session.tsx.
const OwnerSession = lazy(() =>
  import('../../../app/session/owner-session').then((m) => ({ default: m.OwnerSession })),
);

/**
 * `/claims/follow/:claimId`, the link in every claim e-mail: the owner signed in sees the claim at once, anyone else
 * proves a date of birth on the statement first. Then what to do next, the claim's facts and its timeline, refreshed
 * while the page is open.
 */
export function ClaimsFollowPage() {
  const { t } = useTranslation(['claims-follow', 'claims']);
  const { claimId = '' } = useParams();
  const [owner] = useState(signedInBefore);
  usePageMeta({ title: t('title'), description: t('lead') });
  const loading = (
    <>
      <PageHeader routeId="claims-follow" heading={t('heading')} lead={t('lead')} />
      <p role="status">{t('loading')}</p>
    </>
  );
  const followed = !owner ? (
    <FollowedClaim key={claimId} claimId={claimId} uid={null} ready />
  ) : (
    <Suspense fallback={loading}>
      <OwnerSession>{(caller) => <FollowedClaim key={claimId} claimId={claimId} {...caller} />}</OwnerSession>
    </Suspense>
  );
  return <PageSection>{followed}</PageSection>;
}

function FollowedClaim({ claimId, ...caller }: { claimId: string } & OwnerCaller) {
  const { t } = useTranslation(['claims-follow', 'claims']);
  const { pathname } = useLocation();
  const followed = useFollowedClaim(claimId, caller);
  const claim = followed.answer && !followed.answer.identityRequired ? followed.answer.claim : null;
  // A guest will be asked for a date of birth: its form is fetched while the claim is asked for.
  const guest = followed.guest;
  useEffect(() => {
    if (guest) void loadIdentityForm();
  }, [guest]);

  let content;
  if (followed.loading) content = <p role="status">{t('loading')}</p>;
  // A read that failed while the claim is shown leaves it shown: the next beat asks again.
  else if (followed.error && !claim) {
    const notFound = followed.error.errorKey === claimErrorKeys.claimNotFound;
    content = (
      <Notice $tone="error" role="alert">
        <p>{t(notFound ? followed.error.errorKey : 'network')}</p>
        {notFound ? <p>{t('notFound.text')}</p> : null}
        <Actions>
          {notFound ? (
            <>
              <TextLink to={paths['profile-claims']}>{t('notFound.toClaims')}</TextLink>
              <TextLink to={paths['claims-report']}>{t('notFound.report')}</TextLink>
            </>
          ) : (
            <SecondaryButton type="button" onClick={() => void followed.refetch()}>
              {t('tryAgain')}
            </SecondaryButton>
          )}
        </Actions>
      </Notice>
    );
  } else if (claim)
    content = (
      <>
        {followed.error ? (
          <Notice role="status">
            <p>{t('refreshFailed')}</p>
          </Notice>
        ) : null}
        <ClaimDetails claim={claim} accessToken={followed.accessToken} show={followed.show} />
      </>
    );
  else
    content = (
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <DateOfBirthProof prove={followed.prove} pathname={pathname} texts={proofTexts} />
      </Suspense>
    );

  return (
    <>
      <PageHeader
        routeId="claims-follow"
        heading={
          claim ? (
            <WithUnbrokenNumber text={t('claimHeading', { number: claim.claimNumber })} number={claim.claimNumber} />
          ) : (
            t('heading')
          )
        }
        lead={t('lead')}
      />
      {content}
    </>
  );
}
