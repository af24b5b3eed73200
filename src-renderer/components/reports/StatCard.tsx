/** One figure of the dashboard: what it is, the number, a line of context, and where to go about it. */
import { Card, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';

export interface StatCardProps {
  label: string;
  value: string;
  hint?: string | undefined;
  icon: ReactNode;
  color?: string;
  /** A screen the figure is about. */
  href?: string | undefined;
  testId?: string;
  alert?: boolean;
}

/** Eight-digit sums ($ 51.282.810,70) in a fifth of a 1366-pixel screen: the longer the figure, the smaller. */
function figureSize(value: string): number {
  if (value.length <= 10) return 26;
  if (value.length <= 13) return 22;
  return 19;
}

export function StatCard({ label, value, hint, icon, color = 'blue', href, testId, alert = false }: StatCardProps) {
  const [, navigate] = useLocation();
  const body = (
    <Card withBorder padding="md" h="100%" style={alert ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}>
      {/* The icon sits beside the label, so the figure has the card's whole width and never wraps. */}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={alert ? 'red' : color} size={30} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
      <Text fz={figureSize(value)} fw={700} data-testid={testId} c={alert ? 'red' : undefined} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
  if (!href) return body;
  return (
    <UnstyledButton onClick={() => navigate(href)} style={{ display: 'block', height: '100%' }} aria-label={label}>
      {body}
    </UnstyledButton>
  );
}
