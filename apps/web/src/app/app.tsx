import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { SelectedLocationProvider } from '../lib/selected-location';
import { loadLocationPopup } from './location-popup-host';
import type { AppRouter } from './router';

/** The router is made by the caller, in a task before the first render (main.tsx). */
export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SelectedLocationProvider prepareAutoOpen={loadLocationPopup}>
        <RouterProvider router={router} />
      </SelectedLocationProvider>
    </QueryClientProvider>
  );
}
