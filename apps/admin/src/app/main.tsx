import '@mantine/core/styles.css';
import 'react-toastify/ReactToastify.css';
import './global.css';
import './touch-targets.css';
import { whenI18nReady } from '@salon/web/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { i18n } from '../lib/i18n.ts';
import { Providers } from './providers.tsx';
import { registerOfflineWorker } from './pwa.ts';
import { AppRoutes } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The loading screen in index.html stays until the language in use has arrived (one small chunk).
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename="/admin">
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
whenI18nReady(i18n).then(render, render);

// After the first render, so the worker never delays the app.
// Offline, or where the browser blocks workers, the app simply runs without one.
registerOfflineWorker().catch(() => {});
