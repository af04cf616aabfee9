import { Button, Group, Stack } from '@mantine/core';
import { errorMessage } from '@salon/web/error-message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type CustomerProfile, useUpdateCustomer } from '../../../api/customers.ts';
import { TitledAlert } from '../../../components/titled-alert.tsx';
import {
  type CustomerField,
  type CustomerFormErrors,
  changedFields,
  customerFieldErrors,
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
  const [values, setValues] = useState(() => formFromCustomer(customer));
  const [errors, setErrors] = useState<CustomerFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const changes = changedFields(customer, values);
  const dirty = Object.keys(changes).length > 0;

  const change = (field: CustomerField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = validateCustomerForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !dirty) return;
    update.mutate(changes, {
      onSuccess: (saved) => {
        // The server writes e-mail in lower case and phone numbers without spaces: show what it kept.
        setValues(formFromCustomer(saved));
        toast.success(t('profile.saved'));
      },
      onError: (error) => {
        const fields = customerFieldErrors(error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFormError(errorMessage(i18n, error));
      },
    });
  };

  const discard = () => {
    setValues(formFromCustomer(customer));
    setErrors({});
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
        <CustomerFields values={values} errors={errors} onChange={change} />
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
