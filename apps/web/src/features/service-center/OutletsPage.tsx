/** /service-center and /service-center/repair-address: the service outlets on the offline China map and as a list. */
import type { Dealer } from '@portal/domain';
import { Card, List, Select, Spin } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { ChinaMap } from '../dealer/index.ts';
import { useOutlets } from './queries.ts';

export default function OutletsPage() {
  const outlets = useOutlets();
  const [province, setProvince] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const list = (outlets.data ?? []).filter((o) => !province || o.provinceCode === province);
  const provinces = [...new Map((outlets.data ?? []).map((o) => [o.provinceCode, o.provinceName])).entries()];
  // The map draws dealers: an outlet is shown as one (its id, name, phone and coordinates).
  const points = useMemo(
    () =>
      list.map(
        (o) =>
          ({
            merchantNo: String(o.id),
            enterpriseName: o.name,
            contactPhone: o.phone,
            longitude: o.longitude,
            latitude: o.latitude,
          }) as unknown as Dealer,
      ),
    [list],
  );
  const focus = province ? { provinceName: provinces.find(([c]) => c === province)?.[1] ?? '', dealers: points } : null;
  return (
    <Card
      title="服务网点"
      extra={
        <Select
          allowClear
          placeholder="按省份筛选"
          style={{ width: 160 }}
          value={province}
          onChange={(v) => setProvince(v ?? null)}
          options={provinces.map(([value, label]) => ({ value, label }))}
        />
      }
    >
      <Suspense fallback={<Spin />}>
        <ChinaMap dealers={points} selected={selected} focus={focus} onPick={setSelected} height={380} />
      </Suspense>
      <List
        loading={outlets.isLoading}
        dataSource={list}
        renderItem={(o) => (
          <List.Item
            className={selected === String(o.id) ? 'service-outlet-active' : ''}
            onClick={() => setSelected(String(o.id))}
          >
            <List.Item.Meta
              title={o.name}
              description={`${o.provinceName} ${o.cityName} ${o.address} · 电话 ${o.phone} · 工程师 ${o.engineers.map((e) => e.name).join('、')}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
