import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { fieldErrors } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { IconFileTypePdf, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { receiptPdfUrl, useEmailReceipt } from '../../../api/sales.ts';

/**
 * A sale's receipt: its PDF in the current language, and sent by e-mail to the customer, or to an
 * address typed here when there is no customer address (a walk-in who wants it by mail).
 */
export function ReceiptActions({ shopId, saleId }: { shopId: string; saleId: string }) {
  const { t, i18n } = useTranslation('admin');
  const email = useEmailReceipt(shopId);
  const [asking, setAsking] = useState(false);
  const [to, setTo] = useState('');
  const [toError, setToError] = useState<string | null>(null);
  const send = (address?: string) =>
    email.mutate(
      { saleId, ...(address ? { to: address } : {}) },
      {
        onSuccess: (result) => {
          toast.success(t('checkout.receipt.emailed', { to: result.to }));
          setAsking(false);
          setToError(null);
        },
        onError: (error) => {
          if (fieldErrors(error).some((e) => e.path === 'body.to')) {
            setToError(address ? t('checkout.receipt.invalidAddress') : null);
            setAsking(true);
          } else toast.error(errorMessage(i18n, error));
        },
      },
    );
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          component="a"
          href={receiptPdfUrl(shopId, saleId, i18n.resolvedLanguage)}
          target="_blank"
          rel="noopener"
          variant="light"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          data-testid="receipt-pdf"
        >
          {t('checkout.receipt.pdf')}
        </Button>
        {!asking && (
          <Button
            variant="default"
            leftSection={<IconMail size={16} aria-hidden />}
            loading={email.isPending}
            onClick={() => send()}
            data-testid="receipt-email"
          >
            {t('checkout.receipt.email')}
          </Button>
        )}
      </Group>
      {asking && (
        <Group gap="xs" align="flex-end">
          <TextInput
            type="email"
            label={t('checkout.receipt.address')}
            description={toError ? undefined : t('checkout.receipt.noAddress')}
            error={toError}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            style={{ flex: 1 }}
            data-autofocus
            data-testid="receipt-email-to"
          />
          <Button
            loading={email.isPending}
            disabled={!to.trim()}
            onClick={() => send(to.trim())}
            data-testid="receipt-email-send"
          >
            {t('checkout.receipt.send')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** "Receipt #12", linking to the sale on the Sales page. */
export function ReceiptLink({ saleId, number }: { saleId: string; number: number }) {
  const { t } = useTranslation('admin');
  return (
    <Anchor component={Link} to={`/sales/${saleId}`} data-testid="receipt-link">
      {t('checkout.receipt.number', { number })}
    </Anchor>
  );
}
