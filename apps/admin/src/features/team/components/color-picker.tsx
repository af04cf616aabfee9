import { Text } from '@mantine/core';
import { colorPalette, type StylistResponse } from '@salon/domain';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './team.module.css';

interface Props {
  value: number;
  onChange: (index: number) => void;
  /** The other stylists, to say which colours they already wear. */
  others: readonly StylistResponse[];
}

/**
 * The 22 colour pairs as swatches. They are native radio buttons underneath, so arrow keys move
 * the choice and a screen reader says which colour is picked and who else uses it.
 */
export function ColorPicker({ value, onChange, others }: Props) {
  const { t } = useTranslation('team');
  const name = useId();
  const usedBy = (index: number) => others.filter((s) => s.color.index === index).map((s) => s.name);
  return (
    <fieldset className={classes.palette} data-testid="color-picker">
      <Text component="legend" size="sm" fw={500} mb={6}>
        {t('stylist.color')}
      </Text>
      {colorPalette.map((pair, index) => {
        const names = usedBy(index);
        const label = names.length
          ? t('stylist.colorUsed', { number: index + 1, names: names.join(', ') })
          : t('stylist.colorFree', { number: index + 1 });
        return (
          <label key={pair.main} className={classes.swatch} style={{ background: pair.main }} title={label}>
            <input
              type="radio"
              name={name}
              value={index}
              checked={value === index}
              onChange={() => onChange(index)}
              aria-label={label}
              data-testid={`color-${index}`}
            />
            {value === index && <IconCheck size={18} stroke={3} className={classes.check} aria-hidden />}
          </label>
        );
      })}
      <Text size="xs" c="dimmed" w="100%">
        {t('stylist.colorHint')}
      </Text>
    </fieldset>
  );
}
