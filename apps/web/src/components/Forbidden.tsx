/** A 403 in place of a page (lazy where a first screen must stay light: the survey layout, issue 47 §5). */
import { Result } from 'antd';

export default function Forbidden({ title }: { title: string }) {
  return <Result status="403" title={title} />;
}
