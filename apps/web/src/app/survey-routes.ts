/** The survey's routes (part 2 §2): the plan editor and its views, the preview, the system build and topology. */
import type { RouteObject } from 'react-router';
import { area, page } from './route-builders.ts';

export const surveyRoutes: RouteObject[] = [
  area(
    '/survey',
    '勘测设计',
    [
      area(
        'planDesign',
        '方案设计',
        [
          page('scene-map', '场景地图', () => import('../features/survey/SceneMapPage.tsx')),
          page('distributionProducts', '点位布设', () => import('../features/survey/DistributionProductsPage.tsx')),
        ],
        () => import('../features/survey/SceneMapPage.tsx'),
      ),
      area(
        'preview',
        '方案预览',
        [
          page('scene', '场景预览', () => import('../features/survey/ScenePreviewPage.tsx')),
          page('system', '系统预览', () => import('../features/survey-system/PreviewSystemPage.tsx')),
          page('topology', '拓扑预览', () => import('../features/survey-system/PreviewTopologyPage.tsx')),
        ],
        () => import('../features/survey/SurveyPreviewPage.tsx'),
      ),
      page('product', '设备清单', () => import('../features/survey/SurveyProductPage.tsx')),
      page('systemBuild', '系统搭建', () => import('../features/survey-system/SystemBuildPage.tsx')),
      page('topo', '拓扑图', () => import('../features/survey-system/TopologyPage.tsx')),
    ],
    () => import('../features/survey/SurveyPage.tsx'),
  ),
];
