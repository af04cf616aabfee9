import { Alert, Anchor, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { googleReviewLink, type ReviewSettingsResponse, reviewSettingsUpdate } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import {
  type ReviewSettingsUpdate,
  useReviewSettings,
  useUpdateReviewSettings,
} from '../../../api/reviews.ts';
import { byPath, schemaErrors, showServerErrors } from '../../../lib/form-errors.ts';
import { useFormState } from '../hooks/use-form-state.ts';
import { useReportUnsavedChanges } from '../hooks/use-unsaved-changes.ts';
import { changedFields } from '../lib/form-changes.ts';
import { FormActions } from './form-actions.tsx';
import { TabError, TabSkeleton } from './tab-states.tsx';

interface GoogleReviewValues {
  googlePlaceId: string;
  googleReviewUrl: string;
  showReviewsInWidget: boolean;
}

const placeSettings = byPath({
  googlePlaceId: ['googlePlaceId', 'googleReview.invalid.placeId'],
  googleReviewUrl: ['googleReviewUrl', 'googleReview.invalid.reviewUrl'],
  showReviewsInWidget: ['showReviewsInWidget', 'notifications.invalid.birthdayGreetings'],
});

const toValues = (settings: ReviewSettingsResponse): GoogleReviewValues => ({
  googlePlaceId: settings.googlePlaceId ?? '',
  googleReviewUrl: settings.googleReviewUrl ?? '',
  showReviewsInWidget: settings.showReviewsInWidget,
});

/** Empty is none. */
const toSettings = (values: GoogleReviewValues) => ({
  googlePlaceId: values.googlePlaceId.trim() || null,
  googleReviewUrl: values.googleReviewUrl.trim() || null,
  showReviewsInWidget: values.showReviewsInWidget,
});

const validate = (values: GoogleReviewValues) =>
  schemaErrors(reviewSettingsUpdate, toSettings(values), placeSettings);

/** The spec's googleReview tab: the salon's Google listing, offered to every reviewer, and reviews on the booking page. */
export function GoogleReviewTab({ shopId }: { shopId: string }) {
  const { i18n } = useTranslation('settings');
  const settings = useReviewSettings(shopId);
  if (settings.isPending) return <TabSkeleton rows={3} />;
  if (settings.isError)
    return <TabError message={errorMessage(i18n, settings.error)} onRetry={() => settings.refetch()} />;
  return <GoogleReviewForm shopId={shopId} settings={settings.data} />;
}

function GoogleReviewForm({ shopId, settings }: { shopId: string; settings: ReviewSettingsResponse }) {
  const { t, i18n } = useTranslation('settings');
  const saved = useMemo(() => toValues(settings), [settings]);
  const form = useFormState(saved, validate);
  const update = useUpdateReviewSettings(shopId);
  useReportUnsavedChanges(form.dirty);
  const { values, errors } = form;
  const error = (field: keyof GoogleReviewValues) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  // What reviewers would be offered with what is typed now, once it is valid.
  const typed = toSettings(values);
  const preview = errors.googlePlaceId || errors.googleReviewUrl ? null : googleReviewLink(typed);

  const submit = form.form.onSubmit((next) => {
    const body = changedFields(toSettings(form.base), toSettings(next)) as ReviewSettingsUpdate;
    update.mutate(body, {
      onSuccess: (answer) => {
        form.commit(toValues(answer));
        toast.success(t('googleReview.saved'));
      },
      onError: (failure) => {
        if (!showServerErrors(form.form, failure, placeSettings).placed)
          toast.error(errorMessage(i18n, failure));
      },
    });
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-google-review-title">
      <form onSubmit={submit} noValidate data-testid="google-review-form">
        <Stack gap="lg">
          <div>
            <Title order={2} size="h4" id="settings-google-review-title">
              {t('googleReview.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('googleReview.description')}
            </Text>
          </div>
          <TextInput
            label={t('googleReview.placeId')}
            description={t('googleReview.placeIdHint')}
            value={values.googlePlaceId}
            onChange={(event) => form.setField('googlePlaceId', event.currentTarget.value)}
            error={error('googlePlaceId')}
            maw={520}
            autoComplete="off"
            spellCheck={false}
            data-testid="google-review-place-id"
          />
          <TextInput
            label={t('googleReview.reviewUrl')}
            description={t('googleReview.reviewUrlHint')}
            value={values.googleReviewUrl}
            onChange={(event) => form.setField('googleReviewUrl', event.currentTarget.value)}
            error={error('googleReviewUrl')}
            maw={520}
            type="url"
            inputMode="url"
            data-testid="google-review-url"
          />
          <Alert variant="light" color={preview ? 'blue' : 'gray'} data-testid="google-review-preview">
            {preview ? (
              <>
                <Text size="sm" fw={500}>
                  {t('googleReview.linkPreview')}
                </Text>
                <Anchor
                  href={preview}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ wordBreak: 'break-all' }}
                >
                  {preview}
                </Anchor>
              </>
            ) : (
              <Text size="sm">{t('googleReview.noLink')}</Text>
            )}
          </Alert>
          <Switch
            label={t('googleReview.showInWidget')}
            description={t('googleReview.showInWidgetHint')}
            checked={values.showReviewsInWidget}
            onChange={(event) => form.setField('showReviewsInWidget', event.currentTarget.checked)}
            data-testid="google-review-show-in-widget"
          />
          <FormActions
            dirty={form.dirty}
            saving={update.isPending}
            onReset={form.reset}
            testId="google-review"
          />
        </Stack>
      </form>
    </Paper>
  );
}
