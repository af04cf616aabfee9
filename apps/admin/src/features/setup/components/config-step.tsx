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
import type { UseFormReturnType } from '@mantine/form';
import { isLocale } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { TaxRateInput } from '../../../components/tax-rate-input.tsx';
import { countryOptions } from '../../../lib/countries.ts';
import { phoneExample } from '../../../lib/phone.ts';
import { rateAfterCountryChange } from '../../../lib/tax-rate.ts';
import { useSaveConfig } from '../hooks/use-save-config.ts';
import { currencyChoices, languageChoices, timeZoneChoices } from '../lib/choices.ts';
import { withEdited, withRemovalDone, withSavedId } from '../lib/config-edits.ts';
import type { ConfigErrors, ConfigValues } from '../lib/config-form.ts';
import { SaveConfigError, serverConfigErrors } from '../lib/save-config.ts';
import { OpeningHoursFields } from './opening-hours-fields.tsx';
import { ServicesFields } from './services-fields.tsx';
import { ActionAlert, StepHeading } from './step-parts.tsx';
import { StylistsFields } from './stylists-fields.tsx';

type ConfigForm = UseFormReturnType<ConfigValues>;

interface Props {
  shopId: string;
  /** The wizard's form, kept while the owner goes back and forth; null while the salon's saved state loads. */
  form: ConfigForm | null;
  loadError: unknown;
  onRetryLoad: () => void;
  onBack: () => void;
  onSaved: () => void;
}

/** Step 2, config: the salon's details, opening hours, first services and first stylists. */
export function ConfigStep({ shopId, form, loadError, onRetryLoad, onBack, onSaved }: Props) {
  const { t, i18n } = useTranslation('setup');
  return (
    <Stack gap="lg">
      <StepHeading title={t('config.title')} intro={t('config.intro')} />
      {loadError ? (
        <ActionAlert
          title={t('config.loadError')}
          text={errorMessage(i18n, loadError)}
          action={t('actions.retry')}
          onAction={onRetryLoad}
        />
      ) : form ? (
        <ConfigFields shopId={shopId} form={form} onBack={onBack} onSaved={onSaved} />
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

function ConfigFields({
  shopId,
  form,
  onBack,
  onSaved,
}: Pick<Props, 'shopId' | 'onBack' | 'onSaved'> & { form: ConfigForm }) {
  const { t, i18n } = useTranslation('setup');
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const values = form.values;
  const edit = (change: (values: ConfigValues) => ConfigValues) =>
    // A change of values takes the errors away, the server's too: they were about what was there before.
    form.setValues((current) => change(current as ConfigValues));
  const save = useSaveConfig(
    shopId,
    {
      serviceSaved: (key, id) => edit((v) => withSavedId(v, 'service', key, id)),
      stylistSaved: (key, id) => edit((v) => withSavedId(v, 'stylist', key, id)),
      removed: (kind, id) => edit((v) => withRemovalDone(v, kind, id)),
    },
    i18n.language,
  );

  // Once the owner has tried to save, every field says at once whether it is right now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checks again when the values change.
  useEffect(() => {
    if (submitted) form.validate();
  }, [values, submitted]);
  const errors = form.errors as ConfigErrors;
  const hasErrors = Object.keys(errors).length > 0;
  const unplaced = save.error && Object.keys(serverConfigErrors(save.error)).length === 0 ? save.error : null;
  const update = (patch: Partial<ConfigValues>) => edit((v) => ({ ...v, ...patch }));

  const zones = useMemo(() => timeZoneChoices(values.timeZone), [values.timeZone]);
  const currencies = useMemo(() => currencyChoices(i18n.language), [i18n.language]);
  const languages = useMemo(() => languageChoices(), []);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  const focusFirstProblem = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const submit = form.onSubmit((values) => {
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('config.saved'));
        onSaved();
      },
      onError: (error) => {
        form.setErrors(serverConfigErrors(error));
        focusFirstProblem();
      },
    });
  }, focusFirstProblem);

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        setSubmitted(true);
        submit(event);
      }}
      noValidate
    >
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
              placeholder={phoneExample(values.country)}
              value={values.phone}
              onChange={(event) => update({ phone: event.currentTarget.value })}
              error={errors.phone && t(errors.phone, { example: phoneExample(values.country) })}
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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('details.country')}
              description={t('details.countryHint')}
              data={countries}
              value={values.country}
              onChange={(value) =>
                value &&
                update({
                  country: value,
                  taxRate: rateAfterCountryChange(values.taxRate, values.country, value),
                })
              }
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('details.nothingFound')}
              maxDropdownHeight={280}
              error={errors.country && t(errors.country)}
              required
              data-testid="config-country"
            />
            <TaxRateInput
              value={values.taxRate}
              country={values.country}
              onChange={(taxRate) => update({ taxRate })}
              error={errors.taxRate && t(errors.taxRate)}
              testId="config-tax-rate"
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
            onChange={(services, removedId) => edit((v) => withEdited(v, 'service', services, removedId))}
          />
        </Section>

        <Section title={t('team.title')} hint={t('team.hint')}>
          <StylistsFields
            stylists={values.stylists}
            errors={errors}
            onChange={(stylists, removedId) => edit((v) => withEdited(v, 'stylist', stylists, removedId))}
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
