/**
 * A page of audits of one kind from the server (audits are server reads: offline they fail with
 * OFFLINE). Keyed under `audits`, so creating or importing one refreshes every list
 * (`refreshAudits`); the previous page stays on screen while the next one loads.
 */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi, useIpcQuery } from '../../app/api.js';
import type { AuditKind } from './documents.js';
import { listAudits, type AuditListQuery } from './kinds.js';

export const AUDITS_KEY = 'audits';

/** Audits per page of the list; the server's default (spec §9). */
export const AUDITS_PER_PAGE = 10;

export function useAuditList(kind: AuditKind, query: AuditListQuery) {
  const api = useApi();
  return useIpcQuery([AUDITS_KEY], [kind, query], () => listAudits(api, kind, query), { placeholderData: keepPreviousData });
}

export function useRefreshAudits(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [AUDITS_KEY] }), [client]);
}
