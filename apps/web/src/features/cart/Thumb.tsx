import { PictureOutlined } from '@ant-design/icons';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';

/** A model's picture in a fixed square for cart and order lines (placeholder when missing). */
export function Thumb({ src, alt, size = 64 }: { src: string | null | undefined; alt: string; size?: number }) {
  return (
    <span className="buy-thumb" style={{ width: size, height: size }}>
      {src ? (
        <img src={src} alt={alt} width={size} height={size} loading="lazy" />
      ) : (
        <PictureOutlined style={{ fontSize: size / 3, color: '#ccc' }} />
      )}
    </span>
  );
}
