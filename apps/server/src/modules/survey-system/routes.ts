import { SURVEY_SYSTEM_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { jobStatus, startExport } from './jobs.ts';
import { billState } from './pipeline.ts';
import * as servicer from './servicers.ts';
import * as topo from './topology.ts';
import * as walls from './walls.ts';
import * as wiring from './wiring.ts';

const tags = ['勘测设计·系统'];

export const surveySystemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const me = (req: Parameters<typeof requireUser>[0]) => requireUser(req).accountId;
  route(app, E.wiringStart, { tags, summary: '智能布线：沿线槽计算每台设备的线缆（不保存）' }, async (req) =>
    wiring.startWiring(db, me(req), req.body.sceneId, req.body),
  );
  route(app, E.wiringSave, { tags, summary: '保存布线：线缆清单，网线箱数、水晶头、模块计入设计单' }, async (req) =>
    wiring.saveWiring(db, me(req), req.body.sceneId, req.body),
  );
  route(app, E.wiringList, { tags, summary: '设计单的线缆清单' }, async (req) =>
    wiring.cableSchedule(db, me(req), req.query.orderId),
  );
  route(app, E.topologyRecommend, { tags, summary: '拓扑与架构推荐（交换机、录像机、硬盘）' }, async (req) =>
    topo.recommend(db, me(req), req.body.orderId, req.body.recordingDays),
  );
  route(app, E.topologySave, { tags, summary: '保存拓扑快照，推荐设备计入设计单' }, async (req) =>
    topo.saveSnapshot(db, me(req), req.body),
  );
  route(app, E.topologySnapshots, { tags, summary: '拓扑快照列表' }, async (req) =>
    topo.snapshots(db, me(req), req.query.orderId),
  );
  route(app, E.topologySnapshot, { tags, summary: '恢复拓扑快照' }, async (req) =>
    topo.snapshot(db, me(req), req.query.id),
  );
  route(app, E.billState, { tags, summary: '清单各步骤状态（布线、拓扑是否待处理）' }, async (req) =>
    billState(db, me(req), req.query.orderId),
  );
  route(app, E.exportStart, { tags, summary: '导出交付文件（后台生成）' }, async (req) =>
    startExport(db, me(req), req.body.orderId, req.body.kind),
  );
  route(app, E.jobStatus, { tags, summary: '后台任务进度（导出、识别）' }, async (req) =>
    jobStatus(db, me(req), req.query.jobId),
  );
  route(app, E.wallsAsk, { tags, summary: 'AI识别墙体：发起识别任务（后台进行）' }, async (req) =>
    walls.askWalls(db, me(req), req.body.sceneId),
  );
  route(app, E.wallsSave, { tags, summary: 'AI识别墙体：保存确认后的墙体到平面图' }, async (req) =>
    walls.saveWalls(db, me(req), req.body),
  );
  route(app, E.wallsEnd, { tags, summary: 'AI识别墙体：结束任务（不保存）' }, async (req) =>
    walls.endWalls(db, me(req), req.body.jobId),
  );
  route(app, E.wallsScore, { tags, summary: 'AI识别墙体：为识别结果评分' }, async (req) =>
    walls.scoreWalls(db, me(req), req.body.jobId, req.body.score),
  );
  route(app, E.servicerGet, { tags, summary: '服务商信息（勘测、安装）' }, async (req) =>
    servicer.servicerOf(db, me(req), req.query.orderId),
  );
  route(app, E.servicerSave, { tags, summary: '保存服务商信息' }, async (req) =>
    servicer.saveServicer(db, me(req), req.body),
  );
};
