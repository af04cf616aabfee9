import { Anchor, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '@salon/web/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { type CustomerSummary, findCustomerByEmail, useCreateCustomer } from '../../../api/customers.ts';
import { TitledAlert } from '../../../components/titled-alert.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useShopCountry } from '../../../lib/phone.ts';
import {
  type CustomerFormErrors,
  type CustomerFormValues,
  customerPlacement,
  emptyCustomerForm,
  normalizedForm,
  validateCustomerForm,
} from '../lib/customer-form.ts';
import { profileLinkState } from '../lib/profile-link.ts';
import { CustomerFields } from './customer-fields.tsx';

interface Props {
  shopId: string;
  opened: boolean;
  onClose: () => void;
}

export function NewCustomerModal({ shopId, opened, onClose }: Props) {
  const { t } = useTranslation('customers');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('create.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('create.close') }}
    >
      {/* Mounted only while open, so each new customer starts from an empty form. */}
      {opened && <NewCustomerForm shopId={shopId} onClose={onClose} />}
    </Modal>
  );
}

function NewCustomerForm({ shopId, onClose }: { shopId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('customers');
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateCustomer(shopId);
  const country = useShopCountry();
  const form = useForm<CustomerFormValues>({
    initialValues: emptyCustomerForm,
    validate: (values) => validateCustomerForm(values, country),
    onValuesChange: (values, previous) => {
      if (values.email !== previous.email) setExisting(null);
    },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [existing, setExisting] = useState<CustomerSummary | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const input = normalizedForm(values, country);
    if (input.email) {
      setChecking(true);
      try {
        const found = await findCustomerByEmail(shopId, input.email);
        if (found) {
          setExisting(found);
          form.setErrors({ email: 'form.errors.emailExists' });
          return;
        }
      } catch {
        // Without the check the customer is still added; at worst the server updates the known record, as its API says.
      } finally {
        setChecking(false);
      }
    }
    create.mutate(input, {
      onSuccess: (created) => {
        toast.success(t('create.done', { name: created.name }));
        onClose();
        navigate(`/customers/${created.id}`, { state: profileLinkState(location.search) });
      },
      onError: (error) => {
        const { placed } = showServerErrors(form, error, customerPlacement(values));
        if (!placed) setFormError(errorMessage(i18n, error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="new-customer-form">
      <Stack gap="md">
        {formError && (
          <TitledAlert tone="error" title={t('create.failed')}>
            {formError}
          </TitledAlert>
        )}
        <CustomerFields
          values={form.values}
          errors={form.errors as CustomerFormErrors}
          onChange={(field, value) => form.setFieldValue(field, value)}
          autoFocusName
          emailExtra={
            existing && (
              <Anchor
                component={Link}
                to={`/customers/${existing.id}`}
                state={profileLinkState(location.search)}
                size="sm"
                onClick={onClose}
              >
                {t('create.openExisting', { name: existing.name })}
              </Anchor>
            )
          }
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" loading={checking || create.isPending} data-testid="new-customer-submit">
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
