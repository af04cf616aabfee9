import { type ReactNode, useEffect, useRef } from 'react';
import { signOut, signOutEverywhere } from '../api/auth.ts';
import { useUpdateProfile } from '../api/profile.ts';
import { useForgetSession } from '../api/session.ts';
import type { Session } from '../api/types.ts';
import { useI18n } from '../lib/i18n-context.tsx';
import { type Page, pages, pathOf } from '../lib/route.ts';
import { Link } from '../lib/router.tsx';
import { LanguageSelect } from './language-select.tsx';

/**
 * The site's frame: its name, the language, and for a signed-in customer their name with the
 * ways out, and the pages. A skip link leads past it all to the page itself.
 */
export function Shell({
  session,
  page,
  unread,
  children,
}: {
  session: Session | null;
  page: Page | null;
  /** Unread notifications, shown on their link. */
  unread?: number | undefined;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const updateProfile = useUpdateProfile();
  const nav = useRef<HTMLUListElement>(null);
  // On a phone the pages scroll sideways: the current one is brought into view.
  useEffect(() => {
    if (!page) return;
    const current = nav.current?.querySelector<HTMLElement>(`[data-testid="nav-${page}"]`);
    const list = nav.current;
    if (!current || !list || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [page]);
  return (
    <div className={session ? 'site site-signed-in' : 'site'}>
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <header className="site-header">
        <Link className="site-name" href={pathOf('appointments')} data-testid="site-name">
          {t('nav.label')}
        </Link>
        <LanguageSelect onChange={session ? (locale) => updateProfile.mutate({ locale }) : undefined} />
        {session ? <AccountMenu session={session} /> : null}
      </header>
      {session ? (
        <nav className="site-nav" aria-label={t('nav.label')}>
          <ul ref={nav}>
            {pages.map((p) => (
              <li key={p}>
                <Link
                  href={pathOf(p)}
                  aria-current={p === page ? 'page' : undefined}
                  data-testid={`nav-${p}`}
                >
                  {t(`nav.${p}`)}
                  {p === 'notifications' && unread ? (
                    <span className="badge" data-testid="unread-count">
                      <span aria-hidden="true">{unread}</span>
                      <span className="visually-hidden">{t('nav.unread', { count: unread })}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

function AccountMenu({ session }: { session: Session }) {
  const { t } = useI18n();
  const forget = useForgetSession();
  const menu = useRef<HTMLDetailsElement>(null);
  // A disclosure that closes like a menu: on a click elsewhere or Escape.
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
        return;
      }
      if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  const leave = async (everywhere: boolean) => {
    try {
      await (everywhere ? signOutEverywhere() : signOut());
    } finally {
      // Signed out here whatever the server said: the cookie is cleared or no longer valid.
      forget(everywhere ? 'account.signedOutEverywhere' : 'account.signedOut');
    }
  };
  return (
    <details ref={menu} className="account-menu" data-testid="account-menu">
      <summary aria-label={t('account.menu', { name: session.user.name })}>
        <span className="avatar" aria-hidden="true">
          {initials(session.user.name)}
        </span>
        <span className="account-name" data-testid="account-name">
          {session.user.name}
        </span>
      </summary>
      <div className="account-menu-panel">
        <p>
          <strong>{session.user.name}</strong>
          <small className="muted">{t('account.signedInAs', { email: session.user.email })}</small>
        </p>
        <button
          type="button"
          className="button button-secondary"
          data-testid="sign-out"
          onClick={() => leave(false)}
        >
          {t('account.signOut')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          data-testid="sign-out-everywhere"
          onClick={() => leave(true)}
        >
          {t('account.signOutEverywhere')}
        </button>
      </div>
    </details>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
