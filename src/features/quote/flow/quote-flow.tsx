import { createContext, useContext, type ReactNode } from 'react';
import type { ClientProgressStep, ClientStep } from '@contracts/work-in-progress';
import { paths, type RouteIdOf } from '../../../app/route-table';
import type { Flow } from '../../../lib/flow';
import type { OnboardingState } from '../state/onboarding-state';

/** The pages of a quote, whichever flow shows them: the guest's onboarding or the signed-in driver's new policy. */
export type QuoteStepName =
  'plate' | 'vin' | 'vehicle' | 'vehicle-add' | 'price' | 'plans' | 'summary' | 'about-you' | 'payment';

export type QuoteStepId = RouteIdOf<'onboarding'> | RouteIdOf<'new-policy'>;

/** What a step writes to the work-in-progress record (spec §7): the step and, where it moves, the progress. */
export interface QuoteSave {
  lastStep: ClientStep;
  progress?: ClientProgressStep;
}

/**
 * A quote flow: its declaration, which route shows each quote page (null where the flow has no such page: the
 * signed-in driver's details are the account's), the namespace of its pages' leads, and where its state is stored.
 */
export interface QuoteFlow {
  flow: Flow<OnboardingState, QuoteSave, QuoteStepId>;
  steps: Record<QuoteStepName, QuoteStepId | null>;
  leads: 'onboarding' | 'new-policy' | 'renewal';
  storagePrefix: string;
  /** The driver is signed in: who they are comes from the account, and the policy joins it. */
  account: boolean;
  /**
   * Where the flow names its pages itself (`<routeTexts>.<route id>.title|heading`, in its leads' namespace), on
   * routes it shares with another flow: a renewal runs on the new-policy routes. Without it, the route table's.
   */
  routeTexts?: string;
  /** The discount code is entered on the summary too: the flow lands there without passing the plans page. */
  discountOnSummary?: boolean;
}

const QuoteFlowContext = createContext<QuoteFlow | null>(null);

export function QuoteFlowProvider({ flow, children }: { flow: QuoteFlow; children: ReactNode }) {
  return <QuoteFlowContext.Provider value={flow}>{children}</QuoteFlowContext.Provider>;
}

export function useQuoteFlow(): QuoteFlow {
  const flow = useContext(QuoteFlowContext);
  if (!flow) throw new Error('useQuoteFlow must be used inside QuoteFlowProvider (a quote flow layout)');
  return flow;
}

/** The route of a quote page in the flow at hand; a flow without that page has declared no way there. */
export function quoteStepId(flow: QuoteFlow, name: QuoteStepName): QuoteStepId {
  const id = flow.steps[name];
  if (!id) throw new Error(`This quote flow has no ${name} page`);
  return id;
}

/** The signed-in driver, and the ID token that proves it to an `/api` route. */
export interface SignedInUser {
  uid: string;
  idToken: () => Promise<string | null>;
}

const SignedInUserContext = createContext<SignedInUser | null>(null);

/**
 * The signed-in driver, given by the new-policy flow's layout, which reads the session. The guest's quote loads no
 * Firebase Auth and gives none: there no user is known (docs/decisions/0016-differences-from-the-spec.md).
 */
export const SignedInUserProvider = SignedInUserContext.Provider;

/** Who is signed in, for the calls that name the customer (spec §7); null in the guest's quote. */
export const useSignedInUser = (): SignedInUser | null => useContext(SignedInUserContext);

export function useQuotePath(): (name: QuoteStepName) => string {
  const flow = useQuoteFlow();
  return (name) => paths[quoteStepId(flow, name)];
}
