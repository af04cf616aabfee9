import {
  Anchor,
  Badge,
  Button,
  EmptyState,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { inShop, type SessionShop } from '@salon/domain';
import { isApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useCustomer } from '../../../api/customers.ts';
import { useRules } from '../../../api/rules.ts';
import { useStylists } from '../../../api/stylists.ts';
import { TitledAlert } from '../../../components/titled-alert.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { listSearchFrom } from '../lib/profile-link.ts';
import { CustomerDetailsForm } from './customer-details-form.tsx';
import { CustomerFigures } from './customer-figures.tsx';
import { CustomerLoyalty } from './customer-loyalty.tsx';
import { VisitHistory } from './visit-history.tsx';

function BackLink() {
  const { t } = useTranslation('customers');
  const location = useLocation();
  return (
    <Anchor
      component={Link}
      to={`/customers${listSearchFrom(location.state)}`}
      size="sm"
      data-testid="customer-back"
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('profile.back')}
      </Group>
    </Anchor>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('customers');
  return (
    <Stack
      gap="lg"
      role="status"
      aria-busy="true"
      aria-label={t('profile.loading')}
      data-testid="customer-loading"
    >
      <Skeleton height={32} width={260} />
      <Group grow>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={72} />
        ))}
      </Group>
      <Skeleton height={320} />
    </Stack>
  );
}

function ShopCustomerProfile({ shop, customerId }: { shop: SessionShop; customerId: string }) {
  const { t, i18n } = useTranslation('customers');
  const customer = useCustomer(shop.id, customerId);
  const rules = useRules(shop.id);
  const stylists = useStylists(shop.id);
  const canAdjust = useAppAbility().can('update', inShop('Customer', shop.id));
  const stylistNames = useMemo(
    () => new Map((stylists.data?.items ?? []).map((s) => [s.id, s.name])),
    [stylists.data],
  );
  usePageTitle(customer.data ? `${customer.data.name} · ${t('title')}` : t('title'));

  if (customer.isPending) return <ProfileSkeleton />;
  if (customer.isError) {
    // An id that is not a customer of this shop (or not an id at all) is a missing page, not a failure.
    const missing =
      isApiError(customer.error) && (customer.error.status === 404 || customer.error.status === 400);
    return missing ? (
      <EmptyState
        icon={<IconUserQuestion size={32} aria-hidden />}
        withIndicatorBackground
        title={
          <Title order={1} fz="h3">
            {t('profile.notFoundTitle')}
          </Title>
        }
        description={t('profile.notFoundText')}
        py="xl"
        data-testid="customer-not-found"
      >
        <Button component={Link} to="/customers" variant="default">
          {t('profile.back')}
        </Button>
      </EmptyState>
    ) : (
      <TitledAlert tone="error" title={t('profile.loadError')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(i18n, customer.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => customer.refetch()}>
            {t('list.retry')}
          </Button>
        </Stack>
      </TitledAlert>
    );
  }

  const profile = customer.data;
  return (
    <Stack gap="lg">
      <Group gap="sm" align="center">
        <Title order={1} data-testid="customer-title">
          {profile.name}
        </Title>
        {profile.userId && (
          <Badge variant="light" color="grape">
            {t('profile.hasAccount')}
          </Badge>
        )}
      </Group>
      <section aria-labelledby="customer-figures-title">
        <Title order={2} size="h4" mb="xs" id="customer-figures-title">
          {t('profile.figures')}
        </Title>
        <CustomerFigures customer={profile} currency={rules.data?.currency} timeZone={shop.timeZone} />
      </section>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="customer-details-title">
            <Title order={2} size="h4" mb="sm" id="customer-details-title">
              {t('profile.details')}
            </Title>
            {/* A new record (another customer opened) starts a fresh form. */}
            <CustomerDetailsForm key={profile.id} shopId={shop.id} customer={profile} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="customer-history-title">
              <Title order={2} size="h4" mb="sm" id="customer-history-title">
                {t('history.title')}
              </Title>
              <VisitHistory history={profile.history} stylistNames={stylistNames} timeZone={shop.timeZone} />
            </Paper>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="customer-loyalty-title">
              <Title order={2} size="h4" mb="sm" id="customer-loyalty-title">
                {t('loyalty.title')}
              </Title>
              <CustomerLoyalty
                shopId={shop.id}
                customerId={profile.id}
                timeZone={shop.timeZone}
                canAdjust={canAdjust}
                visits={profile.history}
              />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** One customer: contact, birthday and notes to edit, what they spent, every visit and their points. */
export function CustomerProfilePage() {
  const { t } = useTranslation('customers');
  const { shop } = useCurrentShop();
  const { customerId = '' } = useParams();
  return (
    <Stack gap="md">
      <BackLink />
      {shop ? (
        <ShopCustomerProfile key={`${shop.id}-${customerId}`} shop={shop} customerId={customerId} />
      ) : (
        <Text>{t('noShop')}</Text>
      )}
    </Stack>
  );
}
