/**
 * What a failed journey prints beside its assertion, so a failure on a loaded CI machine can be read from the log
 * alone: each open page's address and its last answers of 400 or more, and each server's answers of 401 or 500+ and
 * its error lines (server.log).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';

const contexts = new Set<BrowserContext>();
const servers = new Set<string>();
const notable = new WeakMap<BrowserContext, string[]>();
const KEEP = 12;

/** Remembers a context's failed answers and page moves (newPage calls it). */
export function watchContext(context: BrowserContext): void {
  contexts.add(context);
  const lines: string[] = [];
  notable.set(context, lines);
  const keep = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > KEEP) lines.shift();
  };
  context.on('response', (res) => {
    if (res.status() >= 400) keep(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  context.on('page', (page) =>
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) keep(`→ ${f.url()}`);
    }),
  );
  context.on('close', () => contexts.delete(context));
}

/** Remembers a server's data directory, whose server.log is read on a failure (startServer calls it). */
export function watchServer(dataDir: string): void {
  servers.add(dataDir);
}

export function forgetServer(dataDir: string): void {
  servers.delete(dataDir);
}

interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  err?: { type?: string; message?: string };
}

/** The server log's lines worth reading after a failure, compact: 401s, 5xx answers and error-level lines (last 20). */
function serverTrouble(dataDir: string): string[] {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8');
  } catch {
    return [];
  }
  const asked = new Map<string, string>();
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    let j: LogLine;
    try {
      j = JSON.parse(line) as LogLine;
    } catch {
      continue;
    }
    if (j.req && j.reqId) asked.set(j.reqId, `${j.req.method} ${j.req.url}`);
    const status = j.res?.statusCode ?? 0;
    if (status !== 401 && status < 500 && (j.level ?? 0) < 50) continue;
    const at = j.time ? new Date(j.time).toISOString().slice(11, 23) : '';
    const what = status ? `${status} ${asked.get(j.reqId ?? '') ?? ''}` : `${j.msg ?? ''}`;
    out.push(`${at} ${what} ${j.err ? `${j.err.type ?? ''}: ${j.err.message ?? ''}` : ''}`.slice(0, 400));
  }
  return out.slice(-20);
}

export function printFailureContext(): void {
  const parts: string[] = ['[e2e] 失败时的现场:'];
  for (const context of contexts) {
    for (const page of context.pages()) parts.push(`  页面 ${page.isClosed() ? '(已关闭)' : page.url()}`);
    for (const l of notable.get(context) ?? []) parts.push(`    ${l}`);
  }
  for (const dir of servers) {
    const trouble = serverTrouble(dir);
    parts.push(`  服务器 ${dir}: ${trouble.length ? '' : '无 401/5xx/错误日志'}`);
    for (const l of trouble) parts.push(`    ${l}`);
  }
  console.error(parts.join('\n'));
}
