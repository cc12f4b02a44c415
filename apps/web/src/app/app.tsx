import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { SelectedLocationProvider } from '../lib/selected-location';
import { loadLocationPopup } from './location-popup-host';
import { AppRoutes } from './router';

/** The app in the browser: the address bar's router (docs/decisions/040-the-router-in-declarative-mode.md). */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SelectedLocationProvider prepareAutoOpen={loadLocationPopup}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SelectedLocationProvider>
    </QueryClientProvider>
  );
}
