import { Text, TextInput, type TextInputProps } from '@mantine/core';

/**
 * An amount as the person types it ("45,50" in German). A text field, not a number field: what was
 * typed is read by the one money parser (`readMoney`) when the form is checked, never silently
 * reformatted while typing.
 */
export function MoneyInput({ currency, ...props }: TextInputProps & { currency?: string }) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...(currency
        ? {
            rightSection: (
              <Text size="xs" c="dimmed" aria-hidden>
                {currency}
              </Text>
            ),
            rightSectionWidth: 48,
          }
        : {})}
      {...props}
    />
  );
}
