import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isChunkLoadError } from '@salon/web/chunk';
import { IconRefresh } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  children: ReactNode;
  /** Shown inside the shell's <main> rather than as the whole page. */
  inline?: boolean;
  /** A change (such as a new route) clears the error, so navigating away recovers. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
}

/** Catches render errors, above all a ChunkLoadError from a lazy part of the app, and offers a reload. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorScreen error={this.state.error} inline={this.props.inline ?? false} />;
  }
}

function ErrorScreen({ error, inline }: { error: Error; inline: boolean }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const content = (
    <Center mih={inline ? '40vh' : '100vh'} p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1} size="h2">
          {chunk ? t('chunkError.title') : t('crash.title')}
        </Title>
        <Text c="dimmed">{chunk ? t('chunkError.text') : t('crash.text')}</Text>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
          {t('chunkError.retry')}
        </Button>
      </Stack>
    </Center>
  );
  return inline ? (
    <div role="alert">{content}</div>
  ) : (
    <main>
      <div role="alert">{content}</div>
    </main>
  );
}
