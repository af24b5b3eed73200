/**
 * A table wider than its place (a narrow window, 200 % zoom) scrolls sideways inside its own box
 * instead of pushing the page wider. While it does, the box is a named region in the tab order, so
 * the keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable); while the table
 * fits, it is no stop for Tab. Native overflow, not Mantine's ScrollArea: the ScrollArea scrolled
 * an inner viewport the box's tabIndex never reached.
 *
 *   <TableScroll minWidth={720} label={t('statistics.tab.finances')}><Table>…</Table></TableScroll>
 */
import { Table, type MantineSpacing } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface TableScrollProps {
  /** Narrower than this, the table scrolls. */
  minWidth: number;
  /** What the region is called when it scrolls (the table's title). */
  label: string;
  children: ReactNode;
  mt?: MantineSpacing;
}

/** Whether the box's content is wider than the box, as windows and the content resize. */
function useScrollsSideways(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls];
}

export function TableScroll({ minWidth, label, children, mt }: TableScrollProps) {
  const [ref, scrolls] = useScrollsSideways();
  return (
    <Table.ScrollContainer ref={ref} type="native" minWidth={minWidth} mt={mt} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {children}
    </Table.ScrollContainer>
  );
}
