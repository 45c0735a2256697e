import { useLocation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { useConsent } from '../consent';
import { paths } from '../route-table';
import { lazyPart } from '../ui/lazy-part';

const ConsentQuestion = lazyPart('consent-question', () =>
  import('./consent-question').then((module) => module.ConsentQuestion),
);

/**
 * Asks once, before any analytics, whether analytics cookies may be used (necessary storage needs no consent).
 * Both answers are equally easy; the choice can be changed on the cookie policy page, which is why the panel
 * stays away from that page.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  if (!hydrated || consent !== null || pathname === paths['cookie-policy']) return null;
  return <ConsentQuestion />;
}
