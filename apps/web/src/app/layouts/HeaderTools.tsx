import { Box, Group } from '@mantine/core';
import { CartButton } from '../../components/CartButton.tsx';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { PostcodeBox } from '../../components/PostcodeBox.tsx';
import { UserMenu } from '../../components/UserMenu.tsx';

/**
 * The right side of the shop's top bar: postcode box, cart button, language and user menus. Its
 * dropdowns (autocomplete and menus) bring the floating-position and scroll-lock code, so the
 * group is its own chunk, loaded in parallel with the page (see ShopLayout).
 */
export default function HeaderTools() {
  return (
    <Group gap="xs" wrap="nowrap">
      <Box visibleFrom="sm" w={170}>
        <PostcodeBox size="sm" />
      </Box>
      <CartButton />
      <LanguageMenu />
      <UserMenu />
    </Group>
  );
}
