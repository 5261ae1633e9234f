import { Anchor, Image, SimpleGrid } from '@mantine/core';

interface Props {
  images: readonly { id: string | number; url: string }[];
  /** The alternative text of the n-th photo (1-based). */
  alt(n: number): string;
}

/** The customer's photos of where to leave the goods, each opening full size in a new tab. */
export function OrderPhotos({ images, alt }: Props) {
  return (
    <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
      {images.map((img, i) => (
        <Anchor key={img.id} href={img.url} target="_blank" rel="noreferrer">
          <Image src={img.url} alt={alt(i + 1)} h={96} fit="cover" radius="sm" />
        </Anchor>
      ))}
    </SimpleGrid>
  );
}
