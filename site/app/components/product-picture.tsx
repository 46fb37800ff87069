import type { ProductArt } from '~/content/product-art';

/** A product's drawing: decorative by default, where the product's name is shown beside it. */
export function ProductPicture({
  art,
  sizes,
  eager = false,
  alt = '',
  className,
}: {
  art: Pick<ProductArt, 'src' | 'srcSet' | 'width' | 'height'>;
  /** How wide the picture is shown, for the browser's choice among the renditions. */
  sizes: string;
  /** Load at once (the picture is in the first screen) instead of when scrolled near. */
  eager?: boolean;
  /** What the drawing shows, where it is content rather than decoration (a product page's hero). */
  alt?: string;
  className?: string;
}) {
  return (
    <img
      src={art.src}
      srcSet={art.srcSet}
      sizes={sizes}
      width={art.width}
      height={art.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
