import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markOverlaysReady } from '../lib/overlays-ready.ts';

/** The snackbar host and the modals manager (loaded after the first paint, see App.tsx). */
export default function Overlays() {
  // Runs after the children's effects, i.e. once the modals manager listens for modals.open().
  useEffect(() => markOverlaysReady(), []);
  return (
    <>
      <Notifications position="bottom-center" limit={4} />
      <ModalsProvider />
    </>
  );
}
