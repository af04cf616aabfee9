import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getSession } from '../api/get-session.ts';
import { getShop } from '../api/get-shop.ts';
import { setUpEmbed } from '../lib/embed-bridge.ts';
import { detectLanguage, loadBundle, readStoredLanguage } from '../lib/i18n.ts';
import { I18nProvider } from '../lib/i18n-context.tsx';
import { parseRoute } from '../lib/route.ts';
import { App, type ShopLoad } from './app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const route = parseRoute(window.location.pathname, window.location.search);
setUpEmbed(route.embed, root);

const stored = readStoredLanguage();
const lang = detectLanguage(stored);
document.documentElement.lang = lang;

// The shop, the session and the language's texts are asked for at once; the page shows when the
// shop and the texts are here (the session is needed only after the stylist is chosen).
const shopLoad: Promise<ShopLoad> =
  route.kind === 'book'
    ? getShop(route.subdomain, { preview: route.preview }).then(
        (shop) => ({ ok: true, shop }),
        (error: unknown) => ({ ok: false, error }),
      )
    : Promise.resolve(null);
const sessionPromise = route.kind === 'book' ? getSession().catch(() => null) : Promise.resolve(null);

Promise.all([loadBundle(lang), shopLoad]).then(
  ([bundle, shop]) => {
    createRoot(root).render(
      <StrictMode>
        <I18nProvider initial={lang} bundle={bundle} fixed={stored !== null}>
          <App route={route} shopLoad={shop} sessionPromise={sessionPromise} />
        </I18nProvider>
      </StrictMode>,
    );
  },
  () => {
    // Only the texts can fail here (the shop's failure is shown by the app); without them,
    // a plain sentence and a way to retry.
    root.innerHTML =
      '<p class="boot-error" role="alert">The booking page could not be loaded. <a href="">Reload</a></p>';
  },
);
