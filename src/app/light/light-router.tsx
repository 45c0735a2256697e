import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { RouteHandle } from '../route-table';

/**
 * What a light start (docs/decisions/0022-light-start.md) puts where the app imports `react-router`: the few parts
 * of it a public page's own components use, for one page that stays one page. A link is a plain link and a
 * navigation is a page load (the public pages are pre-rendered, so each arrives as HTML); the markup is React
 * Router's, so the page hydrates against the HTML the build rendered with the real router.
 */
export interface LightPage {
  /** The language prefix, as the app's basename. */
  basename: string;
  /** Below the basename. */
  pathname: string;
  search: string;
  hash: string;
  params: Record<string, string>;
  routeId: RouteHandle['routeId'];
  /** What the root layout's <Outlet /> shows. */
  outlet: ReactNode;
}

const PageContext = createContext<LightPage | null>(null);

function usePage(): LightPage {
  const page = useContext(PageContext);
  if (!page) throw new Error('A light page renders inside <LightRouter>');
  return page;
}

/**
 * React Router renders its routes beside a place for its hydration script (empty here): two children. React's
 * useId counts siblings on the way down, so the same two here give the page's components the ids the HTML holds (a
 * menu's `aria-controls`), and a client render after it the same ids again.
 */
export function LightRouter({ page, children }: { page: LightPage; children: ReactNode }) {
  return (
    <>
      <PageContext.Provider value={page}>{children}</PageContext.Provider>
      {null}
    </>
  );
}

type To = string | { pathname?: string; search?: string; hash?: string };

const hrefOf = (basename: string, to: To): string => {
  const { pathname = '/', search = '', hash = '' } = typeof to === 'string' ? { pathname: to } : to;
  const joined = basename && pathname === '/' ? basename : `${basename}${pathname}`;
  return `${joined}${search}${hash}`;
};

export const useLocation = () => {
  const { pathname, search, hash } = usePage();
  return { pathname, search, hash, state: null, key: 'default' };
};

export const useHref = (to: To) => hrefOf(usePage().basename, to);

export const useParams = () => usePage().params;

export const useMatches = () => {
  const { routeId, pathname, params } = usePage();
  return [{ id: routeId, pathname, params, data: undefined, handle: { routeId } satisfies RouteHandle }];
};

export const useNavigation = () => ({ state: 'idle' as const });

export function useNavigate() {
  const { basename } = usePage();
  return (to: To | number, options?: { replace?: boolean }) => {
    if (typeof to === 'number') history.go(to);
    else if (options?.replace) location.replace(hrefOf(basename, to));
    else location.assign(hrefOf(basename, to));
  };
}

export const Outlet = () => usePage().outlet;

// A page load restores the scroll position itself.
export const ScrollRestoration = () => null;

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  // React Router's navigation options, which mean nothing to a page load.
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  reloadDocument?: boolean;
  viewTransition?: boolean;
  caseSensitive?: boolean;
};

/** React Router's navigation options, which mean nothing to a page load: not attributes of the <a>. */
const routerOnly = new Set([
  'replace',
  'state',
  'preventScrollReset',
  'reloadDocument',
  'viewTransition',
  'caseSensitive',
]);

/** React Router's <a>, with its `data-discover` marker as in the HTML the real router rendered. */
export const Link = forwardRef<HTMLAnchorElement, AnchorProps>(function Link({ to, children, ...props }, ref) {
  const anchor = Object.fromEntries(Object.entries(props).filter(([name]) => !routerOnly.has(name)));
  return (
    <a {...anchor} ref={ref} href={useHref(to)} data-discover="true">
      {children}
    </a>
  );
});

interface NavState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

type NavLinkProps = Omit<AnchorProps, 'className' | 'style' | 'children'> & {
  end?: boolean;
  className?: string | ((state: NavState) => string | undefined);
  style?: CSSProperties | ((state: NavState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavState) => ReactNode);
};

/** React Router's rule: the link's path, or (without `end`) a path below it. */
function isActivePath(current: string, target: string, end: boolean): boolean {
  const location = current.toLowerCase();
  const path = target.toLowerCase();
  const slashAt = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  return location === path || (!end && location.startsWith(path) && location.charAt(slashAt) === '/');
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, className, style, children, 'aria-current': ariaCurrent = 'page', ...rest },
  ref,
) {
  const { pathname } = usePage();
  const target = typeof rest.to === 'string' ? rest.to : (rest.to.pathname ?? '/');
  const state: NavState = { isActive: isActivePath(pathname, target, end), isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      aria-current={state.isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, state.isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
});

/** The route table's use of matchPath: does a path fit a route's pattern (`/blog/:slug`)? */
export function matchPath(pattern: string, pathname: string) {
  const names: string[] = [];
  const source = pattern
    .replace(/\/+$/, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_match, name: string) => {
      names.push(name);
      return '/([^/]+)';
    })
    .replace(/\/\*$/, '(?:/.*)?');
  const match = new RegExp(`^${source}/*$`, 'i').exec(pathname);
  if (!match) return null;
  return {
    params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')])),
    pathname,
    pattern: { path: pattern },
  };
}
