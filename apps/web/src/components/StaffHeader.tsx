/** The staff pages' heading: the page's title and links to the other staff pages beside it. */
import { Typography } from 'antd';
import { Link } from 'react-router';

const LINK = { fontSize: 13, fontWeight: 'normal', marginLeft: 16 } as const;

export function StaffHeader({
  title,
  links,
}: {
  title: string;
  links: readonly (readonly [to: string, label: string])[];
}) {
  return (
    <Typography.Title level={5}>
      {title}
      {links.map(([to, label]) => (
        <Link key={to} to={to} style={LINK}>
          {label}
        </Link>
      ))}
    </Typography.Title>
  );
}
