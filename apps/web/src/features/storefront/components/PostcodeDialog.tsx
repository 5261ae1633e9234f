import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { arrivesWithOwnDialog, matchPublicPath } from '@vedmarked/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PostcodeBox } from '../../../components/PostcodeBox.tsx';
import { useAppShown } from '../../../lib/app-attached.ts';
import { usePageScrollLock } from '../../../lib/page-scroll-lock.ts';
import { useStored } from '../../../lib/storage.ts';
import {
  closePostcodeDialog,
  dismissPostcodeDialog,
  postcodeDialogDrawn,
  usePostcodeDialogRequest,
  wasPostcodeDialogDismissed,
} from '../lib/postcode-prompt.ts';

/**
 * The postcode dialog (spec section 2): on home and category pages when no postcode is stored.
 * "Not now" or Escape dismisses it for this browser tab; trying to order without a postcode opens it
 * again. Focus goes to the postcode field.
 */
export function PostcodeDialog() {
  const { t } = useTranslation('storefront');
  const postcode = useStored('postcode');
  const request = usePostcodeDialogRequest();
  const { pathname, search } = useLocation();
  // Decided on arrival: a page opened with ?login, ?code… or a product's own URL (its quick-order
  // dialog) shows that dialog, not this one.
  const [arrivedWithOtherDialog] = useState(() => arrivesWithOwnDialog(matchPublicPath(pathname), search));
  const [dismissed, setDismissed] = useState(wasPostcodeDialogDismissed);
  // On arrival it opens once the page is on screen (lib/app-attached.ts), or at once in a page the
  // server drew with it open (and then in place, where the server drew it: no portal); asked for by
  // an order, at once.
  const shown = useAppShown();
  const [drawn] = useState(postcodeDialogDrawn);
  const opened = !postcode && (request !== null || ((shown || drawn) && !dismissed && !arrivedWithOtherDialog));

  usePageScrollLock(opened);

  const dismiss = () => {
    setDismissed(true);
    dismissPostcodeDialog();
  };

  return (
    <Modal
      opened={opened}
      withinPortal={!drawn}
      lockScroll={false}
      onClose={dismiss}
      title={t('postcode-dialog.title')}
      centered
      size="md"
      data-testid="postcode-dialog"
    >
      <Stack gap="md">
        <Text>{request === 'order' ? t('postcode-dialog.text-order') : t('postcode-dialog.text')}</Text>
        <PostcodeBox withLabel autoFocus size="md" onSaved={() => closePostcodeDialog()} />
        <Group justify="flex-end">
          <Button variant="default" onClick={dismiss} data-testid="postcode-dialog-later">
            {t('postcode-dialog.later')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
