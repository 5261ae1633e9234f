import { ActionIcon, Indicator, Loader, Paper, Portal, Tooltip } from '@mantine/core';
import { useFocusReturn, useMediaQuery } from '@mantine/hooks';
import { IconMessageCircleQuestion } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { UNREAD_BADGE_COLOR } from '../../../app/theme.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { APP_ATTACHED_EVENT } from '../../../lib/app-attached.ts';
import { registerSupportPanel, SUPPORT_IN_HEADER_QUERY, SUPPORT_SLOT_ID } from '../../../lib/support-panel.ts';
import { useBadges } from '../api/get-badges.ts';
import { useSupportStream } from '../api/stream.ts';
import classes from './support.module.css';

const SupportPanel = lazy(() => import('./SupportPanel.tsx'));

/** The admin answers from the support inbox in the dashboard instead of the floating chat (docs/decisions/0005). */
export const SUPPORT_INBOX_PATH = '/dashboard/support';

/**
 * The support chat button with its unread badge, and the panel it opens. Mounted once per layout.
 * It floats in the bottom corner on wide screens; at 480 px and narrower it sits in the layout's
 * sticky header (the SupportSlot), so nothing fixed covers the page's controls on a phone. Hidden for the admin; opened by the button, by ?helper (signed-in users; guests are asked
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
  // Read at once (not after a first paint), so a phone never sees the button float first.
  const inHeader = useMediaQuery(SUPPORT_IN_HEADER_QUERY, false, { getInitialValueInEffect: false });
  const slot = useHeaderSlot(inHeader);

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
      {/* A new portal when the button moves between the corner and the header. */}
      {/* On a phone, nothing until the header's slot is found: the button never floats there. */}
      {(slot || !inHeader) && (
        <SupportLauncher slot={slot} unread={unread} label={label} opened={opened} onClick={() => (opened ? setOpened(false) : open())} />
      )}
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

/** The header's slot (phones), found once the layout is in the document (before the first paint). */
function useHeaderSlot(inHeader: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const find = () => setSlot(inHeader ? document.getElementById(SUPPORT_SLOT_ID) : null);
    find();
    // A public page first shows the server's copy: the app's header joins the document later.
    window.addEventListener(APP_ATTACHED_EVENT, find);
    return () => window.removeEventListener(APP_ATTACHED_EVENT, find);
  }, [inHeader]);
  return slot;
}

interface LauncherProps {
  slot: HTMLElement | null;
  unread: number;
  label: string;
  opened: boolean;
  onClick: () => void;
}

/** The round button with its unread dot, in the corner or in the header's slot. */
function SupportLauncher({ slot, unread, label, opened, onClick }: LauncherProps) {
  return (
    <Portal key={slot ? 'header' : 'corner'} target={slot ?? undefined}>
      <div className={slot ? classes.launcherInHeader : classes.launcher}>
        {/* The count is in the button's name; the dot repeats it for the eye only. */}
        <Indicator
          label={<span aria-hidden>{unread}</span>}
          disabled={unread === 0}
          size={slot ? 16 : 20}
          offset={slot ? 4 : 6}
          color={UNREAD_BADGE_COLOR}
          withBorder
          zIndex={192}
          data-testid="support-badge"
        >
          <Tooltip label={label} position={slot ? 'bottom' : 'left'} disabled={opened}>
            <ActionIcon
              size={slot ? 36 : 56}
              radius="xl"
              variant="filled"
              color="ember.8"
              onClick={onClick}
              aria-label={label}
              aria-expanded={opened}
              aria-haspopup="dialog"
              data-testid="support-launcher"
            >
              <IconMessageCircleQuestion size={slot ? 22 : 30} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Indicator>
      </div>
    </Portal>
  );
}
