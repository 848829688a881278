import { calculateVerticalBinocular, VERTICAL_BINOCULAR_DEFAULTS } from '@portal/domain';
import { binocularPick } from './catalogue.ts';
import { CalculatorFrame, v2 } from './components/CalculatorFrame.tsx';
import { CatalogueButton } from './components/CatalogueDialog.tsx';
import { filledText, Num } from './components/Num.tsx';
import { useCalculator } from './useCalculator.ts';

const TYPE = 'iVerticalBinocular';

/** i. 垂直双目: coverage at head height and on the floor, minimum mount height, units for an entrance. */
export default function VerticalBinocularCalculator() {
  const s = useCalculator(TYPE, VERTICAL_BINOCULAR_DEFAULTS, calculateVerticalBinocular);
  const { result } = s;
  return (
    <CalculatorFrame
      title="垂直双目"
      intro="垂直顶装的双目客流相机:人头高度处覆盖长/宽 = 2·tan(视场角 ÷ 2) × (安装高度 − 人头高度);所需台数 = ⌈出入口宽度 ÷ 覆盖长度⌉。视场角与安装高度范围取自产品参数。"
      carriedFrom={s.carriedFrom}
      carriedCount={s.carriedCount}
      actions={
        <CatalogueButton
          kinds={['binocular']}
          label="从产品库选择双目相机"
          onPick={(_, row) => {
            const b = binocularPick(row.attrs);
            for (const [k, v] of Object.entries(b)) if (v !== undefined) s.set(`product.${k}`, v);
            return filledText([
              ['水平视场角', b.fovHorizontalDeg, '°'],
              ['垂直视场角', b.fovVerticalDeg, '°'],
              [
                '安装高度',
                b.minMountHeightM !== undefined ? `${b.minMountHeightM}-${b.maxMountHeightM}` : undefined,
                'm',
              ],
            ]);
          }}
        />
      }
      result={result}
      inputs={
        <>
          <div className="calc-section-title">产品参数</div>
          <Num s={s} path="product.fovHorizontalDeg" label="水平视场角" unit="°" />
          <Num s={s} path="product.fovVerticalDeg" label="垂直视场角" unit="°" />
          <Num s={s} path="product.minMountHeightM" label="最低安装高度" unit="m" step={0.1} />
          <Num s={s} path="product.maxMountHeightM" label="最高安装高度" unit="m" step={0.1} />
          <div className="calc-section-title">现场参数</div>
          <Num s={s} path="mountHeightM" label="安装高度" unit="m" step={0.1} />
          <Num s={s} path="headHeightM" label="人头高度" unit="m" step={0.1} />
          <Num s={s} path="entranceWidthM" label="出入口宽度" unit="m" step={0.5} />
        </>
      }
      figures={
        result.ok
          ? [
              { label: '覆盖长度(人头处)', value: v2(result.coverLengthM), unit: 'm' },
              { label: '覆盖宽度(人头处)', value: v2(result.coverWidthM), unit: 'm' },
              { label: '所需台数', value: String(result.unitsNeeded), unit: '台' },
              { label: '地面覆盖面积', value: v2(result.floorAreaM2), unit: 'm²' },
              { label: '人头处覆盖面积', value: v2(result.headAreaM2), unit: 'm²' },
              { label: '单台最低安装高度', value: v2(result.minMountHeightForSingleUnitM), unit: 'm' },
            ]
          : []
      }
      notes={
        result.ok
          ? [
              `地面覆盖${v2(result.floorLengthM)}×${v2(result.floorWidthM)}m;单台覆盖整个出入口${result.singleUnitPossible ? `需安装在${v2(result.minMountHeightForSingleUnitM)}m以上` : '超出产品安装高度范围'}。`,
            ]
          : []
      }
    />
  );
}
