/** `GET /segment`: the customer segments in use plus the seeded list, each once, sorted. */
import { SEED_SEGMENTS } from '../../../src-shared/constants/customers.js';
import { docs, type AnyReader, type Page } from '../../db/documents.js';

export async function listSegments(db: AnyReader, page: number, limit: number): Promise<Page<string>> {
  const rows = await docs(db).selectFrom('customers').select('segment').distinct().where('segment', 'is not', null).execute();
  const used = rows.map((r) => String(r.segment)).filter((s) => s.trim() !== '');
  const all = [...new Set([...SEED_SEGMENTS, ...used])].sort((a, b) => a.localeCompare(b, 'es'));
  return { docs: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit, pages: Math.max(1, Math.ceil(all.length / limit)) };
}
