import {
  Alert,
  Button,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { isLocale } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { readableAlertTitle } from '../../../lib/alert-styles.ts';
import { useSaveConfig } from '../hooks/use-save-config.ts';
import { currencyChoices, languageChoices, timeZoneChoices } from '../lib/choices.ts';
import { type ConfigErrors, type ConfigValues, validateConfig } from '../lib/config-form.ts';
import { SaveConfigError, serverConfigErrors } from '../lib/save-config.ts';
import { OpeningHoursFields } from './opening-hours-fields.tsx';
import { ServicesFields } from './services-fields.tsx';
import { StylistsFields } from './stylists-fields.tsx';

type Updater = (update: (values: ConfigValues) => ConfigValues) => void;

interface Props {
  shopId: string;
  /** Null while the salon's saved state loads. */
  values: ConfigValues | null;
  loadError: unknown;
  onRetryLoad: () => void;
  setValues: Updater;
  onBack: () => void;
  onSaved: () => void;
}

/** Step 2, config: the salon's details, opening hours, first services and first stylists. */
export function ConfigStep({ shopId, values, loadError, onRetryLoad, setValues, onBack, onSaved }: Props) {
  const { t, i18n } = useTranslation('setup');
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {t('config.title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('config.intro')}
        </Text>
      </div>
      {loadError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t('config.loadError')}
          styles={readableAlertTitle}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(i18n, loadError)}</Text>
            <Button size="compact-sm" variant="light" onClick={onRetryLoad}>
              {t('actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : values ? (
        <ConfigForm shopId={shopId} values={values} setValues={setValues} onBack={onBack} onSaved={onSaved} />
      ) : (
        <Stack gap="md" aria-busy="true" data-testid="config-loading">
          <Skeleton h={56} />
          <Skeleton h={56} />
          <Skeleton h={220} />
          <Skeleton h={120} />
        </Stack>
      )}
    </Stack>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Divider />
      <div>
        <Title order={3} size="h4">
          {title}
        </Title>
        {hint && (
          <Text c="dimmed" size="sm" mt={2}>
            {hint}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

function ConfigForm({
  shopId,
  values,
  setValues,
  onBack,
  onSaved,
}: Pick<Props, 'shopId' | 'setValues' | 'onBack' | 'onSaved'> & { values: ConfigValues }) {
  const { t, i18n } = useTranslation('setup');
  const form = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ConfigErrors>({});
  const save = useSaveConfig(
    shopId,
    {
      serviceSaved: (key, id) =>
        setValues((v) => ({ ...v, services: v.services.map((s) => (s.key === key ? { ...s, id } : s)) })),
      stylistSaved: (key, id) =>
        setValues((v) => ({ ...v, stylists: v.stylists.map((s) => (s.key === key ? { ...s, id } : s)) })),
      removed: (kind, id) =>
        setValues((v) =>
          kind === 'service'
            ? { ...v, removedServiceIds: v.removedServiceIds.filter((r) => r !== id) }
            : { ...v, removedStylistIds: v.removedStylistIds.filter((r) => r !== id) },
        ),
    },
    i18n.language,
  );

  // Once the owner has tried to save, every field says at once whether it is right now.
  const clientErrors = submitted ? validateConfig(values, i18n.language) : {};
  const errors = { ...serverErrors, ...clientErrors };
  const hasErrors = Object.keys(errors).length > 0;
  const unplaced = save.error && Object.keys(serverConfigErrors(save.error)).length === 0 ? save.error : null;

  const edit = (change: (values: ConfigValues) => ConfigValues) => {
    // The server's complaints were about what was there before this change.
    setServerErrors({});
    setValues(change);
  };
  const update = (patch: Partial<ConfigValues>) => edit((v) => ({ ...v, ...patch }));

  const zones = useMemo(() => timeZoneChoices(values.timeZone), [values.timeZone]);
  const currencies = useMemo(() => currencyChoices(i18n.language), [i18n.language]);
  const languages = useMemo(() => languageChoices(), []);

  const focusFirstProblem = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateConfig(values, i18n.language)).length > 0) {
      focusFirstProblem();
      return;
    }
    setServerErrors({});
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('config.saved'));
        onSaved();
      },
      onError: (error) => {
        setServerErrors(serverConfigErrors(error));
        focusFirstProblem();
      },
    });
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="xl">
        {(hasErrors || unplaced) && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            data-testid="config-errors"
          >
            {unplaced
              ? errorMessage(i18n, unplaced instanceof SaveConfigError ? unplaced.cause : unplaced)
              : t('config.fixFields')}
          </Alert>
        )}
        <Section title={t('details.title')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('details.name')}
              value={values.name}
              onChange={(event) => update({ name: event.currentTarget.value })}
              error={errors.name && t(errors.name)}
              required
              maxLength={120}
              data-testid="config-name"
            />
            <TextInput
              label={t('details.phone')}
              description={t('details.phoneHint')}
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={(event) => update({ phone: event.currentTarget.value })}
              error={errors.phone && t(errors.phone)}
              data-testid="config-phone"
            />
          </SimpleGrid>
          <Textarea
            label={t('details.address')}
            description={t('details.addressHint')}
            autoComplete="street-address"
            autosize
            minRows={2}
            maxRows={5}
            value={values.address}
            onChange={(event) => update({ address: event.currentTarget.value })}
            error={errors.address && t(errors.address)}
            data-testid="config-address"
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label={t('details.timeZone')}
              data={zones}
              value={values.timeZone}
              onChange={(value) => value && update({ timeZone: value })}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('details.nothingFound')}
              error={errors.timeZone && t(errors.timeZone)}
              required
              data-testid="config-time-zone"
            />
            <Select
              label={t('details.currency')}
              data={currencies}
              value={values.currency}
              onChange={(value) => value && update({ currency: value })}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('details.nothingFound')}
              error={errors.currency && t(errors.currency)}
              required
              data-testid="config-currency"
            />
            <Select
              label={t('details.language')}
              description={t('details.languageHint')}
              data={languages}
              value={values.locale}
              onChange={(value) => isLocale(value) && update({ locale: value })}
              allowDeselect={false}
              data-testid="config-language"
            />
          </SimpleGrid>
        </Section>

        <Section title={t('hours.title')} hint={t('hours.hint')}>
          <OpeningHoursFields hours={values.hours} onChange={(hours) => update({ hours })} errors={errors} />
        </Section>

        <Section title={t('services.title')} hint={t('services.hint')}>
          <ServicesFields
            services={values.services}
            currency={values.currency}
            errors={errors}
            onChange={(services, removedId) =>
              edit((v) => ({
                ...v,
                services,
                removedServiceIds: removedId ? [...v.removedServiceIds, removedId] : v.removedServiceIds,
              }))
            }
          />
        </Section>

        <Section title={t('team.title')} hint={t('team.hint')}>
          <StylistsFields
            stylists={values.stylists}
            errors={errors}
            onChange={(stylists, removedId) =>
              edit((v) => ({
                ...v,
                stylists,
                removedStylistIds: removedId ? [...v.removedStylistIds, removedId] : v.removedStylistIds,
              }))
            }
          />
        </Section>

        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('actions.back')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="save-config">
            {t('config.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
