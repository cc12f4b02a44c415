import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { SelectedLocationProvider } from '../lib/selected-location';
import { loadLocationPopup } from './location-popup-host';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <SelectedLocationProvider prepareAutoOpen={loadLocationPopup}>
        <RouterProvider router={router} />
      </SelectedLocationProvider>
    </QueryClientProvider>
  );
}
