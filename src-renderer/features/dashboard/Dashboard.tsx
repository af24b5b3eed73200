import { Title } from '@mantine/core';
import { useT } from '../../i18n/i18n.js';

export function Dashboard() {
  const t = useT();
  return <Title order={2}>{t('nav.dashboard')}</Title>;
}
