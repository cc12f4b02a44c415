import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { replaceFirstScreenWhenReady } from './lib/first-screen';
import { initI18n } from './lib/i18n';
import { getLanguage, startLanguage } from './lib/language';
import { registerServiceWorker } from './lib/register-service-worker';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
replaceFirstScreenWhenReady(root);

// The first frame is drawn in the visitor's language: its words (and, for Hindi, its font) come first.
void Promise.all([initI18n(getLanguage()), startLanguage()]).finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// Dev servers and tests never get a service worker: it would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();
