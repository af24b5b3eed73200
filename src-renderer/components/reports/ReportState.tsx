/**
 * What a report shows while the server answers, or when it cannot: a loader, or the reason (the
 * server's refusal, no connection) with a retry. Reports are server reads, so they fail offline.
 */
import { Alert, Button, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isAppError } from '../../../src-shared/errors.js';
import { errorMessage } from '../errors.js';
import { useT } from '../../i18n/i18n.js';

interface ReportStateProps<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  refetch: () => unknown;
  children: (data: T) => ReactNode;
}

export function ReportState<T>({ data, error, isLoading, refetch, children }: ReportStateProps<T>) {
  const t = useT();
  if (isLoading) return <Loader aria-label={t('common.loading')} />;
  if (error || data === undefined) return <ReportError error={error} onRetry={() => void refetch()} />;
  return <>{children(data)}</>;
}

/** Why a report is missing, in the user's words (the server's refusal, no connection), with a retry. */
export function ReportError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  // A refusal or a missing party stays so however often it is asked again.
  const final = isAppError(error) && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND');
  return (
    <Alert color="yellow" title={t('statistics.unavailable')} data-testid="report-error">
      <Text size="sm">{errorMessage(error, t)}</Text>
      {final ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('statistics.refusedHint')}
        </Text>
      ) : (
        <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
