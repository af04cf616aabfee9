import { Button, Group, Stack, Text } from '@mantine/core';
import { isoInZone } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { FormError } from './form-error.tsx';

export interface FormAlert {
  message: string;
  /** Free start times (ISO) the server offered instead. */
  freeTimes?: string[];
  details?: string[];
}

interface Props {
  alert: FormAlert;
  timeZone: string;
  /** Booking outside working hours was allowed: no free times are offered, nor missed. */
  override: boolean;
  /** A free time picked, as the shop's wall time ("HH:MM"). */
  onPick: (time: string) => void;
}

/** Why a booking was refused, with the free times of the day to pick instead when the time was taken. */
export function FreeTimesAlert({ alert, timeZone, override, onPick }: Props) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <FormError>
      <Stack gap={6}>
        <Text size="sm">{alert.message}</Text>
        {alert.details?.map((detail) => (
          <Text key={detail} size="sm">
            {detail}
          </Text>
        ))}
        {alert.freeTimes && alert.freeTimes.length > 0 && (
          <>
            <Text size="sm">{t('calendar.create.freeTimes')}</Text>
            <Group gap={6}>
              {alert.freeTimes.map((free) => (
                <Button
                  key={free}
                  size="compact-sm"
                  variant="default"
                  onClick={() => onPick(isoInZone(Date.parse(free), timeZone).slice(11, 16))}
                >
                  {formatTime(free, timeZone, locale)}
                </Button>
              ))}
            </Group>
          </>
        )}
        {alert.freeTimes && alert.freeTimes.length === 0 && !override && (
          <Text size="sm">{t('calendar.create.noFreeTimes')}</Text>
        )}
      </Stack>
    </FormError>
  );
}
