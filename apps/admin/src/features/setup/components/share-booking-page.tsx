import {
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ShopResponse } from '@salon/domain';
import { IconCheck, IconCopy, IconDownload, IconExternalLink } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type EmbedMode, embedSnippet } from '../../../lib/embed-code.ts';
import { downloadSvgAsPng } from '../lib/qr-download.ts';
import { bookingUrl } from '../lib/share.ts';

/** A copy button that says so when it has copied, for a reader and for a screen reader. */
function CopyAction({ value, label, testId }: { value: string; label: string; testId: string }) {
  const { t } = useTranslation('setup');
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          variant={copied ? 'filled' : 'light'}
          color={copied ? 'teal.9' : undefined}
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          onClick={copy}
          data-testid={testId}
        >
          <span aria-live="polite">{copied ? t('share.copied') : label}</span>
        </Button>
      )}
    </CopyButton>
  );
}

/** The booking page's link, its embed code and a QR code: everything to share it with customers. */
export function ShareBookingPage({ shop }: { shop: ShopResponse }) {
  const { t, i18n } = useTranslation('setup');
  const url = bookingUrl(shop.bookingPath);
  const [mode, setMode] = useState<EmbedMode>('inline');
  const qr = useRef<SVGSVGElement>(null);
  const [downloading, setDownloading] = useState(false);
  // The button sits on the salon's own website, so it speaks the salon's language.
  const buttonLabel = i18n.getFixedT(shop.locale, 'setup')('share.popupLabel');
  const snippet = embedSnippet(window.location.origin, shop.subdomain, mode, buttonLabel);

  const download = async () => {
    if (!qr.current) return;
    setDownloading(true);
    try {
      await downloadSvgAsPng(qr.current, `${shop.subdomain}-booking-qr.png`);
    } catch {
      toast.error(t('share.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('share.linkTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('share.linkHint')}
          </Text>
          <Group gap="sm" wrap="wrap" justify="space-between">
            <Anchor
              href={url}
              target="_blank"
              rel="noopener"
              ff="monospace"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="booking-link"
            >
              {url}
              <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
              <VisuallyHidden>{t('share.opensInNewTab')}</VisuallyHidden>
            </Anchor>
            <CopyAction value={url} label={t('share.copyLink')} testId="copy-link" />
          </Group>
        </Stack>
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('share.embedTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('share.embedHint')}
            </Text>
            <SegmentedControl
              value={mode}
              onChange={(value) => setMode(value === 'popup' ? 'popup' : 'inline')}
              aria-label={t('share.embedMode')}
              data={[
                { value: 'inline', label: t('share.inline') },
                { value: 'popup', label: t('share.popup') },
              ]}
              fullWidth
            />
            <Text size="sm">{mode === 'inline' ? t('share.inlineHint') : t('share.popupHint')}</Text>
            <Code
              block
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="embed-snippet"
            >
              {snippet}
            </Code>
            <Group>
              <CopyAction value={snippet} label={t('share.copyCode')} testId="copy-embed" />
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Stack gap="xs" align="center">
            <Title order={3} size="h4" style={{ alignSelf: 'flex-start' }}>
              {t('share.qrTitle')}
            </Title>
            <Text size="sm" c="dimmed" style={{ alignSelf: 'flex-start' }}>
              {t('share.qrHint')}
            </Text>
            <QRCodeSVG
              ref={qr}
              value={url}
              size={176}
              marginSize={2}
              level="M"
              role="img"
              aria-label={t('share.qrLabel', { url })}
              title={t('share.qrLabel', { url })}
              data-testid="booking-qr"
            />
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={download}
              loading={downloading}
              data-testid="download-qr"
            >
              {t('share.downloadQr')}
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
