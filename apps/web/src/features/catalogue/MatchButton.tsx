import { Button } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { useLoginPrompt } from '../../components/LoginPrompt.tsx';
import { useSession } from '../../session/store.ts';
import { addToMatchList } from './queries.ts';

/** 'Add to match order': login required; the server takes the catalogue price. */
export function MatchButton(props: {
  spuNo: string;
  skuNo: string;
  price: number | null;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
}) {
  const { login } = useSession();
  const prompt = useLoginPrompt();
  const { message } = useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size={props.size}
      block={props.block}
      loading={busy}
      onClick={async () => {
        if (!login) return prompt();
        setBusy(true);
        try {
          await addToMatchList(props);
          message.success('添加成功');
        } finally {
          setBusy(false);
        }
      }}
    >
      加入配单
    </Button>
  );
}
