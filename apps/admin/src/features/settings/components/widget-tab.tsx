import {
  Alert,
  Anchor,
  Button,
  ColorInput,
  Grid,
  Group,
  Image,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  type BookingRules,
  type ShopResponse,
  type UpdateShopRequest,
  updateShopRequest,
} from '@salon/domain';
import { DEFAULT_BRAND_COLOR, readableTextOn } from '@salon/domain/branding';
import { errorMessage } from '@salon/web/error-message';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useRules, useUpdateRules } from '../../../api/rules.ts';
import { useShop, useUpdateShop } from '../../../api/shop.ts';
import { byPath, type FormMessages, schemaErrors, serverErrors } from '../../../lib/form-errors.ts';
import { useFormState } from '../hooks/use-form-state.ts';
import { useReportUnsavedChanges } from '../hooks/use-unsaved-changes.ts';
import { isHexColor } from '../lib/colors.ts';
import { EmbedCodeCard } from './embed-code-card.tsx';
import { LogoField } from './logo-field.tsx';
import { TabError, TabSkeleton } from './tab-states.tsx';

const SWATCHES = [
  DEFAULT_BRAND_COLOR,
  '#c2255c',
  '#e03131',
  '#e8590c',
  '#f08c00',
  '#2f9e44',
  '#0c8599',
  '#1971c2',
  '#4263eb',
  '#6741d9',
  '#495057',
  '#212529',
];

interface WidgetValues {
  /** Empty for the widget's default colour. */
  brandColor: string;
  allowGuests: boolean;
}
/** The requests' fields on the form's, each with its message. */
const placeWidget = byPath({
  brandColor: ['brandColor', 'widget.invalid.brandColor'],
  allowGuests: ['allowGuests', 'widget.invalid.allowGuests'],
});

/** The shop's part of the changes, as the API takes it: empty is none. */
function brandingOf(changes: Partial<WidgetValues>): UpdateShopRequest {
  const branding: UpdateShopRequest = {};
  if (changes.brandColor !== undefined)
    branding.brandColor = changes.brandColor ? changes.brandColor.toLowerCase() : null;
  return branding;
}

export function WidgetTab({ shopId }: { shopId: string }) {
  const { i18n } = useTranslation('settings');
  const shop = useShop(shopId);
  const rules = useRules(shopId);
  if (shop.isPending || rules.isPending) return <TabSkeleton rows={6} />;
  if (shop.isError || rules.isError) {
    return (
      <TabError
        message={errorMessage(i18n, shop.error ?? rules.error)}
        onRetry={() => {
          void shop.refetch();
          void rules.refetch();
        }}
      />
    );
  }
  return (
    <Stack gap="lg">
      {!shop.data.live && <NotLiveNotice />}
      <WidgetForm shop={shop.data} rules={rules.data} />
      <EmbedCodeCard shop={shop.data} />
    </Stack>
  );
}

function NotLiveNotice() {
  const { t } = useTranslation('settings');
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle />} title={t('widget.notLiveTitle')}>
      {t('widget.notLiveText')}{' '}
      <Anchor component={Link} to="/setup" size="sm">
        {t('profile.openSetup')}
      </Anchor>
    </Alert>
  );
}

