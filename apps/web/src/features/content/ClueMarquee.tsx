import { FEEDBACK_ROUTES as F } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import './content.css';

/** The footer's marquee of recent leads (clues), with the way to leave one. */
export function ClueMarquee() {
  const q = useQuery({
    queryKey: ['clue', 'marquee'],
    queryFn: () => api.call(F.marquee, { silent: true }),
    staleTime: 60_000,
  });
  const list = q.data ?? [];
  if (!list.length) return null;
  return (
    <div
      className="container"
      style={{ display: 'flex', gap: 12, alignItems: 'center', paddingTop: 8, paddingBottom: 8, overflow: 'hidden' }}
    >
      <b style={{ whiteSpace: 'nowrap' }}>最新需求</b>
      <div style={{ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap' }} data-testid="clue-marquee">
        <span className="clue-marquee-track">{list.map((c) => c.text).join('　·　')}</span>
      </div>
      <Link to="/aboutUs/contactUs" style={{ whiteSpace: 'nowrap' }}>
        我也要获取方案
      </Link>
    </div>
  );
}

/** The customer-service query (terminalCode 3): the URL opens in a new window. */
export async function openCustomerService(): Promise<void> {
  const url = await api.call(F.customerService, { query: { terminalCode: 3 } });
  window.open(url, '_blank', 'noopener');
}
