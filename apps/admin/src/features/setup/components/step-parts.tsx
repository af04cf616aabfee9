import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { readableAlertTitle } from '../../../lib/alert-styles.ts';

/** A wizard step's title and what the step is for. */
export function StepHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {intro}
      </Text>
    </div>
  );
}

interface ActionAlertProps {
  title: string;
  text: string;
  action: string;
  onAction: () => void;
}

/** Something went wrong, in words, with the one way on. */
export function ActionAlert({ title, text, action, onAction }: ActionAlertProps) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={title}
      styles={readableAlertTitle}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="compact-sm" variant="light" onClick={onAction}>
          {action}
        </Button>
      </Stack>
    </Alert>
  );
}
