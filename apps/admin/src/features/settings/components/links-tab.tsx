import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ALIAS_MAX_LENGTH, aliasFromInput, aliasRequest } from '@salon/domain';
import { isApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import {
  type AliasKind,
  type BookingLink,
  useAliases,
  useCreateAlias,
  useDeleteAlias,
} from '../../../api/aliases.ts';
import { useShop } from '../../../api/shop.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { byPath, schemaErrors, showServerErrors, translateErrors } from '../../../lib/form-errors.ts';
import { CopyValueButton } from './copy-value.tsx';
import { TabError, TabSkeleton } from './tab-states.tsx';

const linkUrl = (path: string) => `${window.location.origin}${path}`;

/** Short booking links to share; kind `google` goes on the Google Business Profile and counts its bookings as Google's. */
export function LinksTab({ shopId }: { shopId: string }) {
  const { t } = useTranslation('settings');
  const shop = useShop(shopId);
  return (
    <Stack gap="lg">
      {shop.data && !shop.data.live && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle />} title={t('links.notLiveTitle')}>
          {t('links.notLiveText')}
        </Alert>
      )}
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-links-add">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="settings-links-add">
              {t('links.addTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('links.description')}
            </Text>
          </div>
          <AddLinkForm shopId={shopId} />
        </Stack>
      </Paper>
      <LinkLists shopId={shopId} />
    </Stack>
  );
}

const placeAlias = byPath({ alias: ['alias', 'links.invalid.alias'] });

function AddLinkForm({ shopId }: { shopId: string }) {
  const { t, i18n } = useTranslation('settings');
  const create = useCreateAlias(shopId);
  const form = useForm<{ alias: string; kind: AliasKind }>({
    initialValues: { alias: '', kind: 'own' },
    validate: (values) =>
      values.alias.trim()
        ? schemaErrors(aliasRequest, values, placeAlias)
        : { alias: 'links.invalid.aliasMissing' },
    enhanceGetInputProps: translateErrors(t),
  });
  // The preview is the link exactly as it would be saved; a name that would be refused shows
  // its error instead of an address that would never work.
  const typed = form.values.alias;
  const alias = aliasFromInput(typed);
  const liveError = alias === null && typed.trim() !== '' ? t('links.invalid.alias') : undefined;
  const aliasInput = form.getInputProps('alias');

  const submit = form.onSubmit((values) => {
    create.mutate(
      { alias: values.alias.trim(), kind: values.kind },
      {
        onSuccess: (link) => {
          toast.success(t('links.added', { url: linkUrl(link.path) }));
          form.setFieldValue('alias', '');
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'AliasAlreadyUsed')
            form.setFieldError('alias', 'links.invalid.taken');
          else if (!showServerErrors(form, failure, placeAlias).placed)
            toast.error(errorMessage(i18n, failure));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="link-form">
      <Stack gap="md">
        <TextInput
          label={t('links.alias')}
          description={
            alias === null ? t('links.aliasRules') : t('links.aliasHint', { url: linkUrl(`/b/${alias}`) })
          }
          descriptionProps={{ 'data-testid': 'link-preview' }}
          required
          maxLength={ALIAS_MAX_LENGTH}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          leftSection={<Text size="sm">/b/</Text>}
          leftSectionWidth={40}
          {...aliasInput}
          error={aliasInput.error ?? liveError}
          // Links are lower case; typing capitals should not be an error.
          onChange={(event) => form.setFieldValue('alias', event.currentTarget.value.toLowerCase())}
          data-testid="link-alias"
        />
        <Radio.Group
          label={t('links.kind')}
          value={form.values.kind}
          onChange={(value) => form.setFieldValue('kind', value === 'google' ? 'google' : 'own')}
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="own"
              label={t('links.kindOwn')}
              description={t('links.kindOwnHint')}
              data-testid="link-kind-own"
            />
            <Radio
              value="google"
              label={t('links.kindGoogle')}
              description={t('links.kindGoogleHint')}
              data-testid="link-kind-google"
            />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="link-add">
            {t('links.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function LinkLists({ shopId }: { shopId: string }) {
  const { t, i18n } = useTranslation('settings');
  const aliases = useAliases(shopId);
  const remove = useDeleteAlias(shopId);
  const [toDelete, setToDelete] = useState<BookingLink | null>(null);

  let content: ReactNode;
  if (aliases.isPending) content = <TabSkeleton rows={3} />;
  else if (aliases.isError)
    content = <TabError message={errorMessage(i18n, aliases.error)} onRetry={() => aliases.refetch()} />;
  else {
    const items = aliases.data.items;
    content = (
      <Stack gap="xl">
        <LinkGroup
          title={t('links.ownTitle')}
          emptyText={t('links.ownEmpty')}
          links={items.filter((link) => link.kind === 'own')}
          onDelete={setToDelete}
          testId="links-own"
        />
        <LinkGroup
          title={t('links.googleTitle')}
          emptyText={t('links.googleEmpty')}
          links={items.filter((link) => link.kind === 'google')}
          onDelete={setToDelete}
          testId="links-google"
        />
      </Stack>
    );
  }

  const confirmDelete = () => {
    if (!toDelete) return;
    const link = toDelete;
    remove.mutate(link.id, {
      onSuccess: () => {
        toast.success(t('links.deleted', { url: linkUrl(link.path) }));
        setToDelete(null);
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-links-list">
      <Stack gap="md">
        <Title order={2} size="h4" id="settings-links-list">
          {t('links.listTitle')}
        </Title>
        {content}
      </Stack>
      <ConfirmModal
        opened={toDelete !== null}
        title={t('links.confirmTitle')}
        confirmLabel={t('links.delete')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        confirmTestId="confirm-action"
      >
        {toDelete ? t('links.confirmText', { url: linkUrl(toDelete.path) }) : ''}
      </ConfirmModal>
    </Paper>
  );
}

function LinkGroup({
  title,
  emptyText,
  links,
  onDelete,
  testId,
}: {
  title: string;
  emptyText: string;
  links: BookingLink[];
  onDelete: (link: BookingLink) => void;
  testId: string;
}) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('links.url')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('links.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.map((link) => {
                const url = linkUrl(link.path);
                return (
                  <Table.Tr key={link.id} data-testid={`link-${link.alias}`}>
                    <Table.Td>
                      <Anchor
                        href={url}
                        target="_blank"
                        rel="noopener"
                        size="sm"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {url}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <CopyValueButton value={url} label={t('links.copyNamed', { url })} />
                        <Tooltip label={t('links.delete')} withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('links.deleteNamed', { url })}
                            onClick={() => onDelete(link)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
