import { Alert, Checkbox, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ServiceResponse, StylistResponse } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useServices, useUpdateServiceStylists } from '../../../api/services.ts';
import { byDisplayOrder } from '../../../lib/display-order.ts';
import { formatDuration } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { Section } from './section.tsx';

/** Which services of the menu this stylist performs; each tick rewrites that service's performers. */
export function StylistServicesSection({ shopId, stylist }: { shopId: string; stylist: StylistResponse }) {
  const { t, i18n } = useTranslation('team');
  const locale = useFormatLocale();
  const services = useServices(shopId);
  const update = useUpdateServiceStylists(shopId);
  // What was asked per service until the server answers: the box shows it at once.
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const active = useMemo(
    () => (services.data?.items ?? []).filter((s) => s.active).sort(byDisplayOrder),
    [services.data],
  );

  const toggle = (service: ServiceResponse, performs: boolean) => {
    const others = service.stylists.filter((p) => p.stylistId !== stylist.id);
    const stylists = performs
      ? [...others, { stylistId: stylist.id, durationMinutes: null, priceAmount: null }]
      : others;
    setPending((p) => ({ ...p, [service.id]: performs }));
    update.mutate(
      { serviceId: service.id, stylists },
      {
        onSuccess: () =>
          toast.success(
            t(performs ? 'services.added' : 'services.removed', {
              service: service.name,
              name: stylist.name,
            }),
            { toastId: `service-${service.id}` },
          ),
        onSettled: () =>
          setPending((p) => {
            const { [service.id]: _done, ...rest } = p;
            return rest;
          }),
      },
    );
  };

  return (
    <Section
      id="stylist-services"
      title={t('services.title')}
      description={t('services.intro', { name: stylist.name })}
    >
      {services.isPending ? (
        <Skeleton height={64} />
      ) : services.error ? (
        <Alert color="red" role="alert" title={t('loadError')}>
          {errorMessage(i18n, services.error)}
        </Alert>
      ) : active.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('services.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" role="group" aria-labelledby="stylist-services">
          {active.map((service) => {
            const performs = pending[service.id] ?? service.stylists.some((p) => p.stylistId === stylist.id);
            return (
              <Checkbox
                key={service.id}
                checked={performs}
                disabled={service.id in pending}
                onChange={(e) => toggle(service, e.currentTarget.checked)}
                label={
                  <Group gap={6} component="span">
                    <span>{service.name}</span>
                    <Text span size="xs" c="dimmed">
                      {formatDuration(service.durationMinutes, locale)}
                    </Text>
                  </Group>
                }
                data-testid={`stylist-service-${service.id}`}
                data-name={service.name}
              />
            );
          })}
        </SimpleGrid>
      )}
    </Section>
  );
}
