/**
 * The inventory count import, step by step: read the file (every bad line at once, before
 * anything is sent; an Excel file's cells are read by the main process), a dry run that answers each difference and changes nothing, then apply. A
 * large file goes in chunks (`importChunks`: the server's body limit and time-out), each chunk
 * its own audit; the progress counts chunks, and a one-chunk file shows it running.
 */
import { useRef, useState } from 'react';
import { importChunks, problemsFromDetails, type ImportProblem, type ParsedImport } from '../../../src-shared/audit-import.js';
import { readCountFile } from '../../../src-shared/count-file.js';
import { isAppError } from '../../../src-shared/errors.js';
import { newId } from '../../../src-shared/ids.js';
import { useApi } from '../../app/api.js';
import { errorMessage } from '../../components/errors.js';
import { useT } from '../../i18n/i18n.js';
import type { DifferenceRow, WarningRow } from './countRows.js';
import { isDryRun } from './documents.js';
import { useRefreshAudits } from './useAuditList.js';

export interface ImportFile {
  name: string;
  parsed: ParsedImport;
}

export interface DryRunResult {
  rows: number;
  changed: number;
  differences: DifferenceRow[];
  /** Rows whose counted theoretical disagrees: reported, applying is not refused for them. */
  warnings: WarningRow[];
}

export interface Applied {
  /** The audits written, one per chunk. */
  audits: number[];
  rows: number;
  changed: number;
}

export type ImportPhase = 'idle' | 'checking' | 'applying';

export function useInventoryImport() {
  const api = useApi();
  const t = useT();
  const refresh = useRefreshAudits();
  const [file, setFile] = useState<ImportFile | null>(null);
  const [garage, setGarageState] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [serverProblems, setServerProblems] = useState<ImportProblem[]>([]);
  const [dryRun, setDryRun] = useState<DryRunResult | null>(null);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  /** The last file picked: a slower read of an earlier one does not replace it. */
  const picks = useRef(0);

  const resetRun = () => {
    setDryRun(null);
    setServerProblems([]);
    setApplied(null);
    setFailure(null);
    setProgress(null);
  };

  const read = async (picked: File | null) => {
    resetRun();
    const pick = (picks.current += 1);
    setFile(null);
    if (!picked) return;
    setReading(true);
    try {
      const parsed = await readCountFile(picked, (input) => api.sheet.read(input), t('audits.template.title'));
      if (pick === picks.current) setFile({ name: picked.name, parsed });
    } catch (error) {
      if (pick === picks.current) setFailure(errorMessage(error, t));
    } finally {
      if (pick === picks.current) setReading(false);
    }
  };

  /** The stock compared is the garage's: another garage needs another dry run. */
  const setGarage = (value: string | null) => {
    if (phase !== 'idle') return;
    resetRun();
    setGarageState(value);
  };

  const ready = file !== null && file.parsed.problems.length === 0 && file.parsed.rows.length > 0;
  const target = garage ? { garage } : {};

  const check = async () => {
    if (!file || !ready) return;
    resetRun();
    setPhase('checking');
    const chunks = importChunks(file.parsed.rows);
    const differences: DifferenceRow[] = [];
    const warnings: WarningRow[] = [];
    const problems: ImportProblem[] = [];
    try {
      for (const [i, chunk] of chunks.entries()) {
        setProgress({ done: i, total: chunks.length });
        try {
          const answer = await api.audit.inventoryCreate({ rows: chunk.rows, dryRun: true, ...target });
          if (!isDryRun(answer)) throw new Error('a dry run answered an audit');
          const onFile = <T extends { row: number }>(d: T) => ({ ...d, row: d.row + chunk.offset, line: file.parsed.lines[d.row + chunk.offset] ?? null });
          differences.push(...answer.differences.map(onFile));
          warnings.push(...(answer.warnings ?? []).map(onFile));
        } catch (error) {
          // Every chunk is checked, so the user sees every bad row of the file at once.
          if (isAppError(error) && error.code === 'VALIDATION' && error.details?.length) problems.push(...problemsFromDetails(error.details, file.parsed.lines, chunk.offset));
          else throw error;
        }
      }
      setProgress({ done: chunks.length, total: chunks.length });
      setServerProblems(problems);
      if (problems.length === 0) setDryRun({ rows: file.parsed.rows.length, changed: differences.length, differences, warnings });
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setPhase('idle');
    }
  };

  const apply = async () => {
    if (!file || !dryRun) return;
    setPhase('applying');
    setFailure(null);
    const chunks = importChunks(file.parsed.rows);
    const done: Applied = { audits: [], rows: 0, changed: 0 };
    try {
      for (const [i, chunk] of chunks.entries()) {
        setProgress({ done: i, total: chunks.length });
        const audit = await api.audit.inventoryCreate({ _id: newId(), rows: chunk.rows, ...target, ...(notes.trim() ? { notes: notes.trim() } : {}) });
        if (audit.dryRun === true) throw new Error('an import answered a dry run');
        const summary = audit.summary as { changed?: number };
        done.audits.push(audit.number);
        done.rows += chunk.rows.length;
        done.changed += summary.changed ?? 0;
      }
      setProgress({ done: chunks.length, total: chunks.length });
      setApplied(done);
    } catch (error) {
      const message = errorMessage(error, t);
      setFailure(done.audits.length > 0 ? t('audits.import.partial', { rows: done.rows, total: file.parsed.rows.length, reason: message }) : message);
      if (done.audits.length > 0) setApplied(done);
    } finally {
      setPhase('idle');
      await refresh();
    }
  };

  return { file, read, reading, garage, setGarage, notes, setNotes, ready, phase, progress, serverProblems, dryRun, check, applied, apply, failure };
}

export type InventoryImportState = ReturnType<typeof useInventoryImport>;
