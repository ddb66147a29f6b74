import type { TLanguage } from '@sewa/domain';
import type { AnyRouter } from '@tanstack/react-router';
import { i18n } from '../i18n';
import { createLanguageRewrite, languageFor, prefixOf, storeLanguage, switchLanguageHref } from '../language';

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
