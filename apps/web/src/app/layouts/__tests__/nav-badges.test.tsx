// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser, switchLanguage } from '../../../components/__tests__/render.tsx';
import { publishBadges } from '../../../lib/badges.ts';
import { theme } from '../../theme.ts';
import { NavBadges } from '../DashboardLayout.tsx';

/** The admin's support inbox shows the unanswered tickets beside the unread conversations, each named for a screen reader. */
beforeAll(stubBrowser);
afterEach(cleanup);

async function show(lang: 'en' | 'no') {
  await switchLanguage(lang);
  render(
    <MantineProvider theme={theme}>
      <NavBadges names={['messages', 'tickets']} />
    </MantineProvider>,
  );
}

describe('NavBadges', () => {
  it('shows each counter with what it counts, and nothing for a zero', async () => {
    act(() => publishBadges({ messages: 0, tickets: 3 }));
    await show('en');
    expect(screen.getByTestId('nav-badge-tickets').textContent).toBe('3');
    expect(screen.getByText('3 unanswered questions')).toBeTruthy();
    expect(screen.queryByTestId('nav-badge-messages')).toBeNull();
    act(() => publishBadges({ messages: 1, tickets: 1 }));
    expect(screen.getByText('1 unread conversation')).toBeTruthy();
    expect(screen.getByText('1 unanswered question')).toBeTruthy();
  });

  it('speaks Norwegian', async () => {
    act(() => publishBadges({ messages: 0, tickets: 2 }));
    await show('no');
    expect(screen.getByText('2 ubesvarte henvendelser')).toBeTruthy();
  });
});
