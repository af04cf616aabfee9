import { Badge, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../hooks/use-shop-events.ts';

interface Props {
  shopId: string;
  /** On a phone the badge is its spinner alone; the words stay for screen readers. */
  wide: boolean;
}

/**
 * The top bar's word that the page has not heard the shop's live updates for a few seconds and is
 * reconnecting; nothing while they flow. The status region is always there, so that a screen
 * reader hears the change.
 */
export function LiveStatus({ shopId, wide }: Props) {
  const { t } = useTranslation();
  const reconnecting = useLiveStatus(shopId) === 'reconnecting';
  return (
    <>
      <VisuallyHidden role="status" data-testid="live-status">
        {reconnecting ? t('live.reconnecting') : ''}
      </VisuallyHidden>
      {reconnecting && (
        <Badge
          aria-hidden
          title={t('live.paused')}
          variant="light"
          color="orange"
          size="lg"
          radius="sm"
          tt="none"
          leftSection={<Loader size={12} color="orange.9" type="oval" />}
          styles={{ label: { overflow: 'visible' } }}
          c="orange.9"
          data-testid="live-reconnecting"
        >
          {wide ? t('live.reconnecting') : null}
        </Badge>
      )}
    </>
  );
}
