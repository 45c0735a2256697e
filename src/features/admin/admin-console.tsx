import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRoutes, type RouteObject } from 'react-router';
import { i18next } from '../../app/i18n';
import './admin-texts';
import { AdminLayout } from './admin-layout';
import { AdminOverviewPage } from './admin-overview-page';
import { adminPaths, adminSections, type AdminSectionId } from './admin-sections';
import { SectionHeader } from './admin-ui';

// The forms carry Formik and Yup, the banner editor the sanitiser (DOMPurify): each section loads with its page, so
// the console's first screen stays light.
const sectionPages: Record<AdminSectionId, ComponentType> = {
  admin: AdminOverviewPage,
  'admin-orders': lazy(() => import('./orders/admin-orders-page').then((m) => ({ default: m.AdminOrdersPage }))),
  // With the cover names (the quote's texts): loaded after the order arrived, they would hide the page again while
  // they load, and React shows a page again no sooner than 300 ms after it hid it.
  'admin-order': lazy(() =>
    Promise.all([import('./orders/admin-order-page'), i18next.loadNamespaces('onboarding-plans')]).then(([m]) => ({
      default: m.AdminOrderPage,
    })),
  ),
  'admin-policy-changes': lazy(() =>
    import('./policy-changes/admin-policy-changes-page').then((m) => ({ default: m.AdminPolicyChangesPage })),
  ),
  'admin-bank-credits': lazy(() =>
    import('./bank-credits/admin-bank-credits-page').then((m) => ({ default: m.AdminBankCreditsPage })),
  ),
  'admin-claims': lazy(() => import('./claims/admin-claims-page').then((m) => ({ default: m.AdminClaimsPage }))),
  'admin-claim': lazy(() => import('./claims/admin-claim-page').then((m) => ({ default: m.AdminClaimPage }))),
  'admin-offer-requests': lazy(() =>
    import('./inbox/admin-inbox-page').then((m) => ({ default: m.AdminOfferRequestsPage })),
  ),
  'admin-contact-messages': lazy(() =>
    import('./inbox/admin-inbox-page').then((m) => ({ default: m.AdminContactMessagesPage })),
  ),
  'admin-banners': lazy(() => import('./banners/admin-banners-page').then((m) => ({ default: m.AdminBannersPage }))),
  'admin-coupons': lazy(() => import('./coupons/admin-coupons-page').then((m) => ({ default: m.AdminCouponsPage }))),
  'admin-funnel': lazy(() => import('./funnel/admin-funnel-page').then((m) => ({ default: m.AdminFunnelPage }))),
  'admin-audit': lazy(() => import('./audit/admin-audit-page').then((m) => ({ default: m.AdminAuditPage }))),
};

/** A console address that is no section (a mistyped link): said inside the console, with the way back. */
function UnknownSection() {
  const { t } = useTranslation('admin');
  return (
    <>
      <SectionHeader section="admin" heading={t('unknownSection.heading')} />
      <p>
        <Link to={adminPaths.admin}>{t('unknownSection.back')}</Link>
      </p>
    </>
  );
}

// Route objects, not <Routes> elements: the router reads them as they are, and the elements' converter would ride in
// the router library's chunk every public page loads.
const sectionRoutes: RouteObject[] = [
  ...adminSections.map(({ id, path }): RouteObject => {
    const Page = sectionPages[id];
    return path ? { path, element: <Page /> } : { index: true, element: <Page /> };
  }),
  { path: '*', element: <UnknownSection /> },
];

/** The support console: its layout (the staff gate and the sections' navigation) around the section of the address. */
export function AdminConsole() {
  return <AdminLayout>{useRoutes(sectionRoutes)}</AdminLayout>;
}
