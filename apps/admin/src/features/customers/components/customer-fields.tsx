import { Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneExample, useShopCountry } from '../../../lib/phone.ts';
import {
  type CustomerField,
  type CustomerFormErrors,
  type CustomerFormValues,
  NAME_MAX,
  NOTE_MAX,
  todayKey,
} from '../lib/customer-form.ts';

interface Props {
  values: CustomerFormValues;
  errors: CustomerFormErrors;
  onChange: (field: CustomerField, value: string) => void;
  /** Shown under the e-mail field's error, e.g. a link to the customer who has it. */
  emailExtra?: ReactNode;
  autoFocusName?: boolean;
}

/** A customer's contact, birthday and notes, the same in the "new customer" dialog and the profile. */
export function CustomerFields({ values, errors, onChange, emailExtra, autoFocusName = false }: Props) {
  const { t } = useTranslation('customers');
  const country = useShopCountry();
  const error = (field: CustomerField) => {
    const key = errors[field];
    if (!key) return undefined;
    return field === 'email' && emailExtra ? (
      <>
        {t(key)} {emailExtra}
      </>
    ) : (
      t(key)
    );
  };
  return (
    <Stack gap="sm">
      <TextInput
        label={t('fields.name')}
        required
        maxLength={NAME_MAX}
        autoComplete="off"
        data-autofocus={autoFocusName || undefined}
        value={values.name}
        error={error('name')}
        onChange={(e) => onChange('name', e.currentTarget.value)}
        data-testid="customer-name"
      />
      <TextInput
        label={t('fields.email')}
        type="email"
        autoComplete="off"
        value={values.email}
        error={error('email')}
        onChange={(e) => onChange('email', e.currentTarget.value)}
        data-testid="customer-email"
      />
      <TextInput
        label={t('fields.phone')}
        description={t('fields.phoneHint')}
        placeholder={phoneExample(country)}
        type="tel"
        autoComplete="off"
        value={values.phone}
        error={error('phone')}
        onChange={(e) => onChange('phone', e.currentTarget.value)}
        data-testid="customer-phone"
      />
      <TextInput
        label={t('fields.birthday')}
        type="date"
        max={todayKey()}
        value={values.birthday}
        error={error('birthday')}
        onChange={(e) => onChange('birthday', e.currentTarget.value)}
        data-testid="customer-birthday"
      />
      <Textarea
        label={t('fields.note')}
        description={t('fields.noteHint')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={NOTE_MAX}
        value={values.note}
        error={error('note')}
        onChange={(e) => onChange('note', e.currentTarget.value)}
        data-testid="customer-note"
      />
    </Stack>
  );
}
