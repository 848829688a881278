/**
 * The survey editor's tools that open something (issue 47 §5): each button is light and in the first screen; what it
 * opens (the PDF and DXF dialogs, the AI walls panel, the hidden products' dialog, the calibration dialog, the product
 * picker, a device's panel) is its own chunk, loaded on the first use and then kept mounted.
 */
import { Button } from 'antd';
import { type ImagePoint } from '@portal/domain';
import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { FileButton } from '../../components/FileButton.tsx';
import { LazyLoading, WhenOpened } from '../../components/lazy.tsx';
import type { AiWallsPanel as AiWallsType } from './AiWallsPanel.tsx';
import type { PlanEditor } from './usePlanEditor.ts';

const PdfImport = lazy(async () => ({ default: (await import('./PdfImport.tsx')).PdfImport }));
const DxfImport = lazy(async () => ({ default: (await import('./DxfImport.tsx')).DxfImport }));
const AiWallsPanel = lazy(async () => ({ default: (await import('./AiWallsPanel.tsx')).AiWallsPanel }));
const HiddenProducts = lazy(async () => ({ default: (await import('./HiddenProducts.tsx')).HiddenProducts }));
const CalibrateDialog = lazy(async () => ({ default: (await import('./CalibrateDialog.tsx')).CalibrateDialog }));
export const ProductPicker = lazy(async () => ({ default: (await import('./ProductPicker.tsx')).ProductPicker }));
const DevicePanelLazy = lazy(async () => ({ default: (await import('./DevicePanel.tsx')).DevicePanel }));

/** 导入PDF: the file is picked here; pdf.js and the page dialog load with the first file. */
export function PdfImportTool({ upload }: { upload: (file: File) => Promise<unknown> }) {
  const [request, setRequest] = useState<{ file: File } | null>(null);
  return (
    <>
      <FileButton accept="application/pdf,.pdf" data-testid="pdf-import" onFile={(file) => setRequest({ file })}>
        导入PDF
      </FileButton>
      <WhenOpened open={!!request}>
        <PdfImport upload={upload} request={request} />
      </WhenOpened>
    </>
  );
}

/** 导入DXF: the file is picked here; the layers' dialog loads with the first file. */
export function DxfImportTool({ sceneId, orderId }: { sceneId: number; orderId: number }) {
  const [request, setRequest] = useState<{ file: File } | null>(null);
  return (
    <>
      <FileButton accept=".dxf" data-testid="dxf-import" onFile={(file) => setRequest({ file })}>
        导入DXF
      </FileButton>
      <WhenOpened open={!!request}>
        <DxfImport sceneId={sceneId} orderId={orderId} request={request} />
      </WhenOpened>
    </>
  );
}

/** AI 识别墙体, offered for a plan with a picture and no walls; the panel stays mounted once asked (its score). */
export function AiWallsTool(props: Omit<ComponentProps<typeof AiWallsType>, 'autoStart'>) {
  const [armed, setArmed] = useState(false);
  const button = (loading: boolean) => (
    <Button onClick={() => setArmed(true)} loading={loading}>
      AI 识别墙体
    </Button>
  );
  if (!armed) return props.offer ? button(false) : null;
  return (
    <Suspense fallback={button(true)}>
      <AiWallsPanel {...props} autoStart />
    </Suspense>
  );
}

/** 隐藏产品 in the head: the dialog loads with the first click. */
export function HiddenProductsTool({ orderId }: { orderId: number }) {
  const [armed, setArmed] = useState(false);
  const link = (loading: boolean) => (
    <Button type="link" data-testid="hide-products" loading={loading} onClick={() => setArmed(true)}>
      隐藏产品
    </Button>
  );
  if (!armed) return link(false);
  return (
    <Suspense fallback={link(true)}>
      <HiddenProducts orderId={orderId} autoOpen />
    </Suspense>
  );
}

/** A placed device's panel, loaded when a device is first selected. */
export function DevicePanel(props: ComponentProps<typeof DevicePanelLazy>) {
  return (
    <Suspense fallback={<LazyLoading />}>
      <DevicePanelLazy {...props} />
    </Suspense>
  );
}

/** The calibration's second step: two points clicked (`start`), the dialog asks their real distance and applies it. */
export function useCalibration(
  editor: PlanEditor,
  done: () => void,
): { start: (a: ImagePoint, b: ImagePoint) => void; dialog: ReactNode } {
  const [calib, setCalib] = useState<{ a: ImagePoint; b: ImagePoint } | null>(null);
  const [metres, setMetres] = useState<number | null>(null);
  const start = (a: ImagePoint, b: ImagePoint) => {
    setCalib({ a, b });
    setMetres(null);
  };
  const dialog = (
    <WhenOpened open={!!calib}>
      <CalibrateDialog
        calib={calib}
        metres={metres}
        onMetres={setMetres}
        onClose={() => setCalib(null)}
        onApply={(realMm) => {
          if (!calib) return;
          if (editor.apply({ type: 'calibrate', a: calib.a, b: calib.b, realMm })) {
            setCalib(null);
            done();
          }
        }}
      />
    </WhenOpened>
  );
  return { start, dialog };
}
