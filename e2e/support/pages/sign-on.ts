/** The sign-on site (/sso) as a person uses it. */
import type { Page } from 'playwright-core';

export class SignOnPage {
  constructor(
    private readonly page: Page,
    private readonly baseURL: string,
  ) {}

  /** Opens the sign-on page, asked to come back to `from` (a path of the portal) afterwards. */
  async open(from = '/home'): Promise<void> {
    await this.page.goto(`/sso/login?redirect=${encodeURIComponent(this.baseURL + from)}`);
  }

  /** Signs in by phone and password and waits to land back on the portal. */
  async signIn(phone: string, password: string): Promise<void> {
    await this.page
      .getByPlaceholder(/手机号|账号/)
      .first()
      .fill(phone);
    await this.page.getByPlaceholder(/密码/).first().fill(password);
    // The portal exchanges the address's one-time token for its own session (tokenLogin revokes the first): the
    // session cookie to read afterwards is the one that answer sets.
    const intake = this.page.waitForResponse((res) => res.url().includes('/account/tokenLogin'), { timeout: 20_000 });
    intake.catch(() => undefined); // awaited below; not left unhandled when a step before fails
    await this.page.getByRole('button', { name: /登\s*录/ }).click();
    await this.page.waitForURL((url) => !url.pathname.startsWith('/sso'), { timeout: 20_000 });
    await intake;
  }
}
