/**
 * The list every screen shows: a virtualised table (only the rows on screen are drawn, so 50,000
 * rows scroll smoothly), keyboard navigation (↑/↓ to move, Enter to open), and an empty state that
 * says what to do next, or that the rows are still on their way (`FirstPullEmpty`). Rows are
 * memoised (`DataTableRow`): a scroll draws only the rows coming into view, and a click is handled
 * once for the whole body.
 *
 * The scroller is the grid itself (focus stays on it, the active row is its aria-activedescendant),
 * so nothing focusable sits between the grid and its rows; its header sticks on top inside it, so
 * a table wider than the screen (200 % zoom) scrolls sideways inside its region, header and rows
 * together, while the page keeps its width.
 */
import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { ExportAs } from '../../src-shared/export/columns.js';
import classes from './DataTable.module.css';
import { DataTableRow } from './DataTableRow.js';
import { FirstPullEmpty } from './FirstPullEmpty.js';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** CSS grid track, e.g. `120px` or `2fr`. */
  width?: string;
  align?: 'left' | 'right' | 'center';
  render: (row: T) => ReactNode;
  /** How the list's export writes this column (`ExportButton`); left out, the column is not exported. */
  exportAs?: ExportAs;
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  total: number;
  rowAt: (index: number) => T | undefined;
  rowKey: (row: T) => string;
  onOpen?: (row: T) => void;
  onRange?: (first: number, last: number) => void;
  empty: ReactNode;
  height?: CSSProperties['height'];
  testId?: string;
  /** What the table lists, for screen readers (the screen's title when left out is not said). */
  label?: string;
}

const ROW_HEIGHT = 40;
/** The sticky header row's height, px: rows are laid out below it (`scrollMargin`). */
const HEADER_HEIGHT = 38;
/** Narrowest a flexible (`fr`) column gets before the table scrolls sideways instead. */
const MIN_FLEX_COLUMN_PX = 110;

/** Fixed tracks count as written, flexible ones at their narrowest: below that the grid scrolls. */
function minimumWidth(tracks: readonly string[]): number {
  return tracks.reduce((sum, track) => sum + (/^\d+px$/.test(track) ? Number.parseInt(track, 10) : MIN_FLEX_COLUMN_PX), 24 + 8 * (tracks.length - 1));
}
/**
 * A short table's height: its header and every row, at least two rows tall, and `max` pixels at
 * most (then it scrolls). The header sits inside the scroller, so a height counting rows alone
 * hides the last row behind a scroll.
 */
export function tableHeight(rows: number, max: number): number {
  return Math.min(max, HEADER_HEIGHT + Math.max(2, rows) * ROW_HEIGHT + 2);
}

/** Rows drawn beyond each edge of the view: enough for a wheel's step, few enough for a fling. */
const OVERSCAN = 6;

export function DataTable<T>({ columns, total, rowAt, rowKey, onOpen, onRange, empty, height = 'calc(100vh - 240px)', testId, label }: DataTableProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const rowIds = useId();
  const [active, setActive] = useState(-1);
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: HEADER_HEIGHT,
    // A row scrolled to with the keyboard lands below the sticky header, not under it.
    scrollPaddingStart: HEADER_HEIGHT,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (total > 0) onRange?.(first, last);
  }, [first, last, total, onRange]);
  const tracks = columns.map((c) => c.width ?? '1fr');
  const template = tracks.join(' ');
  const minWidth = minimumWidth(tracks);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = Math.max(0, Math.min(total - 1, active + (event.key === 'ArrowDown' ? 1 : -1)));
      setActive(next);
      virtualizer.scrollToIndex(next);
    } else if (event.key === 'Enter' && active >= 0) {
      const row = rowAt(active);
      if (row) onOpen?.(row);
    }
  };

  const onClick = (event: MouseEvent) => {
    const index = Number((event.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index ?? Number.NaN);
    if (Number.isNaN(index)) return;
    setActive(index);
    const row = rowAt(index);
    if (row) onOpen?.(row);
  };

  if (total === 0)
    return (
      <Box py="xl">
        <FirstPullEmpty empty={empty} />
      </Box>
    );
  const activeRow = items.some((item) => item.index === active) ? `${rowIds}-${active}` : undefined;
  return (
    <Box className={classes.table} data-testid={testId}>
      <div
        ref={scroller}
        className={classes.body}
        style={{ height }}
        role="grid"
        aria-label={label}
        aria-rowcount={total + 1}
        aria-activedescendant={activeRow}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <div className={classes.header} style={{ gridTemplateColumns: template, minWidth, height: HEADER_HEIGHT }} role="row" aria-rowindex={1}>
          {columns.map((c) => (
            <Text key={c.key} size="sm" fw={600} ta={c.align ?? 'left'} role="columnheader" truncate>
              {c.header}
            </Text>
          ))}
        </div>
        <div style={{ height: virtualizer.getTotalSize(), minWidth, position: 'relative' }}>
          {items.map((item) => {
            const row = rowAt(item.index);
            return (
              <DataTableRow
                key={row ? rowKey(row) : `loading-${item.index}`}
                id={`${rowIds}-${item.index}`}
                row={row}
                index={item.index}
                start={item.start - HEADER_HEIGHT}
                height={ROW_HEIGHT}
                active={item.index === active}
                columns={columns}
                template={template}
              />
            );
          })}
        </div>
      </div>
    </Box>
  );
}
