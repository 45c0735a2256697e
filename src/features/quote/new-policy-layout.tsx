import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useMatches } from 'react-router';
import type { AccountResponse } from '@contracts/get-account';
import { PageSection } from '../../app/layout/page-section';
import { paths, type RouteHandle } from '../../app/route-table';
import { RequireUser } from '../../app/session/require-user';
import { useAccount } from '../../app/session/use-account';
import { firebaseAuth } from '../../api/firebase-auth';
import { useSession } from '../../app/session/use-session';
import { newPolicyQuoteFlow, renewalQuoteFlow } from './flow/new-policy-flow';
import { useRenewal } from './renewal/use-renewal';
import { QuoteFlowProvider, SignedInUserProvider } from './flow/quote-flow';
import type { AddressInfo, ContactInfo, PersonalInfo } from './state/onboarding-state';
import { OnboardingProvider, useOnboarding } from './state/onboarding-store';

type AccountDriver = { personal: PersonalInfo; contact: ContactInfo; address: AddressInfo };

function driverOf(account: AccountResponse): AccountDriver | null {
  const { profile } = account;
  if (!profile) return null;
  return {
    personal: {
      dateOfBirth: profile.dateOfBirth,
      personalIdentificationNumber: profile.personalIdentificationNumber,
      firstName: profile.firstName,
      lastName: profile.lastName,
    },
    contact: {
      contactEmail: account.email,
      phoneNumberPrefix: profile.phoneNumberPrefix,
      phoneNumber: profile.phoneNumber,
    },
    address: {
      address: profile.address,
      houseNumber: profile.houseNumber,
      city: profile.city,
      postalCode: profile.postalCode,
      country: profile.country,
    },
  };
}

const sameDriver = (a: AccountDriver, b: Pick<AccountDriver, keyof AccountDriver>) =>
  JSON.stringify([a.personal, a.contact, a.address]) === JSON.stringify([b.personal, b.contact, b.address]);

/**
 * The quote is for the account's person (spec §6): their details come from the profile, kept current when it
 * changes. An account without them (opened, never completed) is sent to fill them in first, and comes back.
 */
function AccountDriverGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('new-policy');
  const account = useAccount();
  const { state, dispatch } = useOnboarding();
  const { pathname } = useLocation();
  const driver = useMemo(() => (account.data ? driverOf(account.data) : null), [account.data]);
  const current = driver !== null && sameDriver(driver, state);

  useEffect(() => {
    if (driver && !current) dispatch({ type: 'accountDriverLoaded', ...driver });
  }, [driver, current, dispatch]);

  if (account.data && !driver) {
    const next = new URLSearchParams({ next: pathname }).toString();
    return <Navigate replace to={`${paths['profile-credentials']}?${next}`} />;
  }
  if (!current) {
    return (
      <PageSection>
        {account.isError ? <p role="alert">{t('account.failed')}</p> : <p role="status">{t('account.loading')}</p>}
      </PageSection>
    );
  }
  return children;
}

/** A renewal asked with `?renew=` is priced before the page shows: the driver lands on its summary. */
function RenewalGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('new-policy');
  const renewal = useRenewal();
  if (renewal === 'none') return children;
  return (
    <PageSection>
      {renewal === 'renewing' ? (
        <p role="status">{t('renewal.pricing')}</p>
      ) : (
        <div role="alert">
          <p>{t('renewal.failed')}</p>
          <p>
            <Link to={paths['new-policy']}>{t('renewal.instead')}</Link>
          </p>
        </div>
      )}
    </PageSection>
  );
}

/**
 * A renewal's pages are the renewal flow's (decision 0007): the same routes and store as a new policy, named as a
 * renewal and with the discount code on the summary. A page the renewal flow does not declare (the plate and VIN
 * lookup, where a new policy starts) stays the new policy's.
 */
function RenewalOrNewPolicy({ children }: { children: ReactNode }) {
  const { state } = useOnboarding();
  const routeId = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.routeId;
  const renewing = state.renewal && renewalQuoteFlow.flow.steps.some((step) => step.id === routeId);
  const quote = renewing ? renewalQuoteFlow : newPolicyQuoteFlow;
  const { t } = useTranslation(quote.leads);
  const { pathname } = useLocation();
  const title = quote.routeTexts && routeId ? t(`${quote.routeTexts}.${routeId}.title`) : null;
  // The head's writer is its own chunk, loaded by the root layout's effect, which runs after this one: asked for
  // here first, the title is set before the root's call writes the head for this path.
  useLayoutEffect(() => {
    if (!title) return undefined;
    const headWriter = import('../../app/layout/apply-page-meta');
    void headWriter.then((module) => module.setFlowTitle({ path: pathname, title }));
    return () => void headWriter.then((module) => module.setFlowTitle(null));
  }, [pathname, title]);
  return <QuoteFlowProvider flow={quote}>{children}</QuoteFlowProvider>;
}

/** The signed-in user's ID token, for a call that is not a callable (the SDK sends it with those). */
const currentIdToken = async (): Promise<string | null> => (await firebaseAuth().currentUser?.getIdToken()) ?? null;

/** Who is signed in, for the referral check: a referrer trying their own link is told so at once (spec §7). */
function SignedInUser({ children }: { children: ReactNode }) {
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.uid : null;
  const user = useMemo(() => (uid ? { uid, idToken: currentIdToken } : null), [uid]);
  return <SignedInUserProvider value={user}>{children}</SignedInUserProvider>;
}

/** Around every new-policy page: the signed-in area's gate, the flow's own store and the account's driver. */
export function NewPolicyLayout() {
  return (
    <RequireUser>
      <QuoteFlowProvider flow={newPolicyQuoteFlow}>
        <OnboardingProvider>
          <SignedInUser>
            <AccountDriverGate>
              <RenewalGate>
                <RenewalOrNewPolicy>
                  <Outlet />
                </RenewalOrNewPolicy>
              </RenewalGate>
            </AccountDriverGate>
          </SignedInUser>
        </OnboardingProvider>
      </QuoteFlowProvider>
    </RequireUser>
  );
}
