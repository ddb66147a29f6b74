import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = () => inject('e2eBaseUrl');

/** One Chromium per spec file; each test opens pages in its own context (fresh storage). */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: FLAGS,
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    /** `baseUrl`: a journey's own server (support/server.ts) instead of the shared one. */
    async newContext(
      options: { viewport?: { width: number; height: number }; baseUrl?: string } = {},
    ): Promise<BrowserContext> {
      return state.browser!.newContext({
        baseURL: options.baseUrl ?? baseUrl(),
        viewport: options.viewport ?? { width: 1280, height: 800 },
      });
    },
    async newPage(
      options: { viewport?: { width: number; height: number }; baseUrl?: string } = {},
    ): Promise<Page> {
      const context = await this.newContext(options);
      const page = await context.newPage();
      page.on('pageerror', (err) => console.error('[page error]', err.message));
      return page;
    },
  };
}

/**
 * Waits until React has taken over the server's markup of a page (ADR 0029): its buttons respond from
 * then on (a click before it lands on inert markup). React keeps its own keys on the elements it owns.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const heading = document.querySelector('#root h1');
    return !!heading && Object.keys(heading).some((key) => key.startsWith('__react'));
  });
