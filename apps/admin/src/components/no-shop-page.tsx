import { Stack, Text, Title } from '@mantine/core';

/** A page about one salon's data, for someone who belongs to no salon yet. */
export function NoShopPage({ title, message }: { title: string; message: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{message}</Text>
    </Stack>
  );
}
