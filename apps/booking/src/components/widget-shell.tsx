import type { Locale } from '@salon/domain/locales';
import type { CSSProperties, ReactNode } from 'react';
import type { Branding } from '../api/types.ts';
import { accentOf } from '../lib/branding.ts';
import { requestClose } from '../lib/embed-bridge.ts';
import { useI18n } from '../lib/i18n-context.tsx';
import type { EmbedMode } from '../lib/route.ts';
import { LanguageSelect } from './language-select.tsx';

interface Props {
  shopName?: string | undefined;
  branding?: Branding | null | undefined;
  embed: EmbedMode;
  onLanguageChange?: ((lng: Locale) => void) | undefined;
  /** Announced to screen readers when it changes (the step). */
  announcement?: string | undefined;
  children: ReactNode;
}

/** The widget's frame: the shop's logo and name, the language, a close button in a popup. */
export function WidgetShell({ shopName, branding, embed, onLanguageChange, announcement, children }: Props) {
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
        {embed === 'popup' ? (
          <button
            type="button"
            className="icon-button"
            data-testid="close-widget"
            aria-label={t('header.close')}
            onClick={requestClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </header>
      <main className="widget-main">{children}</main>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
