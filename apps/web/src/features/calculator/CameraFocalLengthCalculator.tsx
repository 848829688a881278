import {
  calculateCameraFocalLength,
  CAMERA_FOCAL_LENGTH_DEFAULTS,
  DORI_LABELS,
  DORI_LEVELS,
  DORI_PX_PER_M,
  SENSOR_FORMAT_KEYS,
  SENSOR_FORMATS,
} from '@portal/domain';
import { Switch, Table } from 'antd';
import { cameraPick } from './catalogue.ts';
import { CalculatorFrame, v2 } from './components/CalculatorFrame.tsx';
import { CatalogueButton } from './components/CatalogueDialog.tsx';
import { Choice, filledText, Num } from './components/Num.tsx';
import { useCalculator } from './useCalculator.ts';

const TYPE = 'cCameraFocalLength';
const doriText = (l: keyof typeof DORI_LABELS | null) =>
  l ? `${DORI_LABELS[l]}(≥${DORI_PX_PER_M[l]}px/m)` : `低于${DORI_LABELS.detection}`;

/** c. 摄像机焦距: focal length for a scene, its reverse, FOV, pixel density and DORI. */
export default function CameraFocalLengthCalculator() {
  const s = useCalculator(TYPE, CAMERA_FOCAL_LENGTH_DEFAULTS, calculateCameraFocalLength);
  const { input, result } = s;
  return (
    <CalculatorFrame
      title="摄像机焦距"
      intro="f = 传感器宽 × 距离 ÷ 场景宽(也可按高度);反算某焦距下的场景宽度、水平视场角 2·atan(w ÷ 2f)、像素密度与DORI等级(IEC 62676-4:监测25、观察62.5、识别125、辨认250 px/m),并给出不长于结果的最近标准镜头。"
      carriedFrom={s.carriedFrom}
      carriedCount={s.carriedCount}
      actions={
        <CatalogueButton
          kinds={['camera']}
          onPick={(_, row) => {
            const c = cameraPick(row.attrs);
            if (c.sensorFormat) s.set('sensorFormat', c.sensorFormat);
            if (c.horizontalPixels !== undefined) s.set('horizontalPixels', c.horizontalPixels);
            if (c.lensMm !== undefined) s.set('lensFocalLengthMm', c.lensMm);
            return filledText([
              ['传感器', c.sensorFormat, '"'],
              ['水平像素', c.horizontalPixels, 'px'],
              ['镜头', c.lensMm, 'mm'],
            ]);
          }}
        />
      }
      result={result}
      inputs={
        <>
          <Choice
            s={s}
            path="sensorFormat"
            label="传感器尺寸"
            options={[
              ...SENSOR_FORMAT_KEYS.map((k) => ({
                value: k as string,
                label: `${SENSOR_FORMATS[k].label}(${SENSOR_FORMATS[k].widthMm}×${SENSOR_FORMATS[k].heightMm}mm)`,
              })),
              { value: 'custom', label: '自定义尺寸' },
            ]}
          />
          {input.sensorFormat === 'custom' ? (
            <>
              <Num s={s} path="sensorWidthMm" label="传感器宽度" unit="mm" />
              <Num s={s} path="sensorHeightMm" label="传感器高度" unit="mm" />
            </>
          ) : null}
          <Num s={s} path="distanceM" label="监控距离" unit="m" />
          <Num s={s} path="sceneWidthM" label="场景宽度" unit="m" />
          <div className="calc-section-title">
            <Switch
              size="small"
              checked={input.sceneHeightM !== null}
              onChange={(on) => s.set('sceneHeightM', on ? 6 : null)}
              aria-label="同时按场景高度计算"
            />{' '}
            同时按场景高度计算
          </div>
          {input.sceneHeightM !== null ? <Num s={s} path="sceneHeightM" label="场景高度" unit="m" /> : null}
          <Num s={s} path="horizontalPixels" label="水平像素" unit="px" hint="400万像素一般为2560" />
          <div className="calc-section-title">
            <Switch
              size="small"
              checked={input.lensFocalLengthMm !== null}
              onChange={(on) => s.set('lensFocalLengthMm', on ? 6 : null)}
              aria-label="指定镜头焦距反算"
            />{' '}
            指定镜头焦距反算(否则用最近标准镜头)
          </div>
          {input.lensFocalLengthMm !== null ? <Num s={s} path="lensFocalLengthMm" label="镜头焦距" unit="mm" /> : null}
          <Choice
            s={s}
            path="doriLevel"
            label="DORI等级"
            options={DORI_LEVELS.map((l) => ({ value: l, label: `${DORI_LABELS[l]}(${DORI_PX_PER_M[l]}px/m)` }))}
          />
        </>
      }
      figures={
        result.ok
          ? [
              { label: '所需焦距', value: v2(result.requiredFocalMm), unit: 'mm' },
              {
                label: '推荐标准镜头',
                value: result.standardLensMm === null ? '无' : String(result.standardLensMm),
                unit: result.standardLensMm === null ? undefined : 'mm',
              },
              { label: '水平视场角', value: v2(result.horizontalFovDeg), unit: '°' },
              { label: '该焦距场景宽度', value: v2(result.sceneWidthAtLensM), unit: 'm' },
              { label: '像素密度', value: v2(result.lensPixelsPerMetre), unit: 'px/m' },
              { label: `${DORI_LABELS[input.doriLevel]}最远距离`, value: v2(result.maxDistanceForLevelM), unit: 'm' },
            ]
          : []
      }
      notes={
        result.ok
          ? [
              `评估焦距${v2(result.evaluatedFocalMm)}mm:场景${v2(result.sceneWidthAtLensM)}×${v2(result.sceneHeightAtLensM)}m,视场角${v2(result.horizontalFovDeg)}°×${v2(result.verticalFovDeg)}°,达到${doriText(result.lensDoriReached)}。`,
              `目标场景宽${input.sceneWidthM}m的像素密度${v2(result.pixelsPerMetre)}px/m,达到${doriText(result.doriReached)}。`,
            ]
          : []
      }
      details={
        <Table
          className="calc-table calc-no-print"
          size="small"
          pagination={false}
          rowKey="key"
          title={() => '常见传感器靶面尺寸'}
          dataSource={SENSOR_FORMAT_KEYS.map((k) => ({ key: k, ...SENSOR_FORMATS[k] }))}
          columns={[
            { title: '规格', dataIndex: 'label' },
            { title: '宽(mm)', dataIndex: 'widthMm' },
            { title: '高(mm)', dataIndex: 'heightMm' },
            { title: '说明', dataIndex: 'note', render: (n?: string) => n ?? '4:3' },
          ]}
        />
      }
    />
  );
}
