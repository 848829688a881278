/**
 * /survey/planDesign/distributionProducts?id=&sceneId=: placing products on a scene's plan — the survey editor
 * set to its placing view (the order's lines to place or drag, the product picker, each device's deploy detail
 * and view), without the drawing tools. `point=` selects a placed device (from the device list).
 */
import SurveyPage from './SurveyPage.tsx';

export default function DistributionProductsPage() {
  return <SurveyPage mode="products" />;
}
