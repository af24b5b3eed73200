/**
 * One row of `DataTable`, memoised: while the table scrolls, a row still on screen keeps its props
 * (same document, same place) and is not drawn again; only the rows coming into view render. Rows
 * still loading are a plain bar, as cheap as a row can be. Cells are plain elements styled by the
 * table's CSS (no layout component per cell: a screen shows hundreds of them each frame of a fling).
 */
import { memo, type ReactNode } from 'react';
import classes from './DataTable.module.css';

/** What a row needs of a column (`Column` of DataTable.tsx). */
export interface RowColumn<T> {
  key: string;
  align?: 'left' | 'right' | 'center';
  render: (row: T) => ReactNode;
}

export interface DataTableRowProps<T> {
  /** For the grid's aria-activedescendant. */
  id: string;
  /** Undefined while its page loads. */
  row: T | undefined;
  index: number;
  /** Top of the row in the scrolled body, px. */
  start: number;
  height: number;
  active: boolean;
  columns: readonly RowColumn<T>[];
  /** CSS grid tracks of the columns. */
  template: string;
}

/**
 * Plain text as a cell shows it: the cell lays its content out as a flex row, where the cell's own
 * ellipsis does not reach a bare text, which was cut mid-word ("… La Es"). In its own box the text
 * ends in "…" when the column is narrower, and the whole of it shows on hover.
 */
function cellContent(content: ReactNode): ReactNode {
  if (typeof content !== 'string' && typeof content !== 'number') return content;
  return (
    <span className={classes.text} title={String(content)}>
      {content}
    </span>
  );
}

function DataTableRowView<T>({ id, row, index, start, height, active, columns, template }: DataTableRowProps<T>) {
  return (
    <div
      id={id}
      className={classes.row}
      data-index={index}
      data-active={active || undefined}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={active}
      style={{ gridTemplateColumns: template, height, transform: `translateY(${start}px)` }}
    >
      {row === undefined ? (
        <div className={classes.placeholder} />
      ) : (
        columns.map((c) => (
          <div key={c.key} className={classes.cell} data-align={c.align ?? 'left'} role="gridcell">
            {cellContent(c.render(row))}
          </div>
        ))
      )}
    </div>
  );
}

export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;
