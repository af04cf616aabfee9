import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import {
  ActionIcon,
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { closureRequest } from '@salon/domain';
import { firstDayOfWeek } from '@salon/domain/calendar-date';
import { errorMessage } from '@salon/web/error-message';
import { IconCalendarOff, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type Closure, useClosures, useCreateClosure, useDeleteClosure } from '../../../api/closures.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { byPath, schemaErrors, showServerErrors, translateErrors } from '../../../lib/form-errors.ts';
import { formatDay, pickedDayFormatter } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { todayIn } from '../lib/shop-date.ts';
import { TabError, TabSkeleton } from './tab-states.tsx';

/** Days the whole salon is closed (public holidays, holidays, training): nobody can book them. */
export function ClosuresTab({ shopId, timeZone }: { shopId: string; timeZone: string }) {
  const { t, i18n } = useTranslation('settings');
  const locale = useFormatLocale();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: firstDayOfWeek(locale) }}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-closures-add">
          <Stack gap="md">
            <div>
              <Title order={2} size="h4" id="settings-closures-add">
                {t('closures.addTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('closures.description')}
              </Text>
            </div>
            <AddClosureForm shopId={shopId} timeZone={timeZone} />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-closures-list">
          <Stack gap="md">
            <Title order={2} size="h4" id="settings-closures-list">
              {t('closures.listTitle')}
            </Title>
            <ClosureList shopId={shopId} timeZone={timeZone} />
          </Stack>
        </Paper>
      </Stack>
    </DatesProvider>
  );
}

const placeClosure = byPath({
  date: ['date', 'closures.invalid.dateMissing'],
  name: ['name', 'closures.invalid.name'],
});
const placeClosureOnServer = byPath({
  date: ['date', 'closures.invalid.dateTaken'],
  name: ['name', 'closures.invalid.name'],
});

function AddClosureForm({ shopId, timeZone }: { shopId: string; timeZone: string }) {
  const { t, i18n } = useTranslation('settings');
  const locale = useFormatLocale();
  const create = useCreateClosure(shopId);
  const today = todayIn(timeZone);
  const form = useForm<{ date: string | null; name: string }>({
    initialValues: { date: null, name: '' },
    validate: (values) => ({
      ...schemaErrors(closureRequest, { date: values.date ?? '', name: values.name }, placeClosure),
      ...(values.date ? {} : { date: 'closures.invalid.dateMissing' }),
    }),
    enhanceGetInputProps: translateErrors(t),
  });

  const submit = form.onSubmit(({ date, name }) => {
    if (!date) return;
    create.mutate(
      { date, name: name.trim() },
      {
        onSuccess: (closure) => {
          toast.success(
            t('closures.added', {
              name: closure.name,
              date: formatDay(closure.date, timeZone, locale),
            }),
          );
          form.reset();
        },
        onError: (error) => {
          // The server's one complaint about a valid date is that the salon is closed that day already.
          if (!showServerErrors(form, error, placeClosureOnServer).placed)
            toast.error(errorMessage(i18n, error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="closure-form">
      <Group align="flex-start" gap="md" wrap="wrap">
        <DatePickerInput
          label={t('closures.date')}
          placeholder={t('closures.datePlaceholder')}
          // Drawn as text, not as an input placeholder, so it needs text contrast.
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          required
          {...form.getInputProps('date')}
          minDate={today}
          valueFormatter={pickedDayFormatter(locale)}
          ariaLabels={{
            previousMonth: t('closures.previousMonth'),
            nextMonth: t('closures.nextMonth'),
            monthLevelControl: t('closures.chooseMonth'),
            previousYear: t('closures.previousYear'),
            nextYear: t('closures.nextYear'),
            yearLevelControl: t('closures.chooseYear'),
            previousDecade: t('closures.previousDecade'),
            nextDecade: t('closures.nextDecade'),
          }}
          popoverProps={{ withinPortal: true }}
          w={{ base: '100%', xs: 240 }}
          data-testid="closure-date"
        />
        <TextInput
          label={t('closures.name')}
          placeholder={t('closures.namePlaceholder')}
          required
          maxLength={120}
          {...form.getInputProps('name')}
          style={{ flex: '1 1 220px' }}
          data-testid="closure-name"
        />
        <Button type="submit" loading={create.isPending} mt={{ base: 0, xs: 25 }} data-testid="closure-add">
          {t('closures.add')}
        </Button>
      </Group>
    </form>
  );
}

function ClosureList({ shopId, timeZone }: { shopId: string; timeZone: string }) {
  const { t, i18n } = useTranslation('settings');
  const locale = useFormatLocale();
  const closures = useClosures(shopId);
  const remove = useDeleteClosure(shopId);
  const [toDelete, setToDelete] = useState<Closure | null>(null);
  const today = todayIn(timeZone);
  const sorted = useMemo(
    () => [...(closures.data?.items ?? [])].sort((a, b) => a.date.localeCompare(b.date)),
    [closures.data],
  );

  if (closures.isPending) return <TabSkeleton rows={3} />;
  if (closures.isError)
    return <TabError message={errorMessage(i18n, closures.error)} onRetry={() => closures.refetch()} />;
  if (sorted.length === 0) {
    return (
      <EmptyState
        icon={<IconCalendarOff />}
        title={t('closures.emptyTitle')}
        description={t('closures.emptyText')}
        data-testid="closures-empty"
      />
    );
  }

  const confirmDelete = () => {
    if (!toDelete) return;
    const closure = toDelete;
    remove.mutate(closure.id, {
      onSuccess: () => {
        toast.success(t('closures.deleted', { name: closure.name }));
        setToDelete(null);
      },
    });
  };

  return (
    <>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="sm" data-testid="closures-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('closures.date')}</Table.Th>
              <Table.Th scope="col">{t('closures.name')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('closures.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((closure) => {
              const past = closure.date < today;
              const day = formatDay(closure.date, timeZone, locale);
              return (
                <Table.Tr key={closure.id} data-testid={`closure-${closure.date}`}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={500} c={past ? 'dimmed' : undefined}>
                        {day}
                      </Text>
                      {past && (
                        <Badge size="sm" variant="default">
                          {t('closures.past')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={past ? 'dimmed' : undefined}>
                      {closure.name}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">
                    <Tooltip label={t('closures.delete')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('closures.deleteNamed', { name: closure.name, date: day })}
                        onClick={() => setToDelete(closure)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmModal
        opened={toDelete !== null}
        title={t('closures.confirmTitle')}
        confirmLabel={t('closures.delete')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        confirmTestId="confirm-action"
      >
        {toDelete
          ? t('closures.confirmText', {
              name: toDelete.name,
              date: formatDay(toDelete.date, timeZone, locale),
            })
          : ''}
      </ConfirmModal>
    </>
  );
}
