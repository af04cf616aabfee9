import { Alert, Badge, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  cleanSubdomain,
  type ShopResponse,
  type SubdomainAvailabilityResponse,
  subdomainProblem,
} from '@salon/domain';
import { ApiError, fieldErrors } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { currentLanguage } from '@salon/web/i18n';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateShop } from '../../../api/shop.ts';
import { byPath, type FormMessages, serverErrors } from '../../../lib/form-errors.ts';
import { subdomainAvailabilityKey, useSubdomainAvailability } from '../api/check-subdomain.ts';
import { browserTimeZone } from '../lib/config-form.ts';
import { bookingUrl } from '../lib/share.ts';
import { StepHeading } from './step-parts.tsx';

export interface SubdomainDraft {
  name: string;
  subdomain: string;
  /** Once the owner types the subdomain themselves, it no longer follows the name. */
  edited: boolean;
}

export const emptySubdomainDraft: SubdomainDraft = { name: '', subdomain: '', edited: false };

interface Props {
  /** The step's form, kept by the wizard while the owner goes back and forth. */
  form: UseFormReturnType<SubdomainDraft>;
  /** The salon, once created: its address can no longer change. */
  shop: ShopResponse | undefined;
  onCreated: (shop: ShopResponse) => void;
  onContinue: () => void;
}

/** Step 1, selectSubdomain: the salon's name and the address of its booking page. */
export function SubdomainStep({ form, shop, onCreated, onContinue }: Props) {
  const { t } = useTranslation('setup');
  if (shop) return <ReservedAddress shop={shop} onContinue={onContinue} />;
  return (
    <Stack gap="lg">
      <StepHeading title={t('subdomain.title')} intro={t('subdomain.intro')} />
      <CreateShopForm form={form} onCreated={onCreated} />
    </Stack>
  );
}

function ReservedAddress({ shop, onContinue }: { shop: ShopResponse; onContinue: () => void }) {
  const { t } = useTranslation('setup');
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('subdomain.title')}
      </Title>
      <div>
        <Text fw={600}>{shop.name}</Text>
        <Group gap="xs" mt={4} wrap="nowrap">
          <Text ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="reserved-address">
            {bookingUrl(shop.bookingPath)}
          </Text>
          <Badge color="teal" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
            {t('subdomain.reserved')}
          </Badge>
        </Group>
        <Text c="dimmed" size="sm" mt="xs">
          {t('subdomain.reservedHint')}
        </Text>
      </div>
      <Group justify="flex-end">
        <Button onClick={onContinue}>{t('actions.continue')}</Button>
      </Group>
    </Stack>
  );
}

/** Messages (namespace `setup`) of the reasons the server gives for a subdomain it refuses. */
const reasonKey = (reason: NonNullable<SubdomainAvailabilityResponse['reason']>) =>
  `subdomain.reason.${reason}`;

/** Where the server's refusals show: its one about the subdomain is put in the owner's words below. */
const placeShop = byPath({
  name: ['name', 'validation.salonNameRequired'],
  subdomain: ['subdomain', 'subdomain.reason.invalidCharacters'],
});

