import {
  Alert,
  Button,
  Checkbox,
  ColorSwatch,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ServiceResponse, StylistResponse } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type Category, useCreateService, useUpdateService } from '../../../api/services.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { showServerErrors, translateErrors } from '../../../lib/form-errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { readMoney } from '../../../lib/money.ts';
import {
  checkedPerformers,
  initialServiceValues,
  type Performer,
  type ServiceFormValues,
  serviceFormBody,
  servicePlacement,
  validateServiceForm,
} from '../lib/service-form.ts';

interface Props {
  shopId: string;
  service: ServiceResponse | null;
  /** The category a new service starts in. */
  categoryId: string | null;
  categories: readonly Category[];
  stylists: readonly StylistResponse[];
  /** The shop's currency, for a new service; an existing one keeps its own. */
  currency: string;
  nextOrder: number;
  onClose: () => void;
}

function ServiceForm({
  shopId,
  service,
  categoryId,
  categories,
  stylists,
  currency: shopCurrency,
  nextOrder,
  onClose,
}: Props) {
  const { t, i18n } = useTranslation('services');
  const locale = i18n.language;
  const currency = service?.price.currency ?? shopCurrency;
  // Everyone active, plus anyone inactive who still performs it, so that nothing is lost unseen.
  const shown = useMemo(
    () => stylists.filter((s) => s.active || service?.stylists.some((p) => p.stylistId === s.id)),
    [stylists, service],
  );
  const shownIds = shown.map((s) => s.id);
  const form = useForm<ServiceFormValues>({
    initialValues: initialServiceValues(service, categoryId, stylists, currency, locale),
    validate: (values) => validateServiceForm(values, checkedPerformers(values, shownIds), currency, locale),
    enhanceGetInputProps: translateErrors(t),
  });
  const { values } = form;
  const create = useCreateService(shopId);
  const update = useUpdateService(shopId, { errorToast: false });
  const mutation = service ? update : create;
  const [unplaced, setUnplaced] = useState(false);

  const checkAll = (checked: boolean) => {
    for (const id of Object.keys(values.performers))
      form.setFieldValue(`performers.${id}.checked`, checked && shownIds.includes(id));
  };

  const submit = form.onSubmit((values) => {
    setUnplaced(false);
    const performerIds = checkedPerformers(values, shownIds);
    const body = serviceFormBody(values, performerIds, currency, locale);
    const onSuccess = () => {
      toast.success(t(service ? 'service.updated' : 'service.created', { name: body.name }));
      onClose();
    };
    const onError = (error: unknown) => {
      const { placed, other } = showServerErrors(form, error, servicePlacement(performerIds));
      setUnplaced(!placed || other.length > 0);
    };
    if (service) update.mutate({ id: service.id, ...body }, { onSuccess, onError });
    else create.mutate({ ...body, displayOrder: nextOrder, active: true }, { onSuccess, onError });
  });

  const minutesProps = { allowNegative: false, allowDecimal: false, step: 5 };
  const checkedCount = shown.filter((s) => values.performers[s.id]?.checked).length;
  const basePrice = readMoney(values.price, currency, locale).minor;
  const defaultPrice = basePrice === null ? null : formatMoney(basePrice, currency, locale);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {unplaced && (
          <Alert color="red" role="alert">
            {errorMessage(i18n, mutation.error)}
          </Alert>
        )}
        <TextInput
          label={t('service.name')}
          required
          {...form.getInputProps('name')}
          maxLength={120}
          data-autofocus
          data-testid="service-name"
        />
        <Textarea
          label={t('service.description')}
          {...form.getInputProps('description')}
          autosize
          minRows={2}
          maxLength={2000}
        />
        <Select
          label={t('service.category')}
          data={[
            { value: '', label: t('service.noCategory') },
            ...categories.map((c) => ({ value: c.id, label: c.name })),
          ]}
          value={values.categoryId ?? ''}
          onChange={(value) => form.setFieldValue('categoryId', value || null)}
          allowDeselect={false}
          data-testid="service-category"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('service.duration')}
            description={t('service.minutes')}
            required
            min={5}
            max={720}
            {...form.getInputProps('duration')}
            data-testid="service-duration"
            {...minutesProps}
          />
          <NumberInput
            label={t('service.bufferBefore')}
            description={t('service.minutes')}
            min={0}
            max={240}
            {...form.getInputProps('bufferBefore')}
            {...minutesProps}
          />
          <NumberInput
            label={t('service.bufferAfter')}
            description={t('service.minutes')}
            min={0}
            max={240}
            {...form.getInputProps('bufferAfter')}
            {...minutesProps}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput
            label={t('service.price')}
            description={t('service.inCurrency', { currency })}
            required
            currency={currency}
            {...form.getInputProps('price')}
            data-testid="service-price"
          />
          <MoneyInput
            label={t('service.deposit')}
            description={t('service.depositHint')}
            currency={currency}
            {...form.getInputProps('deposit')}
            data-testid="service-deposit"
          />
        </SimpleGrid>
        <Switch
          label={t('service.bookableOnline')}
          description={t('service.bookableOnlineHint')}
          {...form.getInputProps('bookableOnline', { type: 'checkbox' })}
          data-testid="service-online"
        />
        <Fieldset legend={t('service.stylists')} variant="unstyled">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('service.stylistsHint', { count: checkedCount })}
              </Text>
              <Group gap="xs">
                <Button variant="subtle" size="compact-sm" onClick={() => checkAll(true)}>
                  {t('service.selectAll')}
                </Button>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => checkAll(false)}
                  data-testid="service-stylists-clear"
                >
                  {t('service.clearAll')}
                </Button>
              </Group>
            </Group>
            {shown.length === 0 && <Text size="sm">{t('service.noStylists')}</Text>}
            {shown.map((stylist) => {
              const p = values.performers[stylist.id] as Performer;
              return (
                <Stack key={stylist.id} gap={6}>
                  <Checkbox
                    {...form.getInputProps(`performers.${stylist.id}.checked`, { type: 'checkbox' })}
                    label={
                      <Group gap={6} wrap="nowrap" component="span">
                        <ColorSwatch color={stylist.color.main} size={12} component="span" aria-hidden />
                        <span>
                          {stylist.name}
                          {!stylist.active && ` (${t('service.inactive')})`}
                        </span>
                      </Group>
                    }
                    data-testid={`service-stylist-${stylist.id}`}
                  />
                  {p.checked && (
                    <SimpleGrid cols={2} pl={30} spacing="xs">
                      <NumberInput
                        size="xs"
                        label={t('service.ownDuration', { name: stylist.name })}
                        placeholder={values.duration === '' ? undefined : String(values.duration)}
                        {...form.getInputProps(`performers.${stylist.id}.duration`)}
                        min={5}
                        max={720}
                        {...minutesProps}
                      />
                      <MoneyInput
                        size="xs"
                        label={t('service.ownPrice', { name: stylist.name })}
                        placeholder={defaultPrice ?? undefined}
                        currency={currency}
                        {...form.getInputProps(`performers.${stylist.id}.price`)}
                      />
                    </SimpleGrid>
                  )}
                </Stack>
              );
            })}
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending} data-testid="service-save">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds or changes a service: what it is, how long it takes, what it costs and who does it. */
export function ServiceFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation('services');
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={props.service ? t('service.editTitle') : t('service.newTitle')}
      closeLabel={t('actions.close')}
    >
      <ServiceForm {...props} />
    </FormModal>
  );
}
