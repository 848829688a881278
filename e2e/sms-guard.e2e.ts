/**
 * SMS that cannot be pumped (issue 43 §4), as a person and as a script meet it: the first code goes at once; the
 * SMS code button's next request asks for the server's slider puzzle, which solved sends the code; and a script
 * of 50 requests from one address — even one that solves every puzzle it is given — gets no more codes than the
 * address's cap.
 */
import { GUEST_CLIENT_ID, GUEST_CLIENT_SECRET, reasonOf, API_MESSAGES, SMS_MESSAGES, SMS_RULES } from '@portal/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, newPage, SCREENSHOT_DIR } from './support/browser.ts';
import { grabSlider, puzzleShown, slideTo } from './support/pages/sms-challenge.ts';
import { challengeAnswer, challengeAnswers, smsCode, smsLines } from './support/sms.ts';

const BASIC = `Basic ${Buffer.from(`${GUEST_CLIENT_ID}:${GUEST_CLIENT_SECRET}`).toString('base64')}`;
const P = '/api-cloud-merchant-service/open/v3/message';

async function post(path: string, body: unknown) {
  const res = await fetch(baseURL() + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: BASIC },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; reason?: string; data: { challengeId: string } | null };
}

describe('the SMS human check, and a pumping script against it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the code button asks for the human check on the second request; solved, the code arrives', async () => {
    const first = '13643000001';
    const second = '13643000002';
    const a = await newPage(browser);
    try {
      await a.page.goto('/register');
      await a.page.getByPlaceholder('请输入手机号').fill(first);
      await a.page.getByRole('button', { name: '获取验证码' }).click();
      // the first code from this address: no check
      await expect.poll(() => a.page.getByRole('button', { name: /秒后重新获取/ }).count()).toBe(1);
      expect(await smsCode(first, 0)).toMatch(/^\d{6}$/);
      expect(await a.page.getByTestId('sms-challenge').count()).toBe(0);
    } finally {
      await a.context.close();
    }

    const { context, page } = await newPage(browser);
    try {
      await page.goto('/register');
      await page.getByPlaceholder('请输入手机号').fill(second);
      const puzzles = challengeAnswers().length;
      await page.getByRole('button', { name: '获取验证码' }).click();
      const x = await puzzleShown(page, puzzles);
      expect(smsLines(second)).toHaveLength(0);
      // a wrong answer: refused, a new puzzle drawn, still no code
      await slideTo(page, x > 120 ? x - 60 : x + 60);
      await expect.poll(() => page.getByText(SMS_MESSAGES.challengeFailed).count()).toBeGreaterThan(0);
      const retry = await puzzleShown(page, puzzles + 1);
      expect(smsLines(second)).toHaveLength(0);
      // half way to the gap, held, for the picture; then into the gap and let go
      const slider = await grabSlider(page);
      await slider.moveTo(Math.round(retry / 2));
      await page
        .locator('.ant-modal')
        .filter({ has: page.getByTestId('sms-challenge') })
        .screenshot({ path: `${SCREENSHOT_DIR}/sms-challenge.png` });
      await slider.moveTo(retry);
      await slider.release();
      await expect.poll(() => page.getByRole('button', { name: /秒后重新获取/ }).count()).toBe(1);
      expect(await smsCode(second, 0)).toMatch(/^\d{6}$/);
      await expect.poll(() => page.getByTestId('sms-challenge').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('50 requests from one address, solving every puzzle it gets, get no more codes than the cap', async () => {
    const phones = Array.from({ length: 50 }, (_, i) => `136431${String(i).padStart(5, '0')}`);
    const answers: string[] = [];
    for (const phone of phones) {
      let res = await post(`${P}/verifycode`, { phone, type: 'register' });
      if (res.reason === reasonOf(SMS_MESSAGES, 'challengeRequired')) {
        const puzzle = await post(`${P}/challenge`, {});
        if (puzzle.code === 0 && puzzle.data) {
          const challengeX = await challengeAnswer(puzzle.data.challengeId);
          res = await post(`${P}/verifycode`, { phone, type: 'register', challengeId: puzzle.data.challengeId, challengeX }); // prettier-ignore
        }
      }
      answers.push(res.code === 0 ? 'sent' : (res.reason ?? res.msg));
    }
    const sent = phones.filter((p) => smsLines(p).length > 0).length;
    // the two codes of the journey above came from this address too
    expect(sent + 2).toBeLessThanOrEqual(SMS_RULES.perIpPerHour);
    expect(answers.filter((a) => a === 'sent')).toHaveLength(sent);
    const refusedWith = new Set(answers.filter((a) => a !== 'sent'));
    for (const r of refusedWith)
      expect([
        reasonOf(SMS_MESSAGES, 'ipLimit'),
        reasonOf(SMS_MESSAGES, 'challengeRequired'),
        reasonOf(API_MESSAGES, 'tooManyRequests'),
      ]).toContain(r);
    expect(answers.filter((a) => a !== 'sent').length).toBeGreaterThanOrEqual(50 - SMS_RULES.perIpPerHour);
  });
});
