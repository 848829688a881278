/**
 * Importing a DXF drawing: the server answers its layers and extent, the user picks the wall layers — and, for a
 * drawing that names no unit, the unit, seeing the drawing's size under each — and the server builds the plan.
 */
import {
  type DxfImport as DxfAnswer,
  DXF_UNIT_CHOICES,
  DXF_UNIT_LABELS,
  DXF_UNIT_MM,
  dxfSizeUnder,
  SURVEY_API,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Modal, Radio } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { surveyKeys } from './queries.ts';

const upload = (sceneId: number, file: File, layers: string[] | null, units?: number) => {
  const form = new FormData();
  form.append('file', file);
  const q = (layers ? `&layers=${encodeURIComponent(layers.join(','))}` : '') + (units ? `&units=${units}` : '');
  return api.upload<DxfAnswer>(`${SURVEY_API.dxfImport}?sceneId=${sceneId}${q}`, form);
};

/** The DXF's dialog, its own chunk (tools.tsx): `request` is the file the toolbar's button picked. */
export function DxfImport({
  sceneId,
  orderId,
  request,
}: {
  sceneId: number;
  orderId: number;
  request: { file: File } | null;
}) {
  const { message } = useApp();
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [probe, setProbe] = useState<DxfAnswer | null>(null);
  const [layers, setLayers] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [units, setUnits] = useState<number | undefined>(undefined);
  const named = !!probe?.insunits && DXF_UNIT_MM[probe.insunits] !== undefined;

  const open = async (f: File) => {
    setBusy(true);
    try {
      const r = await upload(sceneId, f, null);
      setFile(f);
      setUnits(undefined);
      setProbe(r);
      setLayers(r.layers.filter((l) => /wall|墙/i.test(l.name)).map((l) => l.name));
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (request) void open(request.file);
  }, [request]); // eslint-disable-line react-hooks/exhaustive-deps

  const confirm = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await upload(sceneId, file, layers, named ? undefined : units);
      setProbe(null);
      void message.success('DXF图纸已导入');
      void qc.invalidateQueries({ queryKey: surveyKeys.scene(sceneId) });
      void qc.invalidateQueries({ queryKey: surveyKeys.scenes(orderId) });
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {busy && !probe && (
        <span role="status" data-testid="dxf-import-busy">
          正在读取图纸…
        </span>
      )}
      <Modal
        title="选择墙体图层"
        open={!!probe}
        okText="导入"
        confirmLoading={busy}
        okButtonProps={{ disabled: !named && !units }}
        onOk={() => void confirm()}
        onCancel={() => setProbe(null)}
      >
        {probe && (
          <>
            {named ? (
              <p>
                图纸单位：{DXF_UNIT_LABELS[probe.insunits!]}（{dxfSizeUnder(probe.extent, probe.insunits!)}）。
                所选图层中的线条将作为墙体。
              </p>
            ) : (
              <>
                <Alert
                  type="warning"
                  showIcon
                  title="图纸未注明单位：请按实际尺寸选择单位"
                  description="同一图纸按不同单位读取，大小相差千倍；选与现场相符的一项。"
                />
                <Radio.Group
                  data-testid="dxf-units"
                  value={units}
                  onChange={(e) => setUnits(e.target.value as number)}
                  style={{ display: 'flex', flexDirection: 'column', gap: 4, margin: '12px 0' }}
                  options={DXF_UNIT_CHOICES.map((u) => ({
                    value: u,
                    label: `按${DXF_UNIT_LABELS[u]}：${dxfSizeUnder(probe.extent, u)}`,
                  }))}
                />
                <p>所选图层中的线条将作为墙体。</p>
              </>
            )}
            <Checkbox.Group
              value={layers}
              onChange={(v) => setLayers(v as string[])}
              options={probe.layers.map((l) => ({ value: l.name, label: `${l.name}（${l.count}条线）` }))}
            />
          </>
        )}
      </Modal>
    </>
  );
}
