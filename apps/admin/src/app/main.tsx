import '@mantine/core/styles.css';
import 'react-toastify/ReactToastify.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers.tsx';
import { registerOfflineWorker } from './pwa.ts';
import { AppRoutes } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename="/admin">
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);

// After the first render, so the worker never delays the app.
void registerOfflineWorker();
