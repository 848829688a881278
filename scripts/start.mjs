// `npm start`: install what is missing (dependencies, Node 22, Debian's ffmpeg), build the web app if needed, and serve API + web on one port.
import { runInForeground } from '../apps/server/launch.mjs';
import { ensureFfmpeg } from './ensure-ffmpeg.mjs';
import { ensureDependencies, ensureNode, ensureWebBuild, root } from './lib.mjs';

ensureDependencies();
await ensureNode();
ensureFfmpeg();
ensureWebBuild();
// The launcher gives the server its V8 flags (apps/server/node-flags.json) and the listening socket's copies.
// The demo names its local counterparts itself (a production deployment sets keys instead: README, "Production").
const demo = {};
const paymentKeys = Object.keys(process.env).some((k) => /^(WECHATPAY|ALIPAY)_/.test(k));
if (!process.env.PAYMENT_SANDBOX && !paymentKeys) demo.PAYMENT_SANDBOX = '1';
if (!process.env.SMS_SANDBOX && !process.env.SMS_PROVIDER) demo.SMS_SANDBOX = '1';
// the demo data on an empty database (a production server loads it only when SEED_DEMO=1 is named)
if (!process.env.SEED_DEMO) demo.SEED_DEMO = '1';
if (Object.keys(demo).length) {
  console.log(
    `[portal] 演示模式：${Object.keys(demo)
      .map((k) => `${k}=1`)
      .join('、')}（内置支付沙箱 / 短信发件箱 / 演示数据；真实部署请配置密钥，见 README）`,
  );
}
await runInForeground({
  cwd: root,
  env: { ...process.env, ...demo, NODE_ENV: process.env.NODE_ENV || 'production' },
});
