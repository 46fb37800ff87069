import type { ProductArt } from '~/content/product-art';

/** A product's drawing where its name is already shown beside it, so the picture is decorative. */
export function ProductPicture({
  art,
  sizes,
  eager = false,
  className,
}: {
  art: Pick<ProductArt, 'src' | 'srcSet' | 'width' | 'height'>;
  /** How wide the picture is shown, for the browser's choice among the renditions. */
  sizes: string;
  /** Load at once (the picture is in the first screen) instead of when scrolled near. */
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={art.src}
      srcSet={art.srcSet}
      sizes={sizes}
      width={art.width}
      height={art.height}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
