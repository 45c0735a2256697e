import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { policyLinkParam } from '@contracts/site-paths';
import { policyEndErrorKeys } from '@contracts/policy-ending';
import { claimAccessTokenPattern } from '@contracts/claim-access-token';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { usePageMeta } from '../../app/layout/document-meta';
import { i18next } from '../../app/i18n';
import { paths } from '../../app/route-table';
import type { OwnerCaller } from '../../app/session/owner-session';
import { signedInBefore } from '../../app/session/signed-in-before';
import { SecondaryButton } from '../../app/ui/buttons';
import { Actions, Notice, TextLink } from '../../app/ui/form-layout';
import { WithUnbrokenNumber } from '../../app/ui/unbroken-number';
import { loginPathFor } from '../../lib/next-path';
import { policyProofTexts } from './policy-texts';
import { useManagedPolicy } from './use-managed-policy';

// The date of birth's form is for a guest only; the policy's own view and forms load once the policy is known.
const loadProof = () => import('../../app/ui/date-of-birth-proof');
const DateOfBirthProof = lazy(() => loadProof().then((m) => ({ default: m.DateOfBirthProof })));
// Its texts (the details, the versions) come with it, in parallel: the page's first load carries only its own.
const ManagedPolicyView = lazy(() =>
  Promise.all([import('./managed-policy-view'), i18next.loadNamespaces('policy-details')]).then(([m]) => ({
    default: m.ManagedPolicyView,
  })),
);
// The session comes only where someone signed in before (app/session/owner-session.tsx).
const OwnerSession = lazy(() => import('../../app/session/owner-session').then((m) => ({ default: m.OwnerSession })));

/**
 * `/policy/:orderNumber`: the account's policy signed in, or a guest's from the link of the policy e-mail
 * (`?t=<link token>`), who proves the policyholder's date of birth first. Then the policy, and its early end.
 */
export function PolicyPage() {
  const { t } = useTranslation('policy');
  const { orderNumber = '' } = useParams();
  const [searchParams] = useSearchParams();
  const typed = searchParams.get(policyLinkParam);
  const linkToken = typed && claimAccessTokenPattern.test(typed) ? typed : null;
  const [owner] = useState(signedInBefore);
  usePageMeta({ title: t('title'), description: t('lead') });
  const managed = !owner ? (
    <ManagedPolicy key={orderNumber} orderNumber={orderNumber} linkToken={linkToken} uid={null} ready />
  ) : (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <OwnerSession>
        {(caller) => <ManagedPolicy key={orderNumber} orderNumber={orderNumber} linkToken={linkToken} {...caller} />}
      </OwnerSession>
    </Suspense>
  );
  return <PageSection>{managed}</PageSection>;
}

function ManagedPolicy({
  orderNumber,
  linkToken,
  ...caller
}: { orderNumber: string; linkToken: string | null } & OwnerCaller) {
  const { t } = useTranslation('policy');
  const { pathname } = useLocation();
  const managed = useManagedPolicy(orderNumber, linkToken, caller);
  const answer = managed.answer && !managed.answer.identityRequired ? managed.answer : null;
  const guest = managed.guest;
  useEffect(() => {
    if (guest) void loadProof();
  }, [guest]);

  let content;
  if (managed.loading) content = <p role="status">{t('loading')}</p>;
  else if (managed.error && !answer) {
    const notFound = managed.error.errorKey === policyEndErrorKeys.notFound;
    content = (
      <Notice $tone="error" role="alert">
        <p>{t(notFound ? managed.error.errorKey : 'network')}</p>
        {notFound ? <p>{t('notFound.text')}</p> : null}
        <Actions>
          {notFound ? (
            <>
              <TextLink to={paths['profile-policies']}>{t('notFound.toPolicies')}</TextLink>
              {caller.uid ? null : <TextLink to={loginPathFor(paths.login, pathname)}>{t('notFound.signIn')}</TextLink>}
            </>
          ) : (
            <SecondaryButton type="button" onClick={() => void managed.refetch()}>
              {t('tryAgain')}
            </SecondaryButton>
          )}
        </Actions>
      </Notice>
    );
  } else if (answer)
    content = (
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <ManagedPolicyView
          policy={answer.policy}
          ending={answer.ending}
          access={managed.access}
          showEnding={managed.showEnding}
          showPolicy={managed.showPolicy}
        />
      </Suspense>
    );
  else
    content = (
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <DateOfBirthProof prove={managed.prove} pathname={pathname} texts={policyProofTexts} />
      </Suspense>
    );

  return (
    <>
      <PageHeader
        routeId="policy"
        heading={
          answer ? (
            <WithUnbrokenNumber
              text={t('policyHeading', { number: answer.policy.policyNumber })}
              number={answer.policy.policyNumber}
            />
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
