import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { ShopResponse } from '@salon/domain';
import { checkLogo, type LogoProblem, logoTypes } from '@salon/domain/logo';
import { errorMessage } from '@salon/web/error-message';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useRemoveLogo, useUploadLogo } from '../../../api/shop.ts';

const problemKeys: Record<LogoProblem, string> = {
  empty: 'widget.logoEmpty',
  tooLarge: 'widget.logoTooLarge',
  svg: 'widget.logoSvg',
  notAnImage: 'widget.logoNotAnImage',
};

/**
 * The salon's logo: a file uploaded at once (the booking page, mails and receipts show it from
 * then on) and removed at once, apart from the tab's Save. A file is checked here as the server
 * checks it, by its first bytes and size, so a refusal is said before anything is sent.
 */
export function LogoField({ shop }: { shop: ShopResponse }) {
  const { t, i18n } = useTranslation('settings');
  const upload = useUploadLogo(shop.id);
  const remove = useRemoveLogo(shop.id);
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();

  const pick = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const checked = checkLogo(new Uint8Array(await file.arrayBuffer()));
    if (!checked.ok) {
      setProblem(t(problemKeys[checked.problem]));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(t('widget.logoUploaded')),
      onError: (error) => setProblem(errorMessage(i18n, error)),
    });
  };

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} aria-describedby={hintId} data-testid="widget-logo">
      <Text size="sm" fw={500} id={labelId}>
        {t('widget.logo')}
      </Text>
      <Text size="xs" c="dimmed" id={hintId}>
        {t('widget.logoHint')}
      </Text>
      {shop.logoUrl ? (
        <Paper withBorder radius="sm" p="xs" w="fit-content">
          <Image
            src={shop.logoUrl}
            alt={t('widget.logoPreview')}
            h={56}
            w="auto"
            maw={240}
            fit="contain"
            data-testid="widget-logo-preview"
          />
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {t('widget.logoNone')}
        </Text>
      )}
      <Group gap="sm">
        <FileButton onChange={pick} accept={logoTypes.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
              aria-describedby={problem ? errorId : undefined}
              data-testid="widget-logo-upload"
            >
              {shop.logoUrl ? t('widget.replaceLogo') : t('widget.uploadLogo')}
            </Button>
          )}
        </FileButton>
        {shop.logoUrl && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  setProblem(null);
                  toast.success(t('widget.logoRemoved'));
                },
              })
            }
            data-testid="widget-logo-remove"
          >
            {t('widget.clearLogo')}
          </Button>
        )}
      </Group>
      {problem && (
        <Text size="sm" c="red.8" id={errorId} role="alert" data-testid="widget-logo-error">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