function CreateShopForm({ form, onCreated }: Pick<Props, 'form' | 'onCreated'>) {
  const { t, i18n } = useTranslation('setup');
  const queryClient = useQueryClient();
  const create = useCreateShop();
  const draft = form.values;
  const [debounced] = useDebouncedValue(draft.subdomain, 300);
  const check = useSubdomainAvailability(debounced, debounced !== '');
  // An answer counts only for what is in the field now; a newer keystroke waits for its own.
  const answer = check.data && check.data.name === draft.subdomain ? check.data : undefined;
  const checking = draft.subdomain !== '' && !answer && !check.isError;

  const changeName = (name: string) => {
    form.setFieldValue('name', name);
    if (!draft.edited) form.setFieldValue('subdomain', cleanSubdomain(name));
  };
  const changeSubdomain = (subdomain: string, edited = true) => {
    create.reset();
    form.setFieldValue('subdomain', subdomain);
    form.setFieldValue('edited', edited);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FormMessages = {};
    const localProblem = subdomainProblem(draft.subdomain);
    if (!draft.name.trim()) found.name = 'validation.salonNameRequired';
    if (localProblem) found.subdomain = reasonKey(localProblem);
    else if (answer && !answer.available && answer.reason) found.subdomain = reasonKey(answer.reason);
    form.setErrors(found);
    // A check still under way is no reason to wait: the server refuses a taken name anyway.
    if (found.name || found.subdomain) return;
    create.mutate(
      {
        name: draft.name.trim(),
        subdomain: draft.subdomain,
        timeZone: browserTimeZone(),
        locale: currentLanguage(i18n),
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'AliasAlreadyUsed') {
            // Someone took it since the check: ask again, for the "taken" answer and a suggestion.
            void queryClient.invalidateQueries({ queryKey: subdomainAvailabilityKey });
          }
          const { errors } = serverErrors(error, placeShop);
          const local = subdomainProblem(draft.subdomain);
          form.setErrors(errors.subdomain && local ? { ...errors, subdomain: reasonKey(local) } : errors);
        },
      },
    );
  };

  const taken = create.error instanceof ApiError && create.error.code === 'AliasAlreadyUsed';
  // The preview shows the address only when it is one the salon could have; a name that breaks
  // a rule says which at once, without waiting for the server (an empty field only once sent).
  const problem = subdomainProblem(draft.subdomain);
  const subdomainError = taken
    ? t('errors:AliasAlreadyUsed')
    : typeof form.errors.subdomain === 'string'
      ? t(form.errors.subdomain)
      : problem && problem !== 'empty'
        ? t(reasonKey(problem))
        : answer && !answer.available && answer.reason
          ? t(reasonKey(answer.reason))
          : undefined;
  const otherError = create.error && !taken && fieldErrors(create.error).length === 0 ? create.error : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {otherError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            data-testid="create-error"
          >
            {errorMessage(i18n, otherError)}
          </Alert>
        )}
        <TextInput
          label={t('subdomain.name')}
          description={t('subdomain.nameHint')}
          placeholder={t('subdomain.namePlaceholder')}
          value={draft.name}
          onChange={(event) => changeName(event.currentTarget.value)}
          error={typeof form.errors.name === 'string' ? t(form.errors.name) : undefined}
          required
          maxLength={120}
          autoComplete="organization"
          data-testid="salon-name"
        />
        <div>
          <TextInput
            label={t('subdomain.label')}
            description={
              problem
                ? t('subdomain.rules')
                : t('subdomain.preview', { url: bookingUrl(`/book/${draft.subdomain}`) })
            }
            descriptionProps={{ 'data-testid': 'subdomain-preview' }}
            value={draft.subdomain}
            // Addresses are lower case; typing capitals should not be an error.
            onChange={(event) => changeSubdomain(event.currentTarget.value.toLowerCase())}
            error={subdomainError}
            errorProps={{ 'data-testid': 'subdomain-error' }}
            required
            maxLength={100}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            rightSection={checking ? <Loader size="xs" aria-hidden /> : null}
            data-testid="subdomain"
          />
          <SubdomainStatus
            checking={checking}
            answer={taken ? undefined : answer}
            suggestion={answer?.suggestion ?? null}
            onUseSuggestion={(suggestion) => changeSubdomain(suggestion)}
          />
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="create-shop">
            {t('subdomain.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SubdomainStatus({
  checking,
  answer,
  suggestion,
  onUseSuggestion,
}: {
  checking: boolean;
  answer: SubdomainAvailabilityResponse | undefined;
  suggestion: string | null;
  onUseSuggestion: (suggestion: string) => void;
}) {
  const { t } = useTranslation('setup');
  return (
    // Announced as it changes, so that someone who cannot see the field hears the answer.
    <div aria-live="polite">
      {checking && (
        <Text size="sm" c="dimmed" mt={6}>
          {t('subdomain.checking')}
        </Text>
      )}
      {answer?.available && (
        <Group gap={6} mt={6} c="teal.9" wrap="nowrap" data-testid="subdomain-available">
          <IconCircleCheck size={18} aria-hidden />
          <Text size="sm" c="inherit" fw={500}>
            {t('subdomain.available', { subdomain: answer.name })}
          </Text>
        </Group>
      )}
      {!checking && !answer?.available && suggestion && (
        <Group gap="xs" mt={8}>
          <Text size="sm">{t('subdomain.suggestionIntro')}</Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onUseSuggestion(suggestion)}
            data-testid="subdomain-suggestion"
          >
            {t('subdomain.useSuggestion', { subdomain: suggestion })}
          </Button>
        </Group>
      )}
    </div>
  );
}
