import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAnalytics } from './app/analytics';
import { App } from './app/app';
import { i18nReady } from './app/i18n';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

startAnalytics();

// Render only once the stored language is loaded, so an English visitor never sees a Croatian flash.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  ),
);
