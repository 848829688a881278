import { PictureOutlined } from '@ant-design/icons';

/** A product picture in a fixed square (placeholder when missing). */
export function ProductImage({ src, alt, size }: { src: string | null | undefined; alt: string; size: number }) {
  return (
    <span className="product-image" style={{ width: size, height: size }}>
      {src ? (
        <img src={src} alt={alt} width={size} height={size} loading="lazy" />
      ) : (
        <PictureOutlined style={{ fontSize: size / 3, color: '#ccc' }} />
      )}
    </span>
  );
}
