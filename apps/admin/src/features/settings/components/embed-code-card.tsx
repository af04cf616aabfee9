import {
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ShopResponse } from '@salon/domain';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmbedMode, embedSnippet } from '../../../lib/embed-code.ts';
import { CopyValueButton } from './copy-value.tsx';

/** Where customers book, and the one tag that puts the widget on the salon's own website. */
export function EmbedCodeCard({ shop }: { shop: ShopResponse }) {
  const { t } = useTranslation('settings');
  const origin = window.location.origin;
  const bookingUrl = `${origin}${shop.bookingPath}`;
  const [buttonLabel, setButtonLabel] = useState(() => t('widget.embed.defaultLabel'));
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-embed-title">
      <Stack gap="lg">
        <div>
          <Title order={2} size="h4" id="settings-embed-title">
            {t('widget.embed.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('widget.embed.description')}
          </Text>
        </div>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('widget.embed.bookingPage')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Anchor
              href={bookingUrl}
              target="_blank"
              rel="noopener"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="widget-booking-url"
            >
              {bookingUrl}
            </Anchor>
            <CopyValueButton value={bookingUrl} label={t('copyLink')} testId="widget-copy-booking-url" />
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <Snippet
            mode="inline"
            title={t('widget.embed.inlineTitle')}
            description={t('widget.embed.inlineText')}
            code={embedSnippet(origin, shop.subdomain, 'inline')}
          />
          <Stack gap="sm">
            <Snippet
              mode="popup"
              title={t('widget.embed.popupTitle')}
              description={t('widget.embed.popupText')}
              code={embedSnippet(origin, shop.subdomain, 'popup', buttonLabel)}
            />
            <TextInput
              label={t('widget.embed.buttonLabel')}
              maxLength={60}
              value={buttonLabel}
              onChange={(event) => setButtonLabel(event.currentTarget.value)}
              data-testid="embed-button-label"
            />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Snippet({
  mode,
  title,
  description,
  code,
}: {
  mode: EmbedMode;
  title: string;
  description: string;
  code: string;
}) {
  const { t } = useTranslation('settings');
  const id = `embed-${mode}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`${id}-title`}>
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <div>
          <Title order={3} size="h5" id={`${id}-title`}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        <CopyButton value={code} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant={copied ? 'light' : 'default'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
              style={{ flexShrink: 0 }}
              aria-label={copied ? t('copied') : t('widget.embed.copyNamed', { name: title })}
              data-testid={`${id}-copy`}
            >
              {copied ? t('copied') : t('widget.embed.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block data-testid={`${id}-code`} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {code}
      </Code>
    </Stack>
  );
}
