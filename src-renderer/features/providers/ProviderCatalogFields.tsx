/**
 * How a provider shows in the catalog and who handles it: image, slug (its address in the
 * catalog), links (web, social), a featured message, and the partner in charge.
 */
import { Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { LABELS_MAX } from '../../../src-shared/limits.js';
import { useT } from '../../i18n/i18n.js';
import type { FieldErrors } from '../../components/forms/checkForm.js';
import { PartnerSelect, useReadsPartners } from '../../components/pickers/PartnerSelect.js';
import type { ProviderDraft } from './providerDraft.js';

type Patch = Partial<ProviderDraft>;

/** The first message among a list's entries (`links.2`), shown under the list. */
function listError(errors: FieldErrors, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1];
}

export function ProviderCatalogFields({ draft, set, errors }: { draft: ProviderDraft; set: (patch: Patch) => void; errors: FieldErrors }) {
  const t = useT();
  const readsPartners = useReadsPartners();
  return (
    <Stack gap="sm">
      <TextInput label={t('providers.imageUrl')} placeholder="https://" value={draft.imageUrl} onChange={(e) => set({ imageUrl: e.currentTarget.value })} error={errors.imageUrl} />
      <TextInput
        label={t('providers.slug')}
        description={errors.slug ? undefined : t('providers.slug.hint')}
        value={draft.slug}
        onChange={(e) => set({ slug: e.currentTarget.value })}
        error={errors.slug}
      />
      <TagsInput
        label={t('providers.links')}
        description={t('providers.links.hint', { max: LABELS_MAX })}
        placeholder="https://"
        value={draft.links}
        onChange={(links) => set({ links })}
        maxTags={LABELS_MAX}
        splitChars={[' ', ',']}
        acceptValueOnBlur
        error={listError(errors, 'links')}
      />
      {readsPartners && <PartnerSelect value={draft.partner} onChange={(partner) => set({ partner })} error={errors.partner} />}
      <Textarea
        label={t('providers.featuredMessage')}
        description={t('providers.featuredMessage.hint')}
        value={draft.featuredMessage}
        onChange={(e) => set({ featuredMessage: e.currentTarget.value })}
        autosize
        minRows={2}
        error={errors.featuredMessage}
      />
    </Stack>
  );
}
