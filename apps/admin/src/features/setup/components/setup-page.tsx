import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { ShopResponse } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle } from '@tabler/icons-react';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShop } from '../../../api/shop.ts';
import { LanguageMenu } from '../../../components/language-menu.tsx';
import { Logo } from '../../../components/logo.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { useSignedInSession } from '../../../lib/signed-in-session.tsx';
import { useInitialConfig } from '../hooks/use-initial-config.ts';
import { useResumeStep } from '../hooks/use-resume-step.ts';
import { type SetupStep, useSetupLocation } from '../hooks/use-setup-location.ts';
import { type ConfigValues, validateConfig } from '../lib/config-form.ts';
import { ConfigStep } from './config-step.tsx';
import { GoLiveStep } from './go-live-step.tsx';
import { ActionAlert } from './step-parts.tsx';
import { emptySubdomainDraft, type SubdomainDraft, SubdomainStep } from './subdomain-step.tsx';

const stepKeys = ['selectSubdomain', 'config', 'goLive'] as const;

// Mantine's default error red is too light for small text on white (WCAG AA): a darker one here.
const strongerErrors = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

/**
 * The setup wizard for a new salon: its address, its details, hours, menu and team, then going
 * live. What was typed lives here, so going back and forth keeps it; where the owner is lives in
 * the address, so a reload resumes.
 */
export function SetupPage() {
  const narrow = useMediaQuery('(max-width: 48em)');
  const { t, i18n } = useTranslation('setup');
  const session = useSignedInSession();
  const { shops, shop: currentShop, selectShop } = useCurrentShop();
  const { shopId, step, resume, goTo } = useSetupLocation();
  // A bare /setup resumes the salon shown in the app, if it is the owner's; "Add a salon" starts another.
  const resumeShopId = resume && currentShop?.role === 'ROLE_SHOP_ADMIN' ? currentShop.id : null;
  const resumeAt = useResumeStep(resumeShopId);
  const membership = shopId ? shops.find((s) => s.id === shopId) : undefined;
  const foreign = !!shopId && membership?.role !== 'ROLE_SHOP_ADMIN';
  const ownShopId = foreign ? null : shopId;
  const shop = useShop(ownShopId);

  const draft = useForm<SubdomainDraft>({ initialValues: emptySubdomainDraft });
  // `language` is the one the owner types in (the app's), which decides what "1.500" means.
  const config = useForm<ConfigValues>({ validate: (values) => validateConfig(values, i18n.language) });
  const [configFor, setConfigFor] = useState<string | null>(null);
  const loaded = !!ownShopId && configFor === ownShopId;
  const initial = useInitialConfig(ownShopId ?? '', session.user.name, !!ownShopId && !loaded, i18n.language);

  // The wizard's starting values arrive once; after that they are the owner's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's methods keep their identity.
  useEffect(() => {
    if (!ownShopId || loaded || !initial.values) return;
    config.setValues(initial.values);
    config.clearErrors();
    setConfigFor(ownShopId);
  }, [ownShopId, loaded, initial.values]);

  // In place of the bare address: Back leaves the wizard rather than resuming it again.
  useEffect(() => {
    if (resumeShopId && resumeAt.step) goTo(resumeAt.step, resumeShopId, { replace: true });
  }, [resumeShopId, resumeAt.step, goTo]);

  // The salon being set up is the one the app opens on afterwards.
  useEffect(() => {
    if (membership && !foreign && currentShop?.id !== membership.id) selectShop(membership.id);
  }, [membership, foreign, currentShop?.id, selectShop]);

  usePageTitle(`${t(`steps.${stepKeys[step - 1]}.label`)} · ${t('title')}`);

  const created = (newShop: ShopResponse) => {
    selectShop(newShop.id);
    // In place of the empty first step: the browser's Back must not offer to create the salon twice.
    goTo(2, newShop.id, { replace: true });
  };

  return (
    <>
      <header>
        <Group justify="space-between" p="md">
          <Logo />
          <Group gap="xs">
            <Button component={Link} to="/" variant="subtle" color="gray" data-testid="leave-setup">
              {t('leave')}
            </Button>
            <LanguageMenu />
          </Group>
        </Group>
      </header>
      <main style={strongerErrors}>
        <Container size="md" px="md" pb="xl">
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2">
                {t('title')}
              </Title>
              <Text c="dimmed" mt={4}>
                {t('subtitle')}
              </Text>
            </div>
            <Stepper
              active={step - 1}
              onStepClick={(index) => goTo((index + 1) as SetupStep)}
              allowNextStepsSelect={false}
              size="sm"
              // Side by side, the steps' labels are squeezed to a few letters on a phone.
              orientation={narrow ? 'vertical' : 'horizontal'}
            >
              {stepKeys.map((key, index) => (
                <Stepper.Step
                  key={key}
                  label={t(`steps.${key}.label`)}
                  description={t(`steps.${key}.description`)}
                  aria-current={index === step - 1 ? 'step' : undefined}
                  data-testid={`setup-step-${key}`}
                />
              ))}
            </Stepper>
            <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
              {foreign ? (
                <ActionAlert
                  title={t('notYours.title')}
                  text={t('notYours.text')}
                  action={t('notYours.startOver')}
                  onAction={() => goTo(1, null)}
                />
              ) : resumeShopId ? (
                <StepLoading error={resumeAt.error} />
              ) : ownShopId && !shop.data ? (
                <StepLoading error={shop.error} />
              ) : step === 1 ? (
                <SubdomainStep form={draft} shop={shop.data} onCreated={created} onContinue={() => goTo(2)} />
              ) : step === 2 && ownShopId ? (
                <ConfigStep
                  shopId={ownShopId}
                  form={loaded ? config : null}
                  loadError={initial.error}
                  onRetryLoad={initial.retry}
                  onBack={() => goTo(1)}
                  onSaved={() => goTo(3)}
                />
              ) : (
                shop.data && <GoLiveStep shop={shop.data} onBack={() => goTo(2)} />
              )}
            </Paper>
          </Stack>
        </Container>
      </main>
    </>
  );
}

/** While the salon of the address loads; its failure said in words. */
function StepLoading({ error }: { error: unknown }) {
  const { i18n } = useTranslation('setup');
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        {errorMessage(i18n, error)}
      </Alert>
    );
  }
  return (
    <Stack gap="md" aria-busy="true" data-testid="setup-loading">
      <Skeleton h={28} w="40%" />
      <Skeleton h={56} />
      <Skeleton h={56} />
    </Stack>
  );
}
