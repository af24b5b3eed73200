/**
 * The list every screen shows: a virtualised table (only the rows on screen are drawn, so 50,000
 * rows scroll smoothly), keyboard navigation (↑/↓ to move, Enter to open), and an empty state that
 * says what to do next. Rows are memoised (`DataTableRow`): a scroll draws only the rows coming
 * into view, and a click is handled once for the whole body.
 */
import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { ExportAs } from '../../src-shared/export/columns.js';
import classes from './DataTable.module.css';
import { DataTableRow } from './DataTableRow.js';

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
}

const ROW_HEIGHT = 40;
/** Rows drawn beyond each edge of the view: enough for a wheel's step, few enough for a fling. */
const OVERSCAN = 6;

export function DataTable<T>({ columns, total, rowAt, rowKey, onOpen, onRange, empty, height = 'calc(100vh - 240px)', testId }: DataTableProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(-1);
  const virtualizer = useVirtualizer({ count: total, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: OVERSCAN });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (total > 0) onRange?.(first, last);
  }, [first, last, total, onRange]);
  const template = columns.map((c) => c.width ?? '1fr').join(' ');

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

  if (total === 0) return <Box py="xl">{empty}</Box>;
  return (
    <Box className={classes.table} data-testid={testId} role="grid" aria-rowcount={total}>
      <div className={classes.header} style={{ gridTemplateColumns: template }} role="row">
        {columns.map((c) => (
          <Text key={c.key} size="sm" fw={600} ta={c.align ?? 'left'} role="columnheader">
            {c.header}
          </Text>
        ))}
      </div>
      <div ref={scroller} className={classes.body} style={{ height }} tabIndex={0} onKeyDown={onKeyDown} onClick={onClick}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = rowAt(item.index);
            return (
              <DataTableRow
                key={row ? rowKey(row) : `loading-${item.index}`}
                row={row}
                index={item.index}
                start={item.start}
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
