/**
 * The display language. A choice applies at once — every text, number, date and the page's
 * language — and is kept right away, apart from the rest of the settings' Save.
 */
import { Card, Select } from '@mantine/core';
import { type Locale, LOCALES } from '../../../src-shared/constants/locales.js';
import { useApi } from '../../app/api.js';
import { useSetLocale } from '../../app/locale.js';
import { notifyError } from '../../components/notify.js';
import { useI18n } from '../../i18n/i18n.js';

export function LanguageCard() {
  // The language shown is the one in use, not a stored copy read before the last switch.
  const { t, locale: value } = useI18n();
  const api = useApi();
  const setLocale = useSetLocale();
  const choose = async (locale: Locale) => {
    setLocale(locale);
    try {
      await api.deskSettings.set({ locale });
    } catch (error) {
      notifyError(error, t);
    }
  };
  return (
    <Card withBorder>
      <Select
        label={t('settings.locale')}
        data={LOCALES.map((l) => ({ value: l, label: t(`settings.locale.${l}`) }))}
        value={value}
        onChange={(next) => next && next !== value && void choose(next as Locale)}
        allowDeselect={false}
        data-testid="locale-select"
      />
    </Card>
  );
}
