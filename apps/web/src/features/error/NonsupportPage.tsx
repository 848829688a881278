import { Result } from 'antd';

/** Shown to browsers older than Chrome 51 (part 1 §4 browser check). */
export default function NonsupportPage() {
  return (
    <Result
      status="warning"
      title="您的浏览器版本过低"
      subTitle="为了获得更好的浏览体验，请使用 Chrome 51 及以上版本或其他现代浏览器访问本站"
    />
  );
}
