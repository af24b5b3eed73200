import { Alert, Button, Card, Group, Radio, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PAPER_SIZES, PRINT_KINDS, type PaperSize, type PrintKind, type SettingsView } from '../../../src-shared/ipc/settings.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { fieldErrors } from '../../components/errors.js';
import { notifyError, notifySaved } from '../../components/notify.js';
import { useT } from '../../i18n/i18n.js';
import { BackupsCard } from './BackupsCard.js';
import { LanguageCard } from './LanguageCard.js';
import { LogFolderCard } from './LogFolderCard.js';
import { MessagingCard, messagingDraft, messagingInput, type MessagingDraft } from './MessagingCard.js';
import { SectionTitle } from '../../components/SectionTitle.js';

/** The settings as edited: the message channels with the secrets typed anew (`MessagingDraft`). */
type Draft = Omit<SettingsView, 'server'> & { server: { mode: 'embedded'; messaging: MessagingDraft } | { mode: 'remote'; url: string } };

const draftOf = (view: SettingsView): Draft => ({ ...view, server: view.server.mode === 'remote' ? view.server : { mode: 'embedded', messaging: messagingDraft(view.server.messaging) } });

/** Language, server connection (and the embedded server's message channels), and the printer and paper for each printed document. */
export function SettingsScreen() {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: stored } = useIpcQuery(['settings'], ['get'], () => api.deskSettings.get());
  const { data: printers = [] } = useIpcQuery(['settings'], ['printers'], () => api.print.printers());
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [restart, setRestart] = useState(false);
  useEffect(() => {
    if (stored) setDraft(draftOf(stored));
  }, [stored]);
  if (!draft) return null;

  const save = async () => {
    setErrors({});
    try {
      // The language is kept when it is chosen (LanguageCard), not here.
      const server = draft.server.mode === 'remote' ? draft.server : { mode: 'embedded' as const, messaging: messagingInput(draft.server.messaging) };
      const result = await api.deskSettings.set({ server, printers: draft.printers, paper: draft.paper });
      setRestart(result.restartRequired);
      // The settings read is kept until a replica change, which a save is not: without this, the screen
      // opened again showed (and a second save wrote back) the settings from before.
      queryClient.setQueryData(['settings', 'get'], result.settings);
      // What was typed into the secret fields is now kept: they go blank again, saying so.
      setDraft({ ...draft, server: draftOf(result.settings).server });
      notifySaved(t('common.saved'));
    } catch (error) {
      setErrors(fieldErrors(error, t));
      notifyError(error, t);
    }
  };
  const printerOptions = [{ value: '', label: t('settings.printer.default') }, ...printers.map((p) => ({ value: p.name, label: p.displayName || p.name }))];
  const setPrinter = (kind: PrintKind, name: string | null) => setDraft({ ...draft, printers: { ...draft.printers, [kind]: name || null } });
  const setPaper = (kind: PrintKind, paper: PaperSize) => setDraft({ ...draft, paper: { ...draft.paper, [kind]: paper } });

  return (
    <Stack maw={760}>
      <Title order={1} size="h2" tabIndex={-1}>
        {t('settings.title')}
      </Title>
      <LanguageCard />
      <Card withBorder>
        <Radio.Group
          label={t('settings.server')}
          value={draft.server.mode}
          onChange={(mode) =>
            setDraft({
              ...draft,
              server: mode === 'remote' ? { mode: 'remote', url: draft.server.mode === 'remote' ? draft.server.url : 'http://' } : { mode: 'embedded', messaging: messagingDraft(undefined) },
            })
          }
        >
          <Stack mt="xs">
            <Radio value="embedded" label={t('settings.server.embedded')} />
            <Radio value="remote" label={t('settings.server.remote')} />
          </Stack>
        </Radio.Group>
        {draft.server.mode === 'remote' && (
          <TextInput
            mt="sm"
            label={t('settings.server.url')}
            value={draft.server.url}
            error={errors['server.url']}
            onChange={(e) => setDraft({ ...draft, server: { mode: 'remote', url: e.currentTarget.value } })}
          />
        )}
      </Card>
      {draft.server.mode === 'embedded' && <MessagingCard value={draft.server.messaging} errors={errors} onChange={(messaging) => setDraft({ ...draft, server: { mode: 'embedded', messaging } })} />}
      <Card withBorder>
        <SectionTitle mb="sm">{t('settings.printers')}</SectionTitle>
        {printers.length === 0 && (
          <Alert color="gray" mb="sm">
            {t('settings.printer.none')}
          </Alert>
        )}
        <Table>
          <Table.Tbody>
            {PRINT_KINDS.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Td>{t(`settings.kind.${kind}`)}</Table.Td>
                <Table.Td>
                  <Select data={printerOptions} value={draft.printers[kind] ?? ''} onChange={(v) => setPrinter(kind, v)} allowDeselect={false} aria-label={t('settings.printers')} />
                </Table.Td>
                <Table.Td w={120}>
                  <Select data={[...PAPER_SIZES]} value={draft.paper[kind]} onChange={(v) => v && setPaper(kind, v as PaperSize)} allowDeselect={false} aria-label={t('settings.paper')} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      {restart && <Alert color="yellow">{t('settings.server.restart')}</Alert>}
      <Group>
        <Button onClick={() => void save()}>{t('common.save')}</Button>
      </Group>
      <BackupsCard />
      <LogFolderCard />
    </Stack>
  );
}
