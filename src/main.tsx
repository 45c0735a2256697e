import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAnalytics } from './app/analytics';
import { activeBannerQuery } from './api/active-banner';
import { App, createQueryClient } from './app/app';
import { bannerPlacementFor } from './app/layout/banner-placement';
import { routeTable } from './app/route-table';
import { i18nReady } from './app/i18n';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

startAnalytics();

// A banner is asked for at once, in parallel with the page's code, so that it usually arrives with the page
// rather than after it, pushing the page down.
const queryClient = createQueryClient();
const placement = bannerPlacementFor(routeTable.find((route) => route.path === window.location.pathname)?.id);
if (placement) {
  void queryClient.prefetchQuery(activeBannerQuery(placement));
  void import('./app/layout/site-banner');
}

// Render only once the stored language is loaded, so an English visitor never sees a Croatian flash.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} queryClient={queryClient} />
    </StrictMode>,
  ),
);
