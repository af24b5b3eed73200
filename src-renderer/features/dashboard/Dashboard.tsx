/**
 * Tablero (`/`): the figures a role looks at first. Roles the route table lets read
 * `statistics.main` get the server's view of the whole business; the others, their own figures
 * counted in their replica.
 */
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/EmptyState.js';
import { useT } from '../../i18n/i18n.js';
import { useMay } from '../../components/access.js';
import { AdminDashboard } from './AdminDashboard.js';
import { RoleDashboard } from './RoleDashboard.js';

export function Dashboard() {
  const t = useT();
  const may = useMay();
  return (
    <Stack gap={0}>
      <PageHeader title={t('nav.dashboard')} />
      {may('statistics.main') ? <AdminDashboard /> : <RoleDashboard />}
    </Stack>
  );
}
