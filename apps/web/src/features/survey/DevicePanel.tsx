/** The selected device's deploy detail (mount height, azimuth, lens) and what its camera covers. */
import { doriBands, isMountCategory, opticsFromAttrs, type SurveyPoint } from '@portal/domain';
import { Button, Descriptions, InputNumber, Popconfirm, Select, Tag } from 'antd';
import { useAccessories } from '../design-order/index.ts';
import type { CameraView } from './coverage.ts';

export function DevicePanel(props: {
  point: SurveyPoint;
  view: CameraView | undefined;
  onChange: (fields: {
    azimuthDeg?: number;
    mountHeightMm?: number;
    lensMm?: number | null;
    mountSkuNo?: string | null;
  }) => void;
  onDelete: () => void;
}) {
  const p = props.point;
  const optics = opticsFromAttrs(p.attrs, p.lensMm);
  // The model's bracket accessories: a camera's mount is one of them (the server checks it too).
  const brackets = (useAccessories(props.view ? p.skuNo : null).data ?? []).filter(
    (a) => a.status === 0 && isMountCategory(a.categoryName),
  );
  return (
    <div className="survey-panel" data-testid="device-panel">
      <h4>点位详情</h4>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="产品">{p.name}</Descriptions.Item>
        <Descriptions.Item label="型号">{p.model}</Descriptions.Item>
        <Descriptions.Item label="安装高度(米)">
          <InputNumber
            size="small"
            min={0}
            max={100}
            step={0.5}
            value={p.mountHeightMm / 1000}
            onChange={(v) => v !== null && props.onChange({ mountHeightMm: Math.round(v * 1000) })}
          />
        </Descriptions.Item>
        <Descriptions.Item label="朝向(度)">
          <InputNumber
            size="small"
            min={-360}
            max={720}
            step={15}
            value={p.azimuthDeg}
            aria-label="朝向"
            onChange={(v) => v !== null && props.onChange({ azimuthDeg: v })}
          />
        </Descriptions.Item>
        {props.view && (
          <>
            <Descriptions.Item label="镜头(mm)">
              <InputNumber
                size="small"
                min={1}
                max={300}
                value={optics.focalMm}
                onChange={(v) => props.onChange({ lensMm: v })}
              />
            </Descriptions.Item>
            <Descriptions.Item label="安装支架">
              <Select
                size="small"
                aria-label="安装支架"
                style={{ width: 150 }}
                allowClear
                placeholder={brackets.length ? '选择支架' : '该型号无支架配件'}
                disabled={!brackets.length}
                value={p.mountSkuNo ?? undefined}
                options={brackets.map((b) => ({ value: b.skuNo, label: `${b.skuName} ${b.model}` }))}
                onChange={(v?: string) => props.onChange({ mountSkuNo: v ?? null })}
              />
            </Descriptions.Item>
            <Descriptions.Item label="视野">
              {props.view.occluded ? (
                <Tag color="orange" data-testid="occluded">
                  视野被墙体遮挡
                </Tag>
              ) : (
                <Tag color="green">视野无遮挡</Tag>
              )}
            </Descriptions.Item>
            {doriBands(optics).map((b) => (
              <Descriptions.Item key={b.level} label={`${b.label}(${b.pxPerM}px/m)`}>
                {b.rangeM.toFixed(1)} 米内
              </Descriptions.Item>
            ))}
          </>
        )}
      </Descriptions>
      <Popconfirm title="删除该点位？" onConfirm={props.onDelete}>
        <Button danger block>
          删除点位
        </Button>
      </Popconfirm>
    </div>
  );
}
