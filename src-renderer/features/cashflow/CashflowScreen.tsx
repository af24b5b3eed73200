/**
 * Caja (`/cashflow`, domain §6): the cash book with its filters and the forms that record entries,
 * and — for the roles that may read them — the cash balances per garage and payment method.
 * COMPRAS keeps provider entries only (its replica holds nothing else). Ctrl+N starts a new entry:
 * the form itself when the role records one kind only, else the menu of kinds.
 */
import { Button, Menu, Tabs } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { EmptyState, PageHeader } from '../../components/EmptyState.js';
import { useT } from '../../i18n/i18n.js';
import { useMay } from '../../components/access.js';
import { CashBalances } from '../../components/reports/CashBalances.js';
import { CashflowList } from './CashflowList.js';
import { EntryFormModal } from './EntryForm.js';
import { ENTRY_KINDS, KIND_ROUTE, type EntryKind } from './entryForm.js';
import { ShortcutHint } from '../../components/ShortcutHint.js';
import { useOwnNewHotkey } from '../../app/newHotkey.js';
import { focusWhenLost } from '../../app/focusWhenLost.js';

const BALANCES = '/balances';

export function CashflowScreen() {
  const t = useT();
  const may = useMay();
  const [location, navigate] = useLocation();
  const [kind, setKind] = useState<EntryKind | null>(null);
  const [choosing, setChoosing] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  const kinds = ENTRY_KINDS.filter((k) => may(KIND_ROUTE[k]));
  const balances = may('statistics.cashBalances');
  // Partner entries are the company's books: a role that may not record them keeps provider entries only.
  const providerOnly = !may('cashflow.createPartner');
  const tab = location.startsWith(BALANCES) ? 'balances' : 'entries';
  const startNew = () => {
    const [only] = kinds;
    if (kinds.length === 1 && only) setKind(only);
    else if (kinds.length > 1) setChoosing(true);
  };
  useOwnNewHotkey('/cashflow', startNew);

  const newEntry =
    kinds.length > 0 ? (
      <Menu position="bottom-end" opened={choosing} onChange={setChoosing}>
        <Menu.Target>
          <Button ref={newButton} leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />} aria-keyshortcuts="Control+N">
            {t('money.new')}
            <ShortcutHint keys="Ctrl+N" />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {kinds.map((k) => (
            <Menu.Item key={k} onClick={() => setKind(k)}>
              {t(`money.kind.${k}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    ) : null;

  return (
    <>
      <PageHeader title={t('money.title')} actions={newEntry}>
        {balances && (
          <Tabs value={tab} onChange={(v) => navigate(v === 'balances' ? BALANCES : '/')}>
            <Tabs.List>
              <Tabs.Tab value="entries">{t('money.tab.entries')}</Tabs.Tab>
              <Tabs.Tab value="balances">{t('money.tab.balances')}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
        )}
      </PageHeader>
      <Switch>
        <Route path={BALANCES}>{balances ? <CashBalances /> : <EmptyState title={t('error.FORBIDDEN')} hint={t('money.balances.forbidden')} />}</Route>
        <Route>
          <CashflowList providerOnly={providerOnly} mayRecord={kinds.length > 0} />
        </Route>
      </Switch>
      <EntryFormModal
        kind={kind}
        onClose={() => {
          setKind(null);
          // The form opened from the menu's item, which is gone: the focus goes back to "Nuevo movimiento", not to the page body.
          focusWhenLost(() => newButton.current);
        }}
      />
    </>
  );
}
