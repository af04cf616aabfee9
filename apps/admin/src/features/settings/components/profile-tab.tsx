import {
  Anchor,
  Badge,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type Locale,
  locales,
  type ShopResponse,
  type UpdateShopRequest,
  updateShopRequest,
} from '@salon/domain';
import { languageNames } from '@salon/i18n/language-names';
import { errorMessage } from '@salon/web/error-message';
import { IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useShop, useUpdateShop } from '../../../api/shop.ts';
import { TaxRateInput } from '../../../components/tax-rate-input.tsx';
import { countryOptions } from '../../../lib/countries.ts';
import { byPath, schemaErrors, showServerErrors } from '../../../lib/form-errors.ts';
import { phoneExample, phoneForForm, phoneReadable, phoneToSend } from '../../../lib/phone.ts';
import {
  bpsOfPercent,
  percentOfBps,
  rateAfterCountryChange,
  type TaxPercent,
} from '../../../lib/tax-rate.ts';
import { useFormState } from '../hooks/use-form-state.ts';
import { useReportUnsavedChanges } from '../hooks/use-unsaved-changes.ts';
import { changedFields } from '../lib/form-changes.ts';
import { timeZoneOptions } from '../lib/time-zones.ts';
import { CopyValueButton } from './copy-value.tsx';
import { FormActions } from './form-actions.tsx';
import { TabError, TabSkeleton } from './tab-states.tsx';

interface ProfileValues {
  name: string;
  address: string;
  phone: string;
  email: string;
  timeZone: string;
  country: string;
  locale: Locale;
  /** The salon's standard tax rate in percent, included in its prices. */
  taxRate: TaxPercent;
}

/** The request's fields on the form's, each with its message. */
const placeProfile = byPath({
  ...Object.fromEntries(
    (['name', 'address', 'phone', 'email', 'timeZone', 'country', 'locale'] as const).map((field) => [
      field,
      [field, `profile.invalid.${field}`] as const,
    ]),
  ),
  serviceTaxRateBps: ['taxRate', 'profile.invalid.taxRate'],
});

const toValues = (shop: ShopResponse): ProfileValues => ({
  name: shop.name,
  address: shop.address ?? '',
  phone: phoneForForm(shop.phone, shop.country),
  email: shop.email ?? '',
  timeZone: shop.timeZone,
  country: shop.country,
  locale: shop.locale,
  taxRate: percentOfBps(shop.serviceTaxRateBps),
});

/**
 * What changed, as the API takes it: a cleared phone or e-mail is none. A phone is read as one of
 * `country`, the one on the form, as the server reads it.
 */
function toRequest(changes: Partial<ProfileValues>, country: string): UpdateShopRequest {
  const body: UpdateShopRequest = {};
  if (changes.name !== undefined) body.name = changes.name.trim();
  if (changes.address !== undefined) body.address = changes.address.trim();
  if (changes.phone !== undefined) body.phone = phoneToSend(changes.phone, country);
  if (changes.email !== undefined) body.email = changes.email.trim() || null;
  if (changes.timeZone !== undefined) body.timeZone = changes.timeZone;
  if (changes.country !== undefined) body.country = changes.country;
  if (changes.locale !== undefined) body.locale = changes.locale;
  // Nothing typed is no number: the schema refuses it under the field.
  if (changes.taxRate !== undefined) body.serviceTaxRateBps = bpsOfPercent(changes.taxRate) ?? Number.NaN;
  return body;
}

export function ProfileTab({ shopId }: { shopId: string }) {
  const { i18n } = useTranslation('settings');
  const shop = useShop(shopId);
  if (shop.isPending) return <TabSkeleton rows={6} />;
  if (shop.isError)
    return <TabError message={errorMessage(i18n, shop.error)} onRetry={() => shop.refetch()} />;
  return (
    <Stack gap="lg">
      <ProfileForm shop={shop.data} />
      <BookingPageCard shop={shop.data} />
    </Stack>
  );
}

