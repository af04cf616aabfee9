import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { LanguageMenu } from '../../../components/language-menu.tsx';
import { Logo } from '../../../components/logo.tsx';

interface Props {
  title: string;
  subtitle: string;
  /** The card's greatest width in px. */
  width: number;
  /** On the page's main landmark, e.g. theme variables for the form. */
  mainStyle?: CSSProperties;
  children: ReactNode;
}

/** The frame of the pages before the app: logo and language, then one card. */
export function AuthFrame({
  width,
  mainStyle,
  children,
}: {
  width: number;
  mainStyle?: CSSProperties | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <header>
        <Group justify="space-between" p="md">
          <Logo />
          <LanguageMenu />
        </Group>
      </header>
      <main style={mainStyle}>
        <Center px="md" pb="xl" mih="calc(100vh - 140px)">
          <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={width}>
            {children}
          </Paper>
        </Center>
      </main>
    </>
  );
}

/** An auth frame whose card opens with a heading and a line under it. */
export function AuthScreen({ title, subtitle, width, mainStyle, children }: Props) {
  return (
    <AuthFrame width={width} mainStyle={mainStyle}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {subtitle}
          </Text>
        </div>
        {children}
      </Stack>
    </AuthFrame>
  );
}
