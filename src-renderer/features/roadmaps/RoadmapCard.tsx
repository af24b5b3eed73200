/**
 * The chosen driver's roadmap for the chosen day: created here when there is none yet, otherwise
 * its heading with print (A4 by default, from Settings) and removal. Removing a roadmap (one of the
 * two hard deletes, domain §2) takes its orders and pick-ups off it and touches nothing else.
 */
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconRoute, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ROADMAP_NOTES_MAX } from '../../../src-shared/constants/field-lengths.js';
import { useApi } from '../../app/api.js';
import { focusWhenLost } from '../../app/focusWhenLost.js';
import { dueOrdersGrid } from './AssignOrders.js';
import { confirmAction } from '../../components/confirm.js';
import { fieldErrors } from '../../components/errors.js';
import { notifyError } from '../../components/notify.js';
import { useWriteFeedback } from '../../components/queuedFeedback.js';
import { useI18n } from '../../i18n/i18n.js';
import { useMay } from '../../components/access.js';
import { PrintButton } from '../../components/printing/PrintButton.js';
import { SectionTitle } from '../../components/SectionTitle.js';
import { awaitsServer, type RoadmapDoc } from '../../components/documents/read.js';
import { LimitedTextarea } from '../../components/forms/LimitedText.js';

export function CreateRoadmap({ driver, driverName, date }: { driver: string; driverName: string; date: string }) {
  const { t, date: day } = useI18n();
  const api = useApi();
  const feedback = useWriteFeedback();
  const may = useMay();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const create = async () => {
    setSaving(true);
    try {
      const written = await api.roadmap.create({ driver, date, notes: notes.trim() ? notes : null });
      feedback.tell(written, { action: t('write.roadmap.create'), done: t('roadmaps.created') });
      // Next the orders due go on it: the focus waits on their list, not on the page body.
      focusWhenLost(dueOrdersGrid);
    } catch (failure) {
      setError(fieldErrors(failure, t).notes);
      notifyError(failure, t);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card withBorder>
      <Stack>
        <Text fw={600}>{t('roadmaps.none', { driver: driverName, date: day(date) })}</Text>
        {may('roadmap.create') ? (
          <>
            <LimitedTextarea label={t('roadmaps.notes')} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} max={ROADMAP_NOTES_MAX} autosize minRows={2} error={error} />
            <Group>
              <Button leftSection={<IconRoute size={16} />} loading={saving} onClick={() => void create()}>
                {t('roadmaps.create')}
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('roadmaps.readOnly')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function RoadmapHeading({ roadmap, driverName }: { roadmap: RoadmapDoc; driverName: string }) {
  const { t, date } = useI18n();
  const api = useApi();
  const feedback = useWriteFeedback();
  const may = useMay();
  const pending = awaitsServer(roadmap);
  const remove = async () => {
    if (!(await confirmAction(t, t('roadmaps.remove.title'), t('roadmaps.remove.body'), true))) return;
    await feedback.run(() => api.roadmap.remove({ id: roadmap._id }), { action: t('write.roadmap.remove'), done: t('roadmaps.removed') });
  };
  return (
    <Card withBorder>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <SectionTitle size="h3">{pending ? t('roadmaps.titleNew') : t('roadmaps.titleNumber', { number: roadmap.number ?? '' })}</SectionTitle>
            {pending && <Badge color="yellow">{t('common.pendingSync')}</Badge>}
          </Group>
          <Text c="dimmed">
            {driverName} · {date(roadmap.date)}
          </Text>
          {roadmap.notes && <Text size="sm">{roadmap.notes}</Text>}
        </Stack>
        <Group>
          <PrintButton kind="roadmap" id={roadmap._id} label={t('roadmaps.print')} variant="filled" disabledReason={pending ? t('roadmaps.pendingPrint') : null} />
          {may('roadmap.remove') && (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => void remove()}>
              {t('roadmaps.remove')}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
