import { CloseButton, DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from './query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const queryClient = createQueryClient(i18n);

// Below the 60 px header, so that a notice never hides the header's buttons; text as in the app.
const toastStyle = {
  '--toastify-toast-top': '72px',
  '--toastify-font-family': 'var(--mantine-font-family)',
  '--toastify-text-color-light': 'var(--mantine-color-text)',
} as CSSProperties;

/** Notices at the top right that close after 5 s or when dragged 80 % of their width. */
function Toasts() {
  const { t } = useTranslation();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      draggable
      draggablePercent={80}
      style={toastStyle}
      aria-label={t('toast.region')}
      closeButton={({ closeToast }) => (
        <CloseButton
          size="sm"
          pos="absolute"
          top={6}
          right={6}
          aria-label={t('toast.close')}
          onClick={() => closeToast(true)}
        />
      )}
    />
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* The shell sets the direction from the layout's isRTL flag. */}
      <DirectionProvider initialDirection="ltr" detectDirection={false}>
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          <QueryClientProvider client={queryClient}>
            {children}
            <Toasts />
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
