import type { TLanguage } from '@sewa/domain';
import type { AnyRouter } from '@tanstack/react-router';
import { i18n } from '../i18n';
import {
  asLanguage,
  createLanguageRewrite,
  languageFor,
  prefixOf,
  storeLanguage,
  switchLanguageHref,
} from '../language';

// Which prefix the app shows now. The router's output rewrite reads it on every link and navigation.
let activePrefix: TLanguage | null = null;
// The prefix when the rewrite object was last given to the router (Link hrefs are cached per rewrite).
let rewritePrefix: TLanguage | null = null;

export const getActivePrefix = (): TLanguage | null => activePrefix;

export function createAppRewrite(initialPublicPath: string) {
  activePrefix = prefixOf(initialPublicPath);
  rewritePrefix = activePrefix;
  return createLanguageRewrite(getActivePrefix);
}

/**
 * Follows the URL the visitor is on (first load, back/forward, typed URLs): its prefix becomes the active
 * one and picks the language. Runs in the root route's beforeLoad, so redirects keep the prefix.
 */
export function followUrlLanguage(publicPath: string): void {
  const prefix = prefixOf(publicPath);
  activePrefix = prefix;
  if (prefix) storeLanguage(prefix);
  const language = languageFor(publicPath);
  if (i18n.isInitialized && i18n.language !== language) void i18n.changeLanguage(language);
}

/** After a navigation: a new prefix needs a new rewrite object so that cached link hrefs are rebuilt. */
export function refreshRewriteIfNeeded(router: AnyRouter): void {
  if (rewritePrefix === activePrefix) return;
  rewritePrefix = activePrefix;
  router.update({ ...router.options, rewrite: createLanguageRewrite(getActivePrefix) });
}

/** The language switch: same page, other prefix, choice remembered. */
export function switchLanguage(router: AnyRouter, language: TLanguage): void {
  storeLanguage(language);
  activePrefix = language;
  refreshRewriteIfNeeded(router);
  router.history.push(switchLanguageHref(router.history.location.href, language));
}

/**
 * After signing in: the user's saved language (`user_info.language`) when the page shows another. It is
 * remembered as the switch's choice is, and a prefixed page's prefix follows, so the navigation that ends
 * the sign-in lands in that language; nothing is sent back to the server.
 */
export function adoptSavedLanguage(router: AnyRouter, language: TLanguage): void {
  if (asLanguage(i18n.language) === language) return;
  storeLanguage(language);
  if (activePrefix) {
    activePrefix = language;
    refreshRewriteIfNeeded(router);
  }
  void i18n.changeLanguage(language);
}
