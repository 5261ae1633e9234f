import { Image } from '@mantine/core';

/** A listing's first photo, small, in a table's row (decorative: the row names the listing). */
export function ListingThumb({ images, size }: { images: { url: string }[]; size: number }) {
  return images[0] ? <Image src={images[0].url} alt="" w={size} h={size} radius="sm" fit="cover" /> : null;
}
