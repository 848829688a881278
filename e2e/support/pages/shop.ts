/**
 * The buying pages as a buyer goes through them: a product's page (a model picked, added to the cart or bought at
 * once), the cart (from the floating cart button) and the settle page that submits the order and leaves to the pay
 * page.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const poll = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });

export class ProductPage {
  constructor(private readonly page: Page) {}

  /** Opens a product's page with one of its models picked. */
  async open(spuNo: string, skuNo: string): Promise<void> {
    await this.page.goto(`/product/detail?id=${encodeURIComponent(spuNo)}&sku=${encodeURIComponent(skuNo)}`);
    await this.page.getByRole('button', { name: /加入购物车/ }).waitFor();
  }

  /** Adds the picked model to the cart and waits for the page to say so. */
  async addToCart(): Promise<void> {
    await this.page.getByRole('button', { name: /加入购物车/ }).click();
    await poll(() => this.page.getByText('加入购物车成功').count()).toBeGreaterThan(0);
  }

  /** 立即购买: goes to the settle page with this model alone. */
  async buyNow(): Promise<SettlePage> {
    await this.page.getByRole('button', { name: /立即购买/ }).click();
    await this.page.waitForURL(/\/memberStore\/submitOrder\?source=direct&items=/);
    return SettlePage.arrived(this.page);
  }
}

export class CartPage {
  constructor(private readonly page: Page) {}

  /** The number on the floating cart button. */
  badge(): Promise<string | null> {
    return this.page.locator('.float-cart .ant-badge-count').textContent();
  }

  lines() {
    return this.page.getByTestId('cart-line');
  }

  /** Opens the cart from the floating cart button and waits for its `count` lines. */
  async open(count: number): Promise<void> {
    await this.page.locator('.float-cart').click();
    await poll(() => this.lines().count()).toBe(count);
  }

  /** 去结算: goes to the settle page with the checked lines. */
  async settle(): Promise<SettlePage> {
    await this.page.getByRole('button', { name: /去结算/ }).click();
    await this.page.waitForURL(/\/memberStore\/submitOrder\?source=cart/);
    return SettlePage.arrived(this.page);
  }
}

export class SettlePage {
  private constructor(private readonly page: Page) {}

  static async arrived(page: Page): Promise<SettlePage> {
    await page.getByTestId('settle-page').waitFor();
    return new SettlePage(page);
  }

  /** Waits for the delivery address chosen for the order (the default one). */
  async addressChosen(): Promise<void> {
    await poll(() => this.page.locator('.address-card.active').count()).toBe(1);
  }

  /** The amount to pay, as the page shows it. */
  amount(): Promise<string | null> {
    return this.page.getByTestId('settle-pay').textContent();
  }

  /** 提交订单 (a double click when `twice`: still one order); resolves with the order number of the pay page. */
  async submit(twice = false): Promise<string> {
    const button = this.page.getByRole('button', { name: /提交订单/ });
    if (twice) await button.dblclick();
    else await button.click();
    await this.page.waitForURL(/\/pay-page\?orderNo=/);
    return new URL(this.page.url()).searchParams.get('orderNo')!;
  }
}
