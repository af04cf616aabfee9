import { Anchor, Button, Group } from '@mantine/core';
import { IconFileTypePdf, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { receiptPdfUrl, useEmailReceipt } from '../../api/sales.ts';

/** A sale's receipt: its PDF in the current language, and sent to the customer by e-mail. */
export function ReceiptActions({ shopId, saleId }: { shopId: string; saleId: string }) {
  const { t, i18n } = useTranslation('admin');
  const email = useEmailReceipt(shopId);
  return (
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
      <Button
        variant="default"
        leftSection={<IconMail size={16} aria-hidden />}
        loading={email.isPending}
        onClick={() =>
          email.mutate(
            { saleId },
            { onSuccess: (result) => toast.success(t('checkout.receipt.emailed', { to: result.to })) },
          )
        }
        data-testid="receipt-email"
      >
        {t('checkout.receipt.email')}
      </Button>
    </Group>
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
