/**
 * A screen that fails to draw says so, in place, instead of blanking the whole window: the menu
 * stays, the error's text is shown for a support call, and the clerk can try again or go to the
 * dashboard. Moving to another address (`resetKey`) draws the screen afresh.
 */
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Translate } from '../i18n/i18n.js';

interface Props {
  t: Translate;
  /** The address: when it changes, a failed screen is drawn again. */
  resetKey: string;
  children: ReactNode;
}

export class ScreenErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    console.error('a screen failed to draw', error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    const { error } = this.state;
    const { t, children } = this.props;
    if (!error) return children;
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('screen.failed')} data-testid="screen-failed">
        <Stack gap="sm">
          <Text size="sm">{t('screen.failedHint')}</Text>
          <Code block>{error.message}</Code>
          <Group>
            <Button variant="light" onClick={() => this.setState({ error: null })}>
              {t('common.retry')}
            </Button>
            <Button variant="subtle" component={Link} href="/">
              {t('nav.dashboard')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
}
