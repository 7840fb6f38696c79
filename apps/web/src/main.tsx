import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installRootFontSize } from './app/rootFontSize';
import { router } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';
import { queryClient } from './session';
import './styles/global.css';
import './styles/light.css';
import './styles/public.css';

installRootFontSize();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

// No antd here: the sign-in page is drawn without it, and app/AntdShell.tsx brings it for the rest.
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
