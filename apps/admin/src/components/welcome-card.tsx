import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { SessionShop } from '@salon/domain';
import { useTranslation } from 'react-i18next';

export function WelcomeCard({ name, shop }: { name: string; shop: SessionShop | null }) {
  const { t } = useTranslation();
  const facts = shop
    ? [
        { label: t('welcome.shop'), value: shop.name },
        { label: t('welcome.subdomain'), value: shop.subdomain },
        { label: t('welcome.timeZone'), value: shop.timeZone },
      ]
    : [];
  return (
    <Card withBorder radius="md" padding="lg" data-testid="welcome-card">
      <Title order={2} size="h3" mb="md">
        {t('welcome.title', { name })}
      </Title>
      {shop ? (
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" m={0}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <Text component="dt" size="sm" c="dimmed">
                {fact.label}
              </Text>
              <Text component="dd" m={0} fw={500}>
                {fact.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed">{t('welcome.noShop')}</Text>
      )}
    </Card>
  );
}
