import type { Locale } from '@salon/domain/locales';
import type { CSSProperties, ReactNode } from 'react';
import type { Branding } from '../api/types.ts';
import { accentOf } from '../lib/branding.ts';
import { useI18n } from '../lib/i18n-context.tsx';
import type { EmbedMode } from '../lib/route.ts';
import { AccountLink } from './account-link.tsx';
import { LanguageSelect } from './language-select.tsx';

interface Props {
  shopName?: string | undefined;
  branding?: Branding | null | undefined;
  /** How the page is shown; the frame is the same for all. */
  embed: EmbedMode;
  onLanguageChange?: ((lng: Locale) => void) | undefined;
  /** Announced to screen readers when it changes (the step). */
  announcement?: string | undefined;
  /** Staff previewing a page that is not published: said above everything. */
  preview?: boolean | undefined;
  /** A signed-in customer: a link to all their bookings on the customer site. */
  signedIn?: boolean | undefined;
  children: ReactNode;
}

/**
 * The widget's frame: the shop's logo and name and the language. In a popup the embedding page's
 * dialog has the one close button (and Escape closes it from inside too, see embed-bridge).
 */
export function WidgetShell({
  shopName,
  branding,
  onLanguageChange,
  embed,
  announcement,
  preview,
  signedIn,
  children,
}: Props) {
  const { t } = useI18n();
  const { accent, onAccent, accentInk } = accentOf(branding?.color);
  const style = { '--accent': accent, '--on-accent': onAccent, '--accent-ink': accentInk } as CSSProperties;
  return (
    <div className="widget" style={style}>
      <header className="widget-header">
        {branding?.logoUrl ? <img className="logo" src={branding.logoUrl} alt="" /> : null}
        <h1 className="shop-name" data-testid="shop-name">
          {shopName ?? t('header.title')}
        </h1>
        <LanguageSelect onChange={onLanguageChange} />
      </header>
      {preview ? (
        <p className="preview-ribbon" role="status" data-testid="preview-ribbon">
          {t('preview.ribbon')}
          <small>{t('preview.hint')}</small>
        </p>
      ) : null}
      <main className="widget-main">{children}</main>
      {signedIn ? (
        <footer className="widget-footer">
          <AccountLink newTab={embed !== 'none'} />
        </footer>
      ) : null}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
