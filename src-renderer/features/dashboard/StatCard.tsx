/** One figure of the dashboard: what it is, the number, a line of context, and where to go about it. */
import { Card, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
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

export function StatCard({ label, value, hint, icon, color = 'blue', href, testId, alert = false }: StatCardProps) {
  const [, navigate] = useLocation();
  const body = (
    <Card withBorder padding="md" h="100%" style={alert ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fz={26} fw={700} data-testid={testId} c={alert ? 'red.7' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        <ThemeIcon variant="light" color={alert ? 'red' : color} size={38} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
  if (!href) return body;
  return (
    <UnstyledButton onClick={() => navigate(href)} style={{ display: 'block', height: '100%' }} aria-label={label}>
      {body}
    </UnstyledButton>
  );
}
