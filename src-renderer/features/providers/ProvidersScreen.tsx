/** Providers (`/providers`): the list, a new provider, and one provider's record, status and movements. */
import { Badge, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Route, Switch, useLocation } from 'wouter';
import { useApi, useDocumentQuery } from '../../app/api.js';
import { confirmAction } from '../../components/confirm.js';
import { PageHeader } from '../../components/EmptyState.js';
import { MissingDocument, NewOrLoadedAgain } from '../../components/RefusedCreation.js';
import { draftFromSent } from './providerDraft.js';
import { HistorySection } from '../../components/HistorySection.js';
import { useWriteFeedback } from '../../components/queuedFeedback.js';
import { useT } from '../../i18n/i18n.js';
import { useMayCall } from '../../components/access.js';
import { PendingSyncBadge } from '../../components/PendingSync.js';
import { ProviderForm } from './ProviderForm.js';
import { ProviderList } from './ProviderList.js';
import { ProviderMovements } from './ProviderMovements.js';
import type { ProviderDoc } from '../../components/documents/read.js';
import { Loading } from '../../components/Loading.js';

function BackButton() {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate('/')}>
      {t('common.back')}
    </Button>
  );
}

/**
 * Disabling takes the provider out of every list (the replica keeps only enabled documents), so the
 * screen goes back to the list and the notice offers to undo it while the id is at hand.
 */
function StatusButton({ provider }: { provider: ProviderDoc }) {
  const t = useT();
  const api = useApi();
  const feedback = useWriteFeedback();
  const [, navigate] = useLocation();
  const enabled = provider.status !== false;
  const allowed = useMayCall(enabled ? 'provider.disable' : 'provider.enable');
  if (!allowed) return null;
  const enable = () => feedback.run(() => api.provider.enable({ id: provider._id }), { action: t('write.provider.enable'), done: t('providers.enabled') });
  const disable = async () => {
    if (!(await confirmAction(t, t('providers.disable.title', { name: provider.name }), t('providers.disable.body'), true))) return;
    // The notice offers the undo, online or off, long enough to reach it.
    await feedback.run(() => api.provider.disable({ id: provider._id }), {
      action: t('write.provider.disable'),
      done: t('providers.disabled', { name: provider.name }),
      undo: { label: t('providers.undo'), run: enable },
      onQueued: () => navigate('/'),
    });
  };
  return (
    <Button variant="light" color={enabled ? 'red' : 'teal'} onClick={() => void (enabled ? disable() : enable())}>
      {t(enabled ? 'common.disable' : 'common.enable')}
    </Button>
  );
}

function ProviderPage({ id }: { id: string }) {
  const t = useT();
  const api = useApi();
  const mayCreate = useMayCall('provider.create');
  const { data, isLoading } = useDocumentQuery('providers', id, () => api.provider.get({ id }));
  if (isLoading) {
    return <Loading />;
  }
  if (!data)
    return <MissingDocument id={id} notFound={{ title: t('providers.notFound'), hint: t('providers.notFound.hint') }} refusedTitle={t('providers.refused')} newPath={mayCreate ? '/new' : undefined} />;
  const provider = data;
  return (
    <Stack>
      <PageHeader
        title={provider.name}
        actions={
          <>
            <BackButton />
            <StatusButton provider={provider} />
          </>
        }
      >
        <Group gap={6}>
          {provider.status === false ? (
            <Badge color="gray">{t('common.disabled')}</Badge>
          ) : (
            <Badge color="teal" variant="light">
              {t('common.enabled')}
            </Badge>
          )}
          <PendingSyncBadge doc={provider} />
        </Group>
      </PageHeader>
      <ProviderForm key={provider._id} provider={provider} />
      <ProviderMovements provider={provider._id} />
      <HistorySection entity="providers" id={provider._id} />
    </Stack>
  );
}

export function ProvidersScreen() {
  const t = useT();
  return (
    <Switch>
      <Route path="/new">
        <PageHeader title={t('providers.new')} actions={<BackButton />} />
        <NewOrLoadedAgain form={(sent) => <ProviderForm provider={null} initial={draftFromSent(sent?.body) ?? undefined} />} />
      </Route>
      <Route path="/:id">{(params) => <ProviderPage id={params.id} />}</Route>
      <Route>
        <ProviderList />
      </Route>
    </Switch>
  );
}
