import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { installRootFontSize } from './app/rootFontSize';
import { router } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';
import './styles/global.css';
import './styles/public.css';

installRootFontSize();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
