import { Anchor, Breadcrumbs, Group, Image, Modal, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconShoppingCart, IconZoomIn } from '@tabler/icons-react';
import { formatMoney, type Language, PRODUCT_CATEGORIES, PRODUCT_PAGE_IDS, productPath, type ShopProduct } from '@vedmarked/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageScrollLock } from '../../../lib/page-scroll-lock.ts';
import { useStored } from '../../../lib/storage.ts';
import { productDialogDrawn } from '../lib/product-dialog-drawn.ts';
import { galleryOf, unitOf } from '../lib/shelf.ts';
import { Lightbox } from './Lightbox.tsx';
import { Price, useUnitLabel } from './Price.tsx';
import { useOffer, useOrder } from './ProductCard.tsx';
import { BusyButton } from '../../../components/BusyButton.tsx';

interface Props {
  product: ShopProduct | null;
  from: boolean;
  onClose: () => void;
}

/**
 * The quick-order product dialog (spec section 2): breadcrumb, gallery, name, title, description,
 * price with currency and "incl. VAT", and the order-now button, which adds the smallest quantity
 * that passes the vendor's minimum order (its label says how many and the price) and goes on to the cart. Pictures open in the lightbox.
 */
export function ProductDialog({ product, from, onClose }: Props) {
  const [shown, setShown] = useState<ShopProduct | null>(product);
  // Keep the last product while the dialog animates closed.
  if (product && product !== shown) setShown(product);
  const p = product ?? shown;
  if (!p) return null;
  return <DialogBody p={p} from={from} open={product !== null} onClose={onClose} />;
}

function DialogBody({ p, from, open, onClose }: { p: ShopProduct; from: boolean; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['storefront', 'common']);
  const unitLabel = useUnitLabel();
  const [lightbox, setLightbox] = useState<number | null>(null);
  const [selected, setSelected] = useState(0);
  const { order, pending } = useOrder('quick-order');
  const postcode = useStored('postcode');
  const { count, price } = useOffer(p);
  const images = galleryOf(p);
  const category = PRODUCT_CATEGORIES.find((c) => c.id === p.product_category_id);
  const categoryLink = category && category.type === 'fuel' ? `/${category.slug}` : null;
  // The offer's own URL in the page's language (shareable, issue 21 item 6): the last breadcrumb links to it.
  const page = PRODUCT_PAGE_IDS.find((c) => c === category?.slug);
  const ownLink = page ? productPath(page, i18n.language as Language, p.product_id, p.name) : null;
  const main = Math.min(selected, images.length - 1);
  // Open on arrival in a page the server drew with it (a product's own URL): in place, where the
  // server drew it (no portal), the page held still by a style on <html> rather than Mantine's
  // scroll lock (its style sheet restyles the whole page while it starts), its picture the page's
  // largest and asked for first.
  const [drawn] = useState(productDialogDrawn);
  usePageScrollLock(drawn && open);

  return (
    <>
      <Modal.Root
        opened={open}
        onClose={() => {
          setSelected(0);
          onClose();
        }}
        size="xl"
        closeOnEscape={lightbox === null}
        withinPortal={!drawn}
        lockScroll={!drawn}
      >
        <Modal.Overlay />
        <Modal.Content aria-label={p.name} data-testid="product-dialog">
          <Modal.Header>
            <Breadcrumbs separator="›" aria-label={t('dialog.breadcrumb')} component="nav" styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
              <Anchor component={Link} to="/" onClick={onClose} size="sm">
                {t('common:page.home')}
              </Anchor>
              {categoryLink ? (
                <Anchor component={Link} to={categoryLink} onClick={onClose} size="sm">
                  {t(`common:category.${category!.code}`)}
                </Anchor>
              ) : (
                <Text size="sm">{t('common:category.accessories')}</Text>
              )}
              {ownLink ? (
                <Anchor component={Link} to={ownLink} size="sm" aria-current="page" lineClamp={1} data-testid="product-link">
                  {p.name}
                </Anchor>
              ) : (
                <Text size="sm" aria-current="page" lineClamp={1}>
                  {p.name}
                </Text>
              )}
            </Breadcrumbs>
            {/* Drawn open on arrival: focus starts on Close, in the page as it loads (autofocus) and in the
                app's focus trap once it has hydrated (data-autofocus), so a key pressed meanwhile (Escape,
                Tab) is the dialog's. */}
            <Modal.CloseButton aria-label={t('common:a11y.close')} autoFocus={drawn || undefined} data-autofocus={drawn || undefined} />
          </Modal.Header>
          <Modal.Body>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Stack gap="xs" aria-label={t('dialog.gallery', { name: p.name })} role="group">
                <UnstyledButton
                  onClick={() => setLightbox(main)}
                  aria-label={t('dialog.open-image', { n: main + 1, total: images.length })}
                  pos="relative"
                  data-testid="open-lightbox"
                >
                  <Image src={images[main]} alt="" h={280} fit="contain" bg="gray.0" radius="md" fetchPriority={drawn ? 'high' : undefined} />
                  <IconZoomIn size={22} aria-hidden style={{ position: 'absolute', right: 10, bottom: 10, color: 'var(--mantine-color-gray-7)' }} />
                </UnstyledButton>
                {images.length > 1 && (
                  <Group gap="xs">
                    {images.map((src, i) => (
                      <UnstyledButton
                        key={src}
                        onClick={() => setSelected(i)}
                        aria-label={t('dialog.show-image', { n: i + 1, total: images.length })}
                        aria-pressed={i === main}
                        style={{ border: `2px solid var(--mantine-color-${i === main ? 'ember-7' : 'gray-3'})`, borderRadius: 8 }}
                      >
                        <Image src={src} alt="" w={64} h={64} fit="contain" radius="sm" />
                      </UnstyledButton>
                    ))}
                  </Group>
                )}
              </Stack>
              <Stack gap="sm">
                <Title order={2} fz="h3" data-testid="dialog-name">
                  {p.name}
                </Title>
                <Text fw={600} c="gray.8">
                  {p.title}
                </Text>
                <Text size="sm" c="gray.8">
                  {unitLabel(unitOf(p))}
                </Text>
                <Text>{p.description}</Text>
                {!from && (
                  <Text size="sm" c="gray.7">
                    {t('product.vendor', { vendor: p.vendor_name })}
                    {p.shipping_price !== null && postcode
                      ? ` · ${t('dialog.shipping', { code: postcode, price: formatMoney(p.shipping_price, p.currency, i18n.language) })}`
                      : ''}
                  </Text>
                )}
                <Price product={p} from={from} size="xl" />
                {from && (
                  <Text size="sm" c="gray.7">
                    {t('product.from-hint')}
                  </Text>
                )}
                <BusyButton
                  size="md"
                  onClick={() => void order(p, count)}
                  busy={pending}
                  disabled={!p.in_stock}
                  leftSection={<IconShoppingCart size={20} aria-hidden />}
                  data-testid="order-now"
                >
                  {t('dialog.order-now', { count, price })}
                </BusyButton>
              </Stack>
            </SimpleGrid>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      <Lightbox images={images} index={lightbox} name={p.name} onIndex={setLightbox} onClose={() => setLightbox(null)} />
    </>
  );
}
