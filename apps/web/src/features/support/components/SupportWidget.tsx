import { ActionIcon, Indicator, Loader, Paper, Portal, Tooltip } from '@mantine/core';
import { useFocusReturn } from '@mantine/hooks';
import { IconMessageCircleQuestion } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { registerSupportPanel } from '../../../lib/support-panel.ts';
import { useBadges } from '../api/get-badges.ts';
import { useSupportStream } from '../api/stream.ts';
import classes from './support.module.css';

const SupportPanel = lazy(() => import('./SupportPanel.tsx'));

/** The admin answers from the support inbox in the dashboard instead of the floating chat (docs/decisions/0005). */
export const SUPPORT_INBOX_PATH = '/dashboard/support';

/**
 * The floating support chat button with its unread badge, and the panel it opens. Mounted once per
 * layout. Hidden for the admin; opened by the button, by ?helper (signed-in users; guests are asked
 * to log in) and by the dashboard's Messages item (window event vm:open-support). While someone is
 * signed in it keeps the live stream open, so the badge moves without polling.
 */
export default function SupportWidget() {
  const { t } = useTranslation('support');
  const { token, actor } = useSession();
  const signedIn = actor !== 'guest';
  const staff = actor === 'admin';
  const [opened, setOpened] = useState(false);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const unread = useBadges(signedIn ? actor : null);
  useSupportStream(signedIn ? token : null, signedIn ? actor : null);
  useFocusReturn({ opened, shouldReturnFocus: true });

  const askToLogIn = useCallback(
    (openDialog: boolean) => {
      notify('warning', t('errors:message-need-login'));
      if (!openDialog) return;
      // The auth dialog (accounts feature) opens on ?login and comes back here with ?helper, which opens the panel.
      const back = `${location.pathname}?helper`;
      navigate({ search: `?login&redirectUrl=${encodeURIComponent(back)}` });
    },
    [t, navigate, location.pathname],
  );

  const open = useCallback(() => {
    if (!signedIn) return askToLogIn(true);
    if (staff) return navigate(SUPPORT_INBOX_PATH);
    setOpened(true);
  }, [signedIn, staff, askToLogIn, navigate]);

  // The dashboard's Messages item (window event vm:open-support, kept if it came before this chunk loaded).
  useEffect(() => registerSupportPanel(open), [open]);

  // ?helper opens the widget for signed-in users, otherwise says message-need-login (spec section 2).
  useEffect(() => {
    if (!params.has('helper')) return;
    const next = new URLSearchParams(params);
    next.delete('helper');
    setParams(next, { replace: true });
    if (!signedIn) askToLogIn(false);
    else if (staff) navigate(SUPPORT_INBOX_PATH);
    else setOpened(true);
  }, [params, setParams, signedIn, staff, askToLogIn, navigate]);

  // Signing out closes the panel.
  useEffect(() => {
    if (!signedIn) setOpened(false);
  }, [signedIn]);

  if (staff) return null;
  const label = unread > 0 ? t('launcher.open-unread', { count: unread }) : t('launcher.open');
  return (
    <>
      <Portal>
        <div className={classes.launcher}>
          {/* The count is in the button's name; the dot repeats it for the eye only. */}
          <Indicator
            label={<span aria-hidden>{unread}</span>}
            disabled={unread === 0}
            size={20}
            offset={6}
            color="red.8"
            withBorder
            zIndex={192}
            data-testid="support-badge"
          >
            <Tooltip label={label} position="left" disabled={opened}>
              <ActionIcon
                size={56}
                radius="xl"
                variant="filled"
                color="ember.8"
                onClick={() => (opened ? setOpened(false) : open())}
                aria-label={label}
                aria-expanded={opened}
                aria-haspopup="dialog"
                data-testid="support-launcher"
              >
                <IconMessageCircleQuestion size={30} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Indicator>
        </div>
      </Portal>
      {opened && (
        <Suspense
          fallback={
            <Portal>
              <Paper className={classes.panel} shadow="xl" radius="lg" withBorder style={{ alignItems: 'center', justifyContent: 'center' }}>
                <Loader aria-label={t('panel.loading')} />
              </Paper>
            </Portal>
          }
        >
          <SupportPanel onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
