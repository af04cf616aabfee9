import { Spotlight } from '@mantine/spotlight';
import type { SearchResponse } from '@salon/domain';
import { IconUser } from '@tabler/icons-react';
import { formatPhone } from '../../../lib/phone.ts';

interface Props {
  label: string;
  customers: SearchResponse['customers'];
  /** The shop's country: its numbers are shown nationally, others with their code. */
  country: string | undefined;
  onOpen: (customerId: string) => void;
}

/** The customers a search found, each with the e-mail and phone to tell namesakes apart. */
export function CustomerResults({ label, customers, country, onOpen }: Props) {
  return (
    <Spotlight.ActionsGroup label={label}>
      {customers.map((c) => (
        <Spotlight.Action
          key={c.id}
          label={c.name}
          description={
            [c.email, c.phone && formatPhone(c.phone, country)].filter(Boolean).join(' · ') || undefined
          }
          leftSection={<IconUser size={20} stroke={1.6} aria-hidden />}
          onClick={() => onOpen(c.id)}
          data-testid={`search-result-customer-${c.id}`}
        />
      ))}
    </Spotlight.ActionsGroup>
  );
}
