import { useEffect, type ComponentType } from 'react';
import { Button, Empty } from 'antd';
import { Link, useLocation, useParams } from 'react-router';
import BandwidthCalculator from './BandwidthCalculator.tsx';
import CameraFocalLengthCalculator from './CameraFocalLengthCalculator.tsx';
import CameraPowerSupplyCalculator from './CameraPowerSupplyCalculator.tsx';
import GenericCablingCalculator from './GenericCablingCalculator.tsx';
import NvrChannelAccessCalculator from './NvrChannelAccessCalculator.tsx';
import SwitchAccessCalculator from './SwitchAccessCalculator.tsx';
import TwistedPairAmountCalculator from './TwistedPairAmountCalculator.tsx';
import VerticalBinocularCalculator from './VerticalBinocularCalculator.tsx';
import VideoCapacityCalculator from './VideoCapacityCalculator.tsx';
import WirelessBridgeCalculator from './WirelessBridgeCalculator.tsx';
import { countUsage } from './usage.ts';
import './calculator.css';

/** One page component per calculator, keyed by the route type of CALCULATOR_NAV. */
const CALCULATOR_PAGES: Record<string, ComponentType> = {
  aVideoCapacity: VideoCapacityCalculator,
  bNVRChannelAccess: NvrChannelAccessCalculator,
  cCameraFocalLength: CameraFocalLengthCalculator,
  dBandWidth: BandwidthCalculator,
  eSwitchAccess: SwitchAccessCalculator,
  fGenericCabling: GenericCablingCalculator,
  gCameraPowerSupply: CameraPowerSupplyCalculator,
  hTwistedPairAmount: TwistedPairAmountCalculator,
  iVerticalBinocular: VerticalBinocularCalculator,
  jWirelessIntelligent: WirelessBridgeCalculator,
};

/** /tool/calculator/:type — the calculator of that type; each opening counts as one calculation viewed. */
export default function CalculatorPage() {
  const { type = '' } = useParams();
  const { search } = useLocation();
  const Page = CALCULATOR_PAGES[type];
  useEffect(() => {
    if (CALCULATOR_PAGES[type]) countUsage(type);
  }, [type, search]);
  if (!Page) {
    return (
      <div className="panel">
        <Empty description="没有这个计算器,请从左侧选择">
          <Link to="/tool/calculator/aVideoCapacity">
            <Button type="primary">打开录像容量计算</Button>
          </Link>
        </Empty>
      </div>
    );
  }
  // Keyed by the URL: a carry from another calculator (a new query) starts the page afresh from it.
  return <Page key={`${type}${search}`} />;
}
