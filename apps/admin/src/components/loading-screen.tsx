import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo.tsx';

/**
 * The logo and three animated dots. Its styles are in index.html, so the very same screen shows
 * before the scripts have loaded and while the session or a lazy part of the app loads.
 */
export function LoadingScreen({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  const content = (
    <>
      <div className="loading-logo">
        <LogoMark />
        <span>{t('app.name')}</span>
      </div>
      <div className="loading-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
    </>
  );
  // Inside the shell the page's <main> already exists; on its own the screen is the main content.
  return inline ? (
    <div className="loading-screen loading-screen--inline">{content}</div>
  ) : (
    <main className="loading-screen">{content}</main>
  );
}
