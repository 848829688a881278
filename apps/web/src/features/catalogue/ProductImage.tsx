import { PictureOutlined } from '@ant-design/icons';

/**
 * A product picture in a fixed square (placeholder when missing). `priority`: a picture of the first screen (the
 * detail's main picture, the grid's first row) loads at once and first, not lazily — it is the page's largest paint.
 */
export function ProductImage({
  src,
  alt,
  size,
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  size: number;
  priority?: boolean;
}) {
  return (
    <span className="product-image" style={{ width: size, height: size }}>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : (
        <PictureOutlined style={{ fontSize: size / 3, color: '#ccc' }} />
      )}
    </span>
  );
}