function ProfileForm({ shop }: { shop: ShopResponse }) {
  const { t, i18n } = useTranslation('settings');
  const saved = useMemo(() => toValues(shop), [shop]);
  const form = useFormState(saved, (values) => {
    const changes = changedFields(saved, values);
    const errors = schemaErrors(updateShopRequest, toRequest(changes, values.country), placeProfile);
    if (changes.phone !== undefined && !phoneReadable(values.phone, values.country))
      errors.phone = 'profile.invalid.phone';
    return errors;
  });
  const update = useUpdateShop(shop.id);
  useReportUnsavedChanges(form.dirty);
  const zones = useMemo(() => timeZoneOptions(form.values.timeZone), [form.values.timeZone]);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const languages = locales.map((locale) => ({ value: locale, label: languageNames[locale] }));
  const { values, errors } = form;

  const submit = form.form.onSubmit(() => {
    update.mutate(toRequest(form.changes, form.values.country), {
      onSuccess: (next) => {
        form.commit(toValues(next));
        toast.success(t('profile.saved'));
      },
      onError: (error) => {
        if (!showServerErrors(form.form, error, placeProfile).placed) toast.error(errorMessage(i18n, error));
      },
    });
  });
  const error = (field: keyof ProfileValues) => {
    const key = errors[field];
    // The phone's message shows a number of the salon's country as it is typed there.
    return key ? t(key, { example: phoneExample(values.country) }) : undefined;
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-profile-title">
      <form onSubmit={submit} noValidate data-testid="profile-form">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="settings-profile-title">
              {t('profile.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile.description')}
            </Text>
          </div>
          <TextInput
            label={t('profile.name')}
            required
            maxLength={120}
            value={values.name}
            onChange={(event) => form.setField('name', event.currentTarget.value)}
            error={error('name')}
            data-testid="profile-name"
          />
          <Textarea
            label={t('profile.address')}
            description={t('profile.addressHint')}
            autosize
            minRows={3}
            maxRows={6}
            maxLength={300}
            value={values.address}
            onChange={(event) => form.setField('address', event.currentTarget.value)}
            error={error('address')}
            data-testid="profile-address"
          />
          <TextInput
            label={t('profile.email')}
            description={t('profile.emailHint')}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={(event) => form.setField('email', event.currentTarget.value)}
            error={error('email')}
            data-testid="profile-email"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('profile.phone')}
              description={t('profile.phoneHint')}
              type="tel"
              autoComplete="tel"
              placeholder={phoneExample(values.country)}
              value={values.phone}
              onChange={(event) => form.setField('phone', event.currentTarget.value)}
              error={error('phone')}
              data-testid="profile-phone"
            />
            <Select
              label={t('profile.locale')}
              description={t('profile.localeHint')}
              data={languages}
              value={values.locale}
              onChange={(value) => value && form.setField('locale', value as Locale)}
              allowDeselect={false}
              error={error('locale')}
              data-testid="profile-locale"
            />
          </SimpleGrid>
          <Select
            label={t('profile.timeZone')}
            description={t('profile.timeZoneHint')}
            data={zones}
            value={values.timeZone}
            onChange={(value) => value && form.setField('timeZone', value)}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('profile.noTimeZone')}
            maxDropdownHeight={280}
            error={error('timeZone')}
            data-testid="profile-time-zone"
          />
          <Select
            label={t('profile.country')}
            description={t('profile.countryHint')}
            data={countries}
            value={values.country}
            onChange={(value) => {
              if (!value) return;
              form.setField('taxRate', rateAfterCountryChange(values.taxRate, values.country, value));
              form.setField('country', value);
            }}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('profile.noCountry')}
            maxDropdownHeight={280}
            error={error('country')}
            data-testid="profile-country"
          />
          <TaxRateInput
            value={values.taxRate}
            country={values.country}
            onChange={(value) => form.setField('taxRate', value)}
            error={error('taxRate')}
            testId="profile-tax-rate"
          />
          <FormActions dirty={form.dirty} saving={update.isPending} onReset={form.reset} testId="profile" />
        </Stack>
      </form>
    </Paper>
  );
}

/** The subdomain is fixed once chosen; it names the booking page. */
function BookingPageCard({ shop }: { shop: ShopResponse }) {
  const { t } = useTranslation('settings');
  const url = `${window.location.origin}${shop.bookingPath}`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-booking-page-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="settings-booking-page-title">
            {t('profile.bookingPage')}
          </Title>
          <Badge color={shop.live ? 'teal' : 'gray'} variant="dot" data-testid="profile-live">
            {shop.live ? t('profile.live') : t('profile.notLive')}
          </Badge>
        </Group>
        <TextInput
          label={t('profile.subdomain')}
          description={t('profile.subdomainHint')}
          value={shop.subdomain}
          readOnly
          data-testid="profile-subdomain"
        />
        <Group gap="xs" wrap="nowrap">
          <Anchor href={url} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
            {url}
            <IconExternalLink
              size={14}
              style={{ marginInlineStart: 4, verticalAlign: 'middle' }}
              aria-hidden
            />
          </Anchor>
          <CopyValueButton value={url} label={t('copyLink')} />
        </Group>
        {!shop.live && (
          <Text size="sm" c="dimmed">
            {t('profile.notLiveHint')}{' '}
            <Anchor component={Link} to="/setup" size="sm">
              {t('profile.openSetup')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
