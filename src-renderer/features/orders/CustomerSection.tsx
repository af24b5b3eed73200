/** The order's customer: search by name, phone or email, or create one on the spot. */
import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState, type Ref } from 'react';
import { useApi } from '../../app/api.js';
import { useI18n } from '../../i18n/i18n.js';
import { CustomerForm } from '../../components/customers/CustomerForm.js';
import { useMay } from '../../components/access.js';
import { enabledOnly, SearchPicker } from '../../components/pickers/SearchPicker.js';
import type { CustomerDoc } from '../../components/documents/read.js';

interface Props {
  customer: CustomerDoc | undefined;
  editable: boolean;
  error: string | undefined;
  onPick: (customer: CustomerDoc) => void;
  /** The search box, for the editor to put the cursor in on a new order. */
  inputRef?: Ref<HTMLInputElement>;
}

export function CustomerSection({ customer, editable, error, onPick, inputRef }: Props) {
  const { t } = useI18n();
  const api = useApi();
  const may = useMay();
  const [changing, setChanging] = useState(false);
  const [creating, setCreating] = useState(false);

  const created = async (id: string) => {
    setCreating(false);
    setChanging(false);
    onPick(await api.customer.get({ id }));
  };

  const picking = editable && (changing || !customer);
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('orders.customer')}</Text>
        {editable && customer && !changing && (
          <Button variant="subtle" size="xs" onClick={() => setChanging(true)}>
            {t('orders.customer.change')}
          </Button>
        )}
      </Group>
      {customer && !picking && (
        <Stack gap={2} data-testid="order-customer">
          <Group gap="xs">
            <Text fw={500}>{customer.name}</Text>
            {customer.isWholesaler && <Badge size="sm">{t('customers.wholesaler')}</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {[customer.phone, customer.address ? `${customer.address.street}, ${customer.address.city}` : null].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      )}
      {picking && (
        <Group align="flex-end" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <SearchPicker
              collection="customers"
              searchKey={['order-customer']}
              search={(text) => api.customer.search({ text }).then(enabledOnly)}
              render={(c) => (
                <>
                  <Text size="sm">{c.name}</Text>
                  <Text size="xs" c="dimmed">
                    {c.phone ?? ''}
                  </Text>
                </>
              )}
              onPick={(c) => {
                setChanging(false);
                onPick(c);
              }}
              label={t('orders.customer.search')}
              placeholder={t('orders.customer.placeholder')}
              nothingFound={t('orders.customer.none')}
              error={error}
              inputRef={inputRef}
            />
          </div>
          {may('customer.create') && (
            <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
              {t('customers.new')}
            </Button>
          )}
        </Group>
      )}
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('customers.new')} size="lg">
        <CustomerForm onSaved={(id) => void created(id)} onCancel={() => setCreating(false)} />
      </Modal>
    </Card>
  );
}
