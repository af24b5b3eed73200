/**
 * A section's title, one heading level below what it sits in: under a screen's h1 (PageHeader) an
 * h2, inside `<Subsections>` an h3, and so on — a screen reader's list of headings then never skips
 * a level, whatever size the title is drawn at (`size`, "h4" by default, as card titles look).
 *
 *   <SectionTitle>{t('backups.title')}</SectionTitle>
 *   <Subsections><SectionTitle size="h5">{t('backups.list.title')}</SectionTitle></Subsections>
 */
import { Title, type TitleProps } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';

type Level = 2 | 3 | 4 | 5 | 6;

const SectionLevel = createContext<Level>(2);

const below = (level: Level): Level => (level < 6 ? ((level + 1) as Level) : 6);

export function SectionTitle({ size = 'h4', ...props }: Omit<TitleProps, 'order'>) {
  return <Title order={useContext(SectionLevel)} size={size} {...props} />;
}

/** What it holds is one level deeper: its section titles are below the one just before it. */
export function Subsections({ children }: { children: ReactNode }) {
  return <SectionLevel.Provider value={below(useContext(SectionLevel))}>{children}</SectionLevel.Provider>;
}

/**
 * A title standing for a whole page outside the screens' frame (sign-in, first run, the customers'
 * store): its h1, sections below it h2.
 */
export function PageTitle({ size = 'h2', ...props }: Omit<TitleProps, 'order'>) {
  return <Title order={1} size={size} {...props} />;
}