function WidgetForm({ shop, rules }: { shop: ShopResponse; rules: BookingRules }) {
  const { t, i18n } = useTranslation('settings');
  const saved = useMemo<WidgetValues>(
    () => ({
      brandColor: shop.brandColor ?? '',
      allowGuests: rules.allowGuests,
    }),
    [shop, rules],
  );
  const form = useFormState(saved, (values) => {
    const found: FormMessages = {};
    if (values.brandColor && !isHexColor(values.brandColor)) found.brandColor = 'widget.invalid.brandColor';
    return { ...schemaErrors(updateShopRequest, brandingOf(values), placeWidget), ...found };
  });
  const updateShop = useUpdateShop(shop.id);
  const updateRules = useUpdateRules(shop.id);
  const saving = updateShop.isPending || updateRules.isPending;
  useReportUnsavedChanges(form.dirty);
  const { values, errors } = form;

  const submit = form.form.onSubmit(async () => {
    const { allowGuests } = form.changes;
    const branding = brandingOf(form.changes);
    const results = await Promise.allSettled([
      Object.keys(branding).length > 0 ? updateShop.mutateAsync(branding) : null,
      allowGuests !== undefined ? updateRules.mutateAsync({ allowGuests }) : null,
    ]);
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    if (failures.length === 0) {
      const [shopResult, rulesResult] = results;
      const nextShop = shopResult?.status === 'fulfilled' && shopResult.value ? shopResult.value : shop;
      const nextRules = rulesResult?.status === 'fulfilled' && rulesResult.value ? rulesResult.value : rules;
      form.commit({
        brandColor: nextShop.brandColor ?? '',
        allowGuests: nextRules.allowGuests,
      });
      toast.success(t('widget.saved'));
      return;
    }
    const messages: FormMessages = {};
    for (const failure of failures) {
      const { errors } = serverErrors(failure, placeWidget);
      if (Object.keys(errors).length === 0) toast.error(errorMessage(i18n, failure));
      Object.assign(messages, errors);
    }
    form.setErrors(messages);
  });
  const error = (field: keyof WidgetValues) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-widget-title">
      <form onSubmit={submit} noValidate data-testid="widget-form">
        <Stack gap="lg">
          <div>
            <Title order={2} size="h4" id="settings-widget-title">
              {t('widget.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('widget.description')}
            </Text>
          </div>
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <ColorInput
                  label={t('widget.brandColor')}
                  description={t('widget.brandColorHint')}
                  placeholder={t('widget.brandColorDefault', { color: DEFAULT_BRAND_COLOR })}
                  format="hex"
                  // What was typed stays, with a message, instead of going back to the last colour on blur.
                  fixOnBlur={false}
                  swatches={SWATCHES}
                  swatchesPerRow={6}
                  value={values.brandColor}
                  onChange={(value) => form.setField('brandColor', value)}
                  eyeDropperButtonProps={{ 'aria-label': t('widget.eyeDropper') }}
                  error={error('brandColor')}
                  data-testid="widget-color"
                />
                {values.brandColor && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => form.setField('brandColor', '')}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('widget.useDefaultColor')}
                  </Anchor>
                )}
                <LogoField shop={shop} />
                <Switch
                  label={t('widget.allowGuests')}
                  description={t('widget.allowGuestsHint')}
                  checked={values.allowGuests}
                  onChange={(event) => form.setField('allowGuests', event.currentTarget.checked)}
                  error={error('allowGuests')}
                  data-testid="widget-allow-guests"
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <WidgetPreview shop={shop} values={values} />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end" gap="sm">
            {form.dirty && (
              <Text size="sm" c="dimmed" mr="auto" aria-live="polite">
                {t('form.unsaved')}
              </Text>
            )}
            <Button variant="default" onClick={form.reset} disabled={!form.dirty || saving}>
              {t('form.discard')}
            </Button>
            <Button type="submit" disabled={!form.dirty} loading={saving} data-testid="widget-save">
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** How the top of the booking widget will look with what is typed now, before saving. */
function WidgetPreview({ shop, values }: { shop: ShopResponse; values: WidgetValues }) {
  const { t } = useTranslation('settings');
  const accent = isHexColor(values.brandColor) ? values.brandColor : DEFAULT_BRAND_COLOR;
  const logo = shop.logoUrl;
  const bookingUrl = `${window.location.origin}${shop.bookingPath}`;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="widget-preview-label">
        {t('widget.preview')}
      </Text>
      <Paper
        withBorder
        radius="md"
        p="md"
        style={{ borderTop: `4px solid ${accent}` }}
        aria-labelledby="widget-preview-label"
        data-testid="widget-preview"
      >
        <Stack gap="sm" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            {logo && <Image src={logo} alt="" h={32} w="auto" maw={120} fit="contain" />}
            <Text fw={600}>{shop.name}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('widget.previewStep')}
          </Text>
          <Button
            component="span"
            radius="xl"
            styles={{ root: { background: accent, color: readableTextOn(accent), cursor: 'default' } }}
            aria-hidden
          >
            {t('widget.previewButton')}
          </Button>
        </Stack>
      </Paper>
      <Anchor
        href={bookingUrl}
        target="_blank"
        rel="noopener"
        size="sm"
        data-testid="widget-open-booking-page"
      >
        {t('widget.openBookingPage')}
        <IconExternalLink size={14} style={{ marginInlineStart: 4, verticalAlign: 'middle' }} aria-hidden />
      </Anchor>
      <Text size="xs" c="dimmed">
        {t('widget.previewHint')}
      </Text>
    </Stack>
  );
}
