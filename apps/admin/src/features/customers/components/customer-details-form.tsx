import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '@salon/web/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type CustomerProfile, useUpdateCustomer } from '../../../api/customers.ts';
import { TitledAlert } from '../../../components/titled-alert.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useShopCountry } from '../../../lib/phone.ts';
import {
  type CustomerFormErrors,
  type CustomerFormValues,
  changedFields,
  customerPlacement,
  formFromCustomer,
  validateCustomerForm,
} from '../lib/customer-form.ts';
import { CustomerFields } from './customer-fields.tsx';

interface Props {
  shopId: string;
  customer: CustomerProfile;
}

/** Contact, birthday and notes, saved together; only what changed is sent. */
export function CustomerDetailsForm({ shopId, customer }: Props) {
  const { t, i18n } = useTranslation('customers');
  const update = useUpdateCustomer(shopId, customer.id);
  const country = useShopCountry();
  const form = useForm<CustomerFormValues>({
    initialValues: formFromCustomer(customer, country),
    validate: (values) => validateCustomerForm(values, country),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const changes = changedFields(customer, form.values, country);
  const dirty = Object.keys(changes).length > 0;

  const submit = form.onSubmit((values) => {
    setFormError(null);
    if (!dirty) return;
    update.mutate(changes, {
      onSuccess: (saved) => {
        // The server writes e-mail in lower case and phone numbers in E.164: show what it kept.
        form.setValues(formFromCustomer(saved, country));
        toast.success(t('profile.saved'));
      },
      onError: (error) => {
        const { placed } = showServerErrors(form, error, customerPlacement(values));
        if (!placed) setFormError(errorMessage(i18n, error));
      },
    });
  });

  const discard = () => {
    form.setValues(formFromCustomer(customer, country));
    form.clearErrors();
    setFormError(null);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.details')} data-testid="customer-form">
      <Stack gap="md">
        {formError && (
          <TitledAlert tone="error" title={t('profile.saveFailed')}>
            {formError}
          </TitledAlert>
        )}
        <CustomerFields
          values={form.values}
          errors={form.errors as CustomerFormErrors}
          onChange={(field, value) => form.setFieldValue(field, value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={discard} disabled={!dirty || update.isPending}>
            {t('profile.discard')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!dirty} data-testid="customer-save">
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
