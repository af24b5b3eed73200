/** The party an audit closes the books of — a partner, a provider or a customer — picked or named from the replica. */
import { useT } from '../../i18n/i18n.js';
import { CustomerSelect, RefName, RefSelect } from '../../components/pickers/RefSelect.js';
import type { PartyField } from './kinds.js';

interface Props {
  field: PartyField;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
  required?: boolean;
  clearable?: boolean;
  w?: number;
}

export function PartyPicker({ field, ...props }: Props) {
  const t = useT();
  const label = t(`audits.party.${field}`);
  if (field === 'customer') return <CustomerSelect label={label} {...props} />;
  return <RefSelect source={field === 'partner' ? 'partners' : 'providers'} label={label} {...props} />;
}

export function PartyName({ field, id }: { field: PartyField; id: string | null }) {
  return <RefName source={field === 'partner' ? 'partners' : field === 'provider' ? 'providers' : 'customers'} id={id} />;
}
