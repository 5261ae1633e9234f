import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/** dialog-add-product-no-vendor: one supplier per order. Offers to open the cart or to empty it and add. */
export function openOtherVendorDialog(t: TFunction<['cart', 'commerce']>, resolve: (choice: 'empty' | 'open' | 'cancel') => void) {
  let done = false;
  const finish = (c: 'empty' | 'open' | 'cancel') => {
    if (done) return;
    done = true;
    modals.close(id);
    resolve(c);
  };
  const id = modals.open({
    title: t('other-vendor.title'),
    centered: true,
    onClose: () => finish('cancel'),
    children: (
      <Stack>
        <Text size="sm">{t('commerce:dialog-add-product-no-vendor')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => finish('cancel')}>
            {t('cancel')}
          </Button>
          <Button variant="light" onClick={() => finish('open')}>
            {t('other-vendor.open-cart')}
          </Button>
          <Button color="red.9" onClick={() => finish('empty')} data-autofocus>
            {t('other-vendor.empty-and-add')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
