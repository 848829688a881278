import { PAY_CHANNELS, PAY_CHANNEL_LABEL, QR_PAY_CHANNELS, channelsOn } from '@portal/domain';
import { ffmpegMissing } from '../ffmpeg.mjs';
import { buildApp } from './app.ts';
import { loadConfig, logLevelOf, type Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { DataDirLockedError } from './db/lock.ts';
import { migrateToLatest } from './db/migrate.ts';
import { watchOtherStores } from './files/second-instance.ts';
import { fileStoreId, instanceTag, storeConflict } from './files/store-identity.ts';
import { listen, type Listening } from './http/listen.ts';
import { createLogger } from './http/logger.ts';
import { loadRegions } from './modules/region/index.ts';
import { seedIfEmpty } from './seed/startup.ts';
import { relocatePrivateFiles } from './files/relocate.ts';

// One logger for the start and the requests: every line JSON (pino), the start's words as its msg.
const logger = createLogger(logLevelOf(process.env));
const log = (msg: string) => logger.info(msg);
/** A refusal to start: one fatal line naming the cause (a message, not a stack). */
const startFailed = (msg: string) => logger.fatal(`启动失败：${msg}`);
let config: Config;
try {
  config = loadConfig();
} catch (e) {
  startFailed((e as Error).message);
  process.exit(1);
}
// Local counterparts of outside services are said at every start, so nobody runs them by mistake; so are the
// payment channels on and off.
const pay = config.paymentChannels;
const sandboxed = QR_PAY_CHANNELS.filter((c) => pay.qr[c] === 'sandbox').map((c) => PAY_CHANNEL_LABEL[c]);
if (sandboxed.length) {
  logger.warn(
    `支付沙箱已开启（${sandboxed.join('、')}）：扫码页面由本机模拟，任何人都可标记订单已付——仅供演示与测试` +
      `${config.nodeEnv === 'production' ? `（PAYMENT_SANDBOX=${process.env.PAYMENT_SANDBOX ?? ''}）` : ''} / payment sandbox is on`,
  );
}
const off = PAY_CHANNELS.filter((c) => !channelsOn(pay).includes(c)).map((c) => PAY_CHANNEL_LABEL[c]);
log(
  `支付方式：${channelsOn(pay)
    .map((c) => PAY_CHANNEL_LABEL[c])
    .join('、')}${off.length ? `；未开通：${off.join('、')}` : ''}`,
);
if (config.sms.kind === 'outbox') {
  logger.warn(
    `短信沙箱已开启：验证码只写入 sms_outbox${config.sms.echo ? '与日志' : ''}，不会真实发送` +
      `${config.nodeEnv === 'production' ? '（SMS_SANDBOX=1）' : ''} / SMS sandbox is on`,
  );
} else log(`短信通道：${config.sms.kind === 'aliyun' ? '阿里云短信' : '腾讯云短信'}`);
// Without ffmpeg the instance serves everything but rendering videos (the portal image; the render image renders):
// a video asked for here is queued while a renderer is alive elsewhere, refused (503, reason
// AIGC.renderUnavailable) when none is (modules/aigc/renderers.ts); /readyz says `ffmpeg: false`, and the demo
// data cannot be loaded (its videos).
const noFfmpeg = ffmpegMissing();
if (noFfmpeg)
  logger[config.aigc.renderEverySeconds > 0 ? 'warn' : 'info'](
    `${noFfmpeg}；本实例不渲染 AI 视频，有渲染实例在线时由其生成 / ffmpeg not found: this instance renders no AI videos`,
  );

// The demo data holds accounts with a published password (README): on a production server it is said at every start.
if (config.seedDemo && config.nodeEnv === 'production') {
  logger.warn(
    '演示数据已开启（SEED_DEMO=1）：空数据库将载入演示账号，其密码公开于 README，任何人都可登录业务员账号——' +
      '仅供演示与测试，真实部署请去掉 SEED_DEMO / demo data is on (SEED_DEMO=1): demo accounts with a published password',
  );
}

let database: Database;
let storeId: string;
try {
  storeId = fileStoreId(config);
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.pgliteDir,
    instanceTag: instanceTag(storeId),
  });
  await database.ping();
} catch (e) {
  if (e instanceof DataDirLockedError) {
    startFailed(e.message);
  } else {
    const where = config.databaseUrl
      ? (await import('./db/database.ts')).maskUrl(config.databaseUrl)
      : config.pgliteDir;
    startFailed(`无法连接数据库 ${where}：${(e as Error).message}`);
  }
  process.exit(1);
}

const conflict = await storeConflict(database, config, storeId);
if (conflict) {
  startFailed(conflict);
  await database.close();
  process.exit(1);
}

try {
  const applied = await migrateToLatest(database.db);
  if (applied.length) log(`数据库迁移完成：${applied.join(', ')}`);
  if (config.seedDemo) await seedIfEmpty(database.db, config, log);
  // Files of private kinds left where public ones are (before files had classes) move; they are never served from
  // there meanwhile (files/kinds.ts), so a store that cannot be reached now delays the move, not the start.
  const relocated = await relocatePrivateFiles(database.db, config).catch((e: Error) => {
    log(`私有文件迁移未完成，下次启动时重试：${e.message}`);
    return 0;
  });
  if (relocated) log(`已将 ${relocated} 个私有文件（执照、平面图、导出等）移入私有存储`);
} catch (e) {
  startFailed((e as Error).message);
  await database.close();
  process.exit(1);
}

const app = await buildApp({ database, config, logger });
let listening: Listening | undefined;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log(`收到 ${signal}，正在停止…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    listening?.stopAccepting();
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// The region index (~200 ms to load) is read now, so that the first address checked does not hold up the requests
// behind it.
loadRegions();
try {
  listening = await listen(app, { port: config.port, host: config.host });
  log(`门户已启动：http://localhost:${config.port}  （监听 ${listening.describe}；数据库：${database.describe}）`);
  watchOtherStores(database, storeId, (msg) => logger.warn(`警告：${msg}`));
} catch (e) {
  startFailed(`端口 ${config.port} 无法监听：${(e as Error).message}`);
  await database.close();
  process.exit(1);
}
