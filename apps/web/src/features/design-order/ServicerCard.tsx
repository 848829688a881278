/** Servicer info of a survey order (part 2 §7 get/save): who surveys or installs the project, shown and edited. */
import { mayCall, SURVEY_SYSTEM_ROUTES as E } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, useState } from 'react';
import { api } from '../../api/client.ts';
import { WhenOpened } from '../../components/lazy.tsx';
import { useSession } from '../../session/store.ts';
import { servicerKey, servicerSummary } from './servicer.ts';

// The form (antd Form, Select, Input) is its own chunk, loaded when the dialog is first opened (issue 47 §5).
const ServicerDialog = lazy(async () => ({ default: (await import('./ServicerDialog.tsx')).ServicerDialog }));

/** Shown to an account with the survey permission only (the servicer endpoints' policy). */
export function ServicerCard({ orderId }: { orderId: number }) {
  const { user } = useSession();
  return mayCall(E.servicerGet, user) ? <ServicerInfo orderId={orderId} /> : null;
}

function ServicerInfo({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false);
  const info = useQuery({
    queryKey: servicerKey(orderId),
    queryFn: () => api.call(E.servicerGet, { query: { orderId } }),
  });
  return (
    <span className="survey-servicer" data-testid="servicer-info">
      服务商：{servicerSummary(info.data)}
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {info.data ? '修改' : '填写'}
      </Button>
      <WhenOpened open={open}>
        <ServicerDialog orderId={orderId} open={open} current={info.data} onClose={() => setOpen(false)} />
      </WhenOpened>
    </span>
  );
}
