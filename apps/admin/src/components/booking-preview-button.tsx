import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { bookingPreviewPath } from '../lib/booking-preview.ts';

/** Opens the shop's booking page as its customers will see it, read-only, in a new tab. */
export function BookingPreviewButton({ subdomain, ...props }: { subdomain: string } & ButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={bookingPreviewPath(subdomain)}
      target="_blank"
      rel="noopener"
      variant="default"
      leftSection={<IconEye size={18} aria-hidden />}
      data-testid="preview-booking-page"
      {...props}
    >
      {t('bookingPreview.open')} <VisuallyHidden>{t('bookingPreview.opensInNewTab')}</VisuallyHidden>
    </Button>
  );
}
