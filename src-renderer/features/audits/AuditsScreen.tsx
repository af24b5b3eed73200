/**
 * Auditorías (`/audits`, ADMIN; domain §6): one tab per kind of audit with its audits, newest
 * first, each opening in full (figures, transactions, print); a new audit closes the period of its
 * kind (Ctrl+N). Inventory audits come from a count file (`/audits/inventory/import`).
 */
import { Button, Tabs } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageHeader } from '../../components/EmptyState.js';
import { useT } from '../../i18n/i18n.js';
import { AuditList } from './AuditList.js';
import type { AuditKind } from './documents.js';
import { InventoryImport } from './InventoryImport.js';
import { AUDIT_KINDS, isAuditKind } from './kinds.js';
import { NewAuditModal } from './NewAuditModal.js';
import { useOwnNewHotkey } from '../../app/newHotkey.js';

export const IMPORT_PATH = '/inventory/import';

function AuditsHome({ kind }: { kind: AuditKind }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const start = () => (kind === 'inventory' ? navigate(IMPORT_PATH) : setCreating(true));
  // From inside the screen's fields too.
  useOwnNewHotkey('/audits', start, []);
  const action =
    kind === 'inventory' ? (
      <Button leftSection={<IconFileImport size={16} />} onClick={start}>
        {t('audits.import.open')} (Ctrl+N)
      </Button>
    ) : (
      <Button leftSection={<IconPlus size={16} />} onClick={start}>
        {t(`audits.new.${kind}`)} (Ctrl+N)
      </Button>
    );
  return (
    <>
      <PageHeader title={t('audits.title')} actions={action}>
        <Tabs value={kind} onChange={(value) => value && navigate(`/${value}`)}>
          <Tabs.List>
            {AUDIT_KINDS.map((k) => (
              <Tabs.Tab key={k} value={k}>
                {t(`audits.kind.${k}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </PageHeader>
      <AuditList key={kind} kind={kind} onNew={start} />
      {kind !== 'inventory' && <NewAuditModal kind={kind} opened={creating} onClose={() => setCreating(false)} />}
    </>
  );
}

export function AuditsScreen() {
  return (
    <Switch>
      <Route path={IMPORT_PATH}>
        <InventoryImport />
      </Route>
      <Route path="/:kind">{(params) => <AuditsHome kind={isAuditKind(params.kind) ? params.kind : 'commercial'} />}</Route>
      <Route>
        <AuditsHome kind="commercial" />
      </Route>
    </Switch>
  );
}
