import type { Locale } from '@salon/domain/locales';
import { LanguageSelect as Select } from '@salon/web/react/language-select';
import { useI18n } from '../lib/i18n-context.tsx';

export function LanguageSelect({ onChange }: { onChange?: ((lang: Locale) => void) | undefined }) {
  const { t, lang, choose } = useI18n();
  return <Select label={t('header.language')} lang={lang} choose={choose} onChange={onChange} />;
}
