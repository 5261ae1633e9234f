import { Alert, Anchor, Stack } from '@mantine/core';
import { IconArrowBack } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A detail page's way back to its list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <IconArrowBack size={14} aria-hidden /> {children}
    </Anchor>
  );
}

/** A detail page whose thing could not be loaded: the way back and why (the error, or "not found"). */
export function DetailMissing({ back, testId, children }: { back: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Stack maw={700} mx="auto">
      {back}
      <Alert color="red" data-testid={testId}>
        {children}
      </Alert>
    </Stack>
  );
}
