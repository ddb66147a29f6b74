import { useRouter } from '@tanstack/react-router';

/** What every route and layout may ask the router: whether a path of the route table has a screen. */
export type TRouterContext = { hasScreen: (path: string) => boolean };

/** The screens registry's answer, as the route guard uses it (apps/web/src/app/guards.ts). */
export function useHasScreen(): TRouterContext['hasScreen'] {
  const context: Partial<TRouterContext> | undefined = useRouter().options.context;
  return context?.hasScreen ?? (() => true);
}
