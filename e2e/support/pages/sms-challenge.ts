/**
 * The SMS code button's human check as a person meets it: the slider puzzle's dialog (SliderChallenge in the web's
 * account feature), solved by dragging the handle to the gap the sandbox's log names (support/sms.ts).
 */
import { SMS_CHALLENGE } from '@portal/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { challengeAnswers } from '../sms.ts';

/** Waits for the dialog and its puzzle; answers the gap's x of the newest puzzle after `before` earlier ones. */
export async function puzzleShown(page: Page, before: number): Promise<number> {
  // the log line is written before the puzzle is answered: then the dialog shows that puzzle
  await expect.poll(() => challengeAnswers().length, { timeout: 10_000 }).toBeGreaterThan(before);
  await page.getByTestId('sms-challenge').getByTestId('sms-challenge-piece').waitFor();
  return challengeAnswers().at(-1)!.x;
}

/** Takes the slider's handle: move it (in the puzzle's pixels), then let go — the send goes again with the answer. */
export async function grabSlider(page: Page) {
  const dialog = page.getByTestId('sms-challenge');
  const handle = (await dialog.locator('.ant-slider-handle').boundingBox())!;
  const rail = (await dialog.locator('.ant-slider-rail').boundingBox())!;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(handle.x + handle.width / 2, y);
  await page.mouse.down();
  return {
    moveTo: (x: number) =>
      page.mouse.move(rail.x + (rail.width * x) / (SMS_CHALLENGE.width - SMS_CHALLENGE.piece), y, { steps: 12 }),
    release: () => page.mouse.up(),
  };
}

/** Drags the slider's handle to `x` (in the puzzle's pixels) and lets go. */
export async function slideTo(page: Page, x: number): Promise<void> {
  const slider = await grabSlider(page);
  await slider.moveTo(x);
  await slider.release();
}

/**
 * Clicks 获取验证码 and, when the server asks for the human check (it does after the first code for the number or
 * from this address), solves it: either way the countdown starts.
 */
export async function requestCode(page: Page): Promise<void> {
  const before = challengeAnswers().length;
  await page.getByRole('button', { name: '获取验证码' }).click();
  const countdown = page.getByRole('button', { name: /秒后重新获取/ });
  const dialog = page.getByTestId('sms-challenge');
  await expect.poll(async () => (await countdown.count()) + (await dialog.count()), { timeout: 10_000 }).toBeGreaterThan(0); // prettier-ignore
  if ((await countdown.count()) === 0) await slideTo(page, await puzzleShown(page, before));
  await expect.poll(() => countdown.count(), { timeout: 10_000 }).toBe(1);
}
