/** /survey/preview/scene?id=: the preview's scene tab as its own page — each scene's plan, read-only, with the legend. */
import { useSearchParams } from 'react-router';
import { useOrder } from '../design-order/index.ts';
import { SurveyNav, surveyGuard } from './SurveyNav.tsx';
import { ScenePreview } from './SurveyPreviewPage.tsx';
import '../../styles/survey.css';

export default function ScenePreviewPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('id')) || 0;
  const order = useOrder(orderId);
  const guard = surveyGuard(orderId, order, '场景预览');
  if (guard) return guard;
  return (
    <div className="survey-page">
      <div className="survey-head">
        <h3>{order.data!.name} · 场景预览</h3>
        <SurveyNav orderId={orderId} />
      </div>
      <ScenePreview orderId={orderId} />
    </div>
  );
}
