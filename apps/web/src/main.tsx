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
// Then the first render gets a task of its own: on a first visit the browser compiles every function
// it calls, and with loading the modules and setting up the words that was one task of some 25 ms
// here, over 100 ms on a mid-range phone. (The router is made in that render: in its declarative
// mode it only reads the address and matches it, no longer the separate task it was as a data router.)
void Promise.all([initI18n(getLanguage()), startLanguage()]).finally(() =>
  setTimeout(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

// Dev servers and tests never get a service worker: it would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();
