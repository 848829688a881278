import { formatPriceFen, type CandidateModel, type Recommendation } from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Empty, Table } from 'antd';
import { useApp } from '../../../components/feedback/useApp.ts';
import { Link } from 'react-router';
import { useLoginPrompt } from '../../../components/LoginPrompt.tsx';
import { useSession } from '../../../session/store.ts';
import type { CatalogueKind } from '../catalogue.ts';
import { addToDesignList, fetchCandidates } from '../recommend.ts';

export interface RecommendSpec {
  kind: CatalogueKind;
  /** The pure rule from @portal/domain choosing a model and quantity for this result. */
  pick: (cands: CandidateModel[]) => Recommendation | null;
}

/** 推荐产品: real catalogue models that meet the result, and 加入配单 for the design list. */
export function RecommendedProducts({ specs }: { specs: RecommendSpec[] }) {
  const kinds = [...new Set(specs.map((s) => s.kind))];
  const cands = useQuery({
    queryKey: ['calculator', 'candidates', kinds],
    queryFn: async () =>
      Object.fromEntries(await Promise.all(kinds.map(async (k) => [k, await fetchCandidates(k)] as const))),
    staleTime: 5 * 60_000,
  });
  const { user } = useSession();
  const promptLogin = useLoginPrompt();
  const { message } = useApp();
  const recs = cands.data
    ? specs.flatMap((s) => {
        const r = s.pick(cands.data[s.kind] ?? []);
        return r ? [r] : [];
      })
    : [];
  const add = useMutation({
    mutationFn: () => addToDesignList(recs),
    onSuccess: () => void message.success('添加成功！'),
  });

  return (
    <div className="calc-recommend calc-no-print" data-testid="calc-recommend">
      <div className="calc-recommend-head">
        <b>推荐产品</b>
        <Button
          type="primary"
          size="small"
          disabled={!recs.length}
          loading={add.isPending}
          onClick={() => (user ? add.mutate() : promptLogin())}
        >
          加入配单
        </Button>
      </div>
      {recs.length || cands.isLoading ? (
        <Table
          size="small"
          pagination={false}
          loading={cands.isLoading}
          rowKey={(r) => r.candidate.skuNo}
          dataSource={recs}
          columns={[
            {
              title: '产品',
              render: (_, r) => (
                <Link to={`/product/detail?id=${encodeURIComponent(r.candidate.spuNo)}`} target="_blank">
                  {r.candidate.model}
                  <div className="muted">{r.candidate.name}</div>
                </Link>
              ),
            },
            { title: '单价', width: 110, render: (_, r) => formatPriceFen(r.candidate.priceFen) },
            { title: '数量', width: 60, dataIndex: 'quantity' },
            { title: '依据', render: (_, r) => <span className="muted">{r.reason}</span> },
          ]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="产品库中暂无满足条件的型号" />
      )}
      {add.isSuccess ? (
        <div className="calc-recommend-done">
          已加入配单，<Link to="/tool/designOrder/selection">去配单清单查看</Link>
        </div>
      ) : null}
    </div>
  );
}
