/**
 * How large a workbook (.xlsx, a zip) is once unpacked, checked before exceljs unpacks it whole in
 * memory: a file of a few megabytes can unpack to gigabytes (a zip bomb) and take the main process
 * down. The entries' declared sizes are summed first (a cheap refusal of an honest large file);
 * then each entry is inflated with a cap on what it may give, since a crafted file can declare
 * small sizes and unpack huge all the same. Pure Node (zlib), no other reader.
 */
import { inflateRawSync } from 'node:zlib';

export type UnpackedSize = { status: 'fits'; bytes: number } | { status: 'tooLarge' } | { status: 'unreadable' };

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** The end record is 22 bytes, followed by a comment of up to 65,535. */
const END_RECORD_REACH = 22 + 0xffff;

interface Entry {
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

function endRecordAt(view: DataView): number | null {
  const lowest = Math.max(0, view.byteLength - END_RECORD_REACH);
  for (let at = view.byteLength - 22; at >= lowest; at -= 1) if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) return at;
  return null;
}

/** The central directory's entries, or null when the bytes are not a zip this reads (zip64 included: no count file needs it). */
function entriesOf(view: DataView): Entry[] | null {
  const end = endRecordAt(view);
  if (end === null) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL_ENTRY) return null;
    const entry = { method: view.getUint16(at + 10, true), compressedSize: view.getUint32(at + 20, true), declaredSize: view.getUint32(at + 24, true), localOffset: view.getUint32(at + 42, true) };
    if (entry.compressedSize === 0xffffffff || entry.declaredSize === 0xffffffff || entry.localOffset === 0xffffffff) return null;
    entries.push(entry);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** The entry's compressed bytes, where its local header says they start. */
function dataOf(bytes: Uint8Array, view: DataView, entry: Entry): Uint8Array | null {
  const at = entry.localOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL_ENTRY) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const stop = start + entry.compressedSize;
  return stop > bytes.byteLength ? null : bytes.subarray(start, stop);
}

/** Whether the workbook unpacks to at most `max` bytes, counting what its entries really inflate to. */
export function unpackedSize(bytes: Uint8Array, max: number): UnpackedSize {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = entriesOf(view);
  if (entries === null) return { status: 'unreadable' };
  if (entries.reduce((sum, entry) => sum + entry.declaredSize, 0) > max) return { status: 'tooLarge' };
  let total = 0;
  for (const entry of entries) {
    const data = dataOf(bytes, view, entry);
    if (data === null) return { status: 'unreadable' };
    const room = max - total;
    if (entry.method === STORED) {
      total += data.byteLength;
    } else if (entry.method === DEFLATED) {
      try {
        // One byte past the room left: reaching it is what tells a file that unpacks larger.
        total += inflateRawSync(data, { maxOutputLength: room + 1 }).byteLength;
      } catch (failure) {
        if ((failure as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { status: 'tooLarge' };
        return { status: 'unreadable' };
      }
    } else {
      return { status: 'unreadable' };
    }
    if (total > max) return { status: 'tooLarge' };
  }
  return { status: 'fits', bytes: total };
}
