/**
 * `npm run admin -- <command>` (node --import tsx apps/server/src/admin/cli.ts; in production the built
 * `node apps/server/dist/admin.js`), on the database the server uses (DATABASE_URL, else PGlite under DATA_DIR; the
 * server's settings, so run it with the instances' environment), migrated first as the server does:
 *   create --phone 13912345678 [--name 张三]   the first staff account (业务员) on an empty database
 *   reset-password --phone 13912345678         a staff account's new password
 *   list                                       the staff accounts
 * The password is typed twice at a hidden prompt, never on the command line; a script pipes it on stdin instead
 * (stdin not a terminal, or --password-stdin: its first line).
 */
import { requireSupportedNode } from '../node-version.ts';

requireSupportedNode();
const { loadConfig } = await import('../config.ts');
const { openDatabase } = await import('../db/database.ts');
const { migrateToLatest } = await import('../db/migrate.ts');
const { AdminError, checkPassword, checkPhone, createFirstStaff, resetStaffPassword, staffAccounts } =
  await import('./commands.ts');
const { askHidden, readStdinLine } = await import('./prompt.ts');

const USAGE = `用法：npm run admin -- <命令>（生产构建：node apps/server/dist/admin.js <命令>）
  create --phone <手机号> [--name <姓名>]   在空数据库上创建第一个业务员账号
  reset-password --phone <手机号>           重置业务员密码
  list                                      列出业务员账号
密码在终端中输入两次（不回显，不进入命令行与历史记录）；脚本可经标准输入传入（--password-stdin）。`;

const args = process.argv.slice(2);
const command = args[0];
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const say = (msg: string) => console.log(`[admin] ${msg}`);

/** The new password: from stdin when it is not a terminal (or --password-stdin), else typed twice, hidden. */
async function newPassword(): Promise<string> {
  if (args.includes('--password-stdin') || !process.stdin.isTTY) {
    return checkPassword(await readStdinLine());
  }
  for (let attempt = 1; ; attempt++) {
    const first = await askHidden('新密码（8-16位，不回显）：');
    try {
      checkPassword(first);
    } catch (e) {
      if (attempt >= 3) throw e;
      say((e as Error).message);
      continue;
    }
    if ((await askHidden('再次输入新密码：')) === first) return first;
    if (attempt >= 3) throw new AdminError('两次输入的密码不一致');
    say('两次输入的密码不一致，请重新输入');
  }
}

function signInHint(config: { publicBaseUrl: string; port: number }, phone: string): string {
  const base = config.publicBaseUrl || `http://localhost:${config.port}`;
  return `登录：${base}/login  账号：${phone}  密码：刚才设置的密码。登录后在「业务员管理」（/staffManage）邀请其他业务员，在「操作日志」（/auditLog）查看操作记录。`;
}

async function main(): Promise<void> {
  if (!command || !['create', 'reset-password', 'list'].includes(command)) {
    console.log(USAGE);
    process.exitCode = command && command !== 'help' && command !== '--help' ? 1 : 0;
    return;
  }
  const config = loadConfig();
  // asked before the database is opened: a wrong phone or password costs nothing
  const phone = command === 'list' ? '' : checkPhone(option('phone'));
  const password = command === 'list' ? '' : await newPassword();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir, poolMax: 2 });
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) say(`数据库迁移完成：${applied.join(', ')}`);
    if (command === 'create') {
      const { accountNo } = await createFirstStaff(database.db, { phone, nickname: option('name') ?? null, password });
      say(`已创建业务员账号 ${accountNo}（手机号 ${phone}）；数据库：${database.describe}`);
      say(signInHint(config, phone));
    } else if (command === 'reset-password') {
      const { accountNo } = await resetStaffPassword(database.db, { phone, password });
      say(`已重置业务员 ${accountNo}（手机号 ${phone}）的密码，其原有登录会话均已失效`);
      say(signInHint(config, phone));
    } else {
      const staff = await staffAccounts(database.db);
      if (!staff.length) say('还没有业务员账号：npm run admin -- create --phone <手机号>');
      for (const s of staff) {
        const state = s.status === 1 ? '正常' : '待接受邀请';
        console.log([s.account_no, s.phone, s.nickname ?? '', state, new Date(s.created_at).toISOString()].join('\t'));
      }
    }
  } finally {
    await database.close();
  }
}

main().catch((e: unknown) => {
  console.error(`[admin] 失败：${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
