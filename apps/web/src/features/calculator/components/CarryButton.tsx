import { ArrowRightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { carryUrl } from '../form-state.ts';

/** Opens the next calculator with this result's values in the URL query; the target prefills from it. */
export function CarryButton(props: {
  from: string;
  to: string;
  label: string;
  values: Record<string, unknown> | null;
}) {
  if (!props.values) return null;
  return (
    <Link to={carryUrl(props.to, props.from, props.values)}>
      <Button type="primary" ghost icon={<ArrowRightOutlined />}>
        {props.label}
      </Button>
    </Link>
  );
}
