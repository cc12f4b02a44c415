import '@kataar/shared/jitless-validation';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/register-service-worker';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Dev servers and tests never get a service worker: it would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();
