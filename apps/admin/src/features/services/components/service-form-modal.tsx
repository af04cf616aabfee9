import {
  Alert,
  Button,
  Checkbox,
  ColorSwatch,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ServiceResponse, StylistResponse } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type Category, useCreateService, useUpdateService } from '../../../api/services.ts';
import { formatMoney } from '../../../lib/format.ts';
import { readMoney } from '../../../lib/money.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import {
  initialServiceValues,
  type Performer,
  type ServiceFormErrors,
  type ServiceFormValues,
  serviceFormBody,
  validateServiceForm,
} from '../lib/service-form.ts';

type Minutes = number | '';
const asMinutes = (value: number | string): Minutes =>
  typeof value === 'number' ? value : value === '' ? '' : Number(value);

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
  const [values, setValues] = useState(() =>
    initialServiceValues(service, categoryId, stylists, currency, locale),
  );
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const create = useCreateService(shopId);
  const update = useUpdateService(shopId, { errorToast: false });
  const mutation = service ? update : create;
  const [sentStylists, setSentStylists] = useState<string[]>([]);

  const set = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setPerformer = (id: string, change: Partial<Performer>) =>
    setValues((v) => ({
      ...v,
      performers: { ...v.performers, [id]: { ...(v.performers[id] as Performer), ...change } },
    }));
  const checkAll = (checked: boolean) =>
    setValues((v) => ({
      ...v,
      performers: Object.fromEntries(
        Object.entries(v.performers).map(([id, p]) => [
          id,
          { ...p, checked: checked && shown.some((s) => s.id === id) },
        ]),
      ),
    }));

  // What the server said, with `stylists.<index>` turned back into the stylist's id.
  const server = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [path, message] of Object.entries(serverFieldErrors(mutation.error))) {
      const match = /^stylists\.(\d+)(\..+)?$/.exec(path);
      const id = match ? sentStylists[Number(match[1])] : undefined;
      out[id ? `stylists.${id}${match?.[2] ?? ''}` : path] = message;
    }
    return out;
  }, [mutation.error, sentStylists]);
  // Our own checks give i18n keys; the server's messages are shown as they come.
  const shownError = (key: string) => (errors[key] ? t(errors[key]) : server[key]);
  const known =
    /^(name|description|categoryId|durationMinutes|buffer(Before|After)Minutes|price(\.amount)?|depositAmount|stylists(\..+)?)$/;
  const unplaced = mutation.error && Object.keys(server).every((key) => !known.test(key));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateServiceForm(values, currency, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const performerIds = shown.filter((s) => values.performers[s.id]?.checked).map((s) => s.id);
    setSentStylists(performerIds);
    const body = serviceFormBody(values, performerIds, currency, locale);
    const onSuccess = () => {
      toast.success(t(service ? 'service.updated' : 'service.created', { name: body.name }));
      onClose();
    };
    if (service) update.mutate({ id: service.id, ...body }, { onSuccess });
    else create.mutate({ ...body, displayOrder: nextOrder, active: true }, { onSuccess });
  };

  // Text, not number fields: what was typed is read by the one money parser, never silently reformatted.
  const moneyProps = {
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    rightSection: (
      <Text size="xs" c="dimmed" aria-hidden>
        {currency}
      </Text>
    ),
    rightSectionWidth: 48,
  };
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
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={shownError('name')}
          maxLength={120}
          data-autofocus
          data-testid="service-name"
        />
        <Textarea
          label={t('service.description')}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={shownError('description')}
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
          onChange={(value) => set('categoryId', value || null)}
          allowDeselect={false}
          error={shownError('categoryId')}
          data-testid="service-category"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('service.duration')}
            description={t('service.minutes')}
            required
            min={5}
            max={720}
            value={values.duration}
            onChange={(v) => set('duration', asMinutes(v))}
            error={shownError('durationMinutes')}
            data-testid="service-duration"
            {...minutesProps}
          />
          <NumberInput
            label={t('service.bufferBefore')}
            description={t('service.minutes')}
            min={0}
            max={240}
            value={values.bufferBefore}
            onChange={(v) => set('bufferBefore', asMinutes(v))}
            error={shownError('bufferBeforeMinutes')}
            {...minutesProps}
          />
          <NumberInput
            label={t('service.bufferAfter')}
            description={t('service.minutes')}
            min={0}
            max={240}
            value={values.bufferAfter}
            onChange={(v) => set('bufferAfter', asMinutes(v))}
            error={shownError('bufferAfterMinutes')}
            {...minutesProps}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('service.price')}
            description={t('service.inCurrency', { currency })}
            required
            value={values.price}
            onChange={(e) => set('price', e.currentTarget.value)}
            error={shownError('price.amount') ?? shownError('price')}
            data-testid="service-price"
            {...moneyProps}
          />
          <TextInput
            label={t('service.deposit')}
            description={t('service.depositHint')}
            value={values.deposit}
            onChange={(e) => set('deposit', e.currentTarget.value)}
            error={shownError('depositAmount')}
            data-testid="service-deposit"
            {...moneyProps}
          />
        </SimpleGrid>
        <Switch
          label={t('service.bookableOnline')}
          description={t('service.bookableOnlineHint')}
          checked={values.bookableOnline}
          onChange={(e) => set('bookableOnline', e.currentTarget.checked)}
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
            {shownError('stylists') && (
              <Text size="sm" c="red.8" role="alert">
                {shownError('stylists')}
              </Text>
            )}
            {shown.length === 0 && <Text size="sm">{t('service.noStylists')}</Text>}
            {shown.map((stylist) => {
              const p = values.performers[stylist.id] as Performer;
              return (
                <Stack key={stylist.id} gap={6}>
                  <Checkbox
                    checked={p.checked}
                    onChange={(e) => setPerformer(stylist.id, { checked: e.currentTarget.checked })}
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
                        value={p.duration}
                        onChange={(v) => setPerformer(stylist.id, { duration: asMinutes(v) })}
                        error={shownError(`stylists.${stylist.id}.durationMinutes`)}
                        min={5}
                        max={720}
                        {...minutesProps}
                      />
                      <TextInput
                        size="xs"
                        label={t('service.ownPrice', { name: stylist.name })}
                        placeholder={defaultPrice ?? undefined}
                        value={p.price}
                        onChange={(e) => setPerformer(stylist.id, { price: e.currentTarget.value })}
                        error={shownError(`stylists.${stylist.id}.priceAmount`)}
                        {...moneyProps}
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
  const narrow = useMediaQuery('(max-width: 40em)');
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      size="lg"
      fullScreen={narrow}
      title={props.service ? t('service.editTitle') : t('service.newTitle')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <ServiceForm {...props} />
    </Modal>
  );
}
