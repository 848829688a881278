/**
 * A local fake of Kuaidi100's real-time query API (POST /poll/query.do, a form of customer, sign and param), for
 * tests: it checks the sign the way the service does (upper-case MD5 of param + key + customer, computed here, not
 * by the client's code), answers the traces it was given, and Kuaidi100's own refusals otherwise.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeKuaidi100 {
  url: string;
  /** Each query's param as received (com, num, phone). */
  asked: Record<string, string>[];
  close(): Promise<void>;
}

type Step = { time: string; context: string };

export async function fakeKuaidi100(
  accounts: Record<string, string>,
  traces: Record<string, { com: string; state: string; data: Step[] }>,
): Promise<FakeKuaidi100> {
  const asked: Record<string, string>[] = [];
  const answer = (body: string): unknown => {
    const form = new URLSearchParams(body);
    const customer = form.get('customer') ?? '';
    const param = form.get('param') ?? '';
    const key = accounts[customer];
    const sign = key && createHash('md5').update(`${param}${key}${customer}`).digest('hex').toUpperCase();
    if (!key || form.get('sign') !== sign)
      return { result: false, returnCode: '601', message: 'POLL:KEY已过期或账号密码不正确' };
    const p = JSON.parse(param) as Record<string, string>;
    asked.push(p);
    const t = traces[p.num!];
    if (!t || t.com !== p.com) return { result: false, returnCode: '500', message: '查询无结果，请隔段时间再查' };
    return {
      message: 'ok',
      nu: p.num,
      ischeck: t.state === '3' ? '1' : '0',
      com: t.com,
      status: '200',
      state: t.state,
      data: t.data.map((d) => ({ time: d.time, ftime: d.time, context: d.context })),
    };
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const ok = req.method === 'POST' && req.url === '/poll/query.do';
      res
        .writeHead(ok ? 200 : 404, { 'Content-Type': 'application/json;charset=utf-8' })
        .end(JSON.stringify(ok ? answer(body) : { message: 'not found' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
