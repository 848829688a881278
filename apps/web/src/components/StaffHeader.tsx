/** The staff pages' heading: the page's title, the way back to 管理后台 and links to related staff pages beside it. */
import { STAFF_HOME_PATH } from '@portal/domain';
import { Typography } from 'antd';
import { Link } from 'react-router';

/** Every staff page links to the board (issue 60). */
const BOARD_TITLE = '经营概况';
const LINK = { fontSize: 13, fontWeight: 'normal', marginLeft: 16 } as const;

/**
 * `staff` false: a page staff share with others (the board: a dealer's own) — the title only, no way to 管理后台 nor to
 * other staff pages a dealer may not open.
 */
export function StaffHeader({
  title,
  links,
  staff = true,
}: {
  title: string;
  links: readonly (readonly [to: string, label: string])[];
  staff?: boolean;
}) {
  if (!staff) return <Typography.Title level={5}>{title}</Typography.Title>;
  return (
    <Typography.Title level={5}>
      {title}
      <Link to={STAFF_HOME_PATH} style={LINK}>
        管理后台
      </Link>
      {[...links, ...(title === BOARD_TITLE ? [] : ([['/board', BOARD_TITLE]] as const))].map(([to, label]) => (
        <Link key={to} to={to} style={LINK}>
          {label}
        </Link>
      ))}
    </Typography.Title>
  );
}
