import {
  CloseButton,
  type CSSVariablesResolver,
  createTheme,
  DirectionProvider,
  Drawer,
  MantineProvider,
  Modal,
} from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from './query-client.ts';

const theme = createTheme({
  primaryColor: 'grape',
  // Shade 8 and a darker "dimmed" keep text at WCAG AA contrast (4.5:1) on white.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  components: {
    // A dialog's title bar is a <header>, which would be a second banner landmark beside the page's.
    Modal: Modal.extend({ defaultProps: { attributes: { header: { role: 'presentation' } } } }),
    Drawer: Drawer.extend({ defaultProps: { attributes: { header: { role: 'presentation' } } } }),
  },
});

// Mantine's light variants (alerts, badges, light buttons) write their text in shade 6, and the
// error red and filled red in shade 6/8: all under 4.5:1 on their backgrounds. Shade 9 passes on
// the light background (shade 1), not on its hover (shade 2, 3.8:1 for red): a hovered light
// button turns paler (shade 0) instead of darker.
const contrastColors = [
  'red',
  'pink',
  'orange',
  'yellow',
  'green',
  'teal',
  'cyan',
  'blue',
  'grape',
  'violet',
];
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      contrastColors.flatMap((color) => [
        [`--mantine-color-${color}-light-color`, `var(--mantine-color-${color}-9)`],
        [`--mantine-color-${color}-light-hover`, `var(--mantine-color-${color}-0)`],
      ]),
    ),
  },
  dark: {},
});

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
