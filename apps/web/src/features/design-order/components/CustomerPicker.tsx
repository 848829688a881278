/**
 * The customer of a design order (Screen C, group permission only): a pricing group, then a customer of that
 * group found by name, phone or remark (the search is throttled to once a second, part 1 §9).
 */
import { CUSTOMER_SEARCH_THROTTLE_MS, type CustomerChoice } from '@portal/domain';
import { Select, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useGroupMembers, usePricingGroups } from '../queries.ts';

/** The value as typed, passed on at most once per `ms` (the last value always arrives). */
function useThrottled<T>(value: T, ms: number): T {
  const [out, setOut] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const wait = Math.max(0, last.current + ms - Date.now());
    const t = setTimeout(() => {
      last.current = Date.now();
      setOut(value);
    }, wait);
    return () => clearTimeout(t);
  }, [value, ms]);
  return out;
}

export function CustomerPicker({
  value,
  onChange,
}: {
  value?: CustomerChoice | null;
  onChange?: (v: CustomerChoice | null) => void;
}) {
  const groups = usePricingGroups(true);
  const [groupId, setGroupId] = useState<number | null>(value?.groupId ?? null);
  const [typed, setTyped] = useState('');
  const keyword = useThrottled(typed.trim(), CUSTOMER_SEARCH_THROTTLE_MS);
  const members = useGroupMembers(groupId, keyword);
  const group = groups.data?.find((g) => g.id === groupId);

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        aria-label="客户分组"
        placeholder="客户分组"
        style={{ width: '40%' }}
        loading={groups.isLoading}
        value={groupId ?? undefined}
        allowClear
        options={(groups.data ?? []).map((g) => ({ value: g.id, label: `${g.groupName}（${g.memberCount}）` }))}
        onChange={(id: number | undefined) => {
          setGroupId(id ?? null);
          setTyped('');
          onChange?.(null);
        }}
      />
      <Select
        aria-label="客户"
        placeholder={groupId ? '搜索客户名称、电话或备注' : '请先选择分组'}
        style={{ width: '60%' }}
        disabled={!groupId}
        showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
        allowClear
        loading={members.isFetching}
        value={value?.memberAccountNo}
        notFoundContent={members.isFetching ? '加载中…' : '暂无客户'}
        options={(members.data ?? []).map((m) => ({
          value: m.accountNo,
          label: `${m.name}（${m.phone}）`,
          member: m,
        }))}
        optionRender={(o) => (
          <div>
            <div>{o.label}</div>
            {o.data.member.remark ? <div className="do-muted">{o.data.member.remark}</div> : null}
          </div>
        )}
        onChange={(accountNo: string | undefined) => {
          const m = members.data?.find((x) => x.accountNo === accountNo);
          onChange?.(
            m && group
              ? {
                  groupId: group.id,
                  groupName: group.groupName,
                  memberAccountNo: m.accountNo,
                  memberAccountName: m.name,
                  memberAccountPhone: m.phone,
                  memberAccountRemark: m.remark,
                }
              : null,
          );
        }}
      />
    </Space.Compact>
  );
}
