import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What `libraryClosure` reads of rolldown's plugin context. */
interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[]; code: string | null } | null;
}

/**
 * How the build splits code (rolldown's `output.codeSplitting.groups`). Left to the default splitting,
 * every set of screens sharing a module gets a chunk of its own: the sign-in page fetched 56 files and
 * a working screen 80–100. Groups instead:
 *
 * - `framework`: React, the router, the query client, axios, zod — every screen runs them, so they are
 *   one file that changes only when a dependency is upgraded.
 * - `base`: the library code of the signed-in shell (app/AntdShell.tsx and the navigation: antd's core,
 *   ConfigProvider, Layout, Menu, Button…, dayjs), found by following their imports (see `buildEnd`),
 *   minus what the sign-in page uses. The sign-in page draws no antd, so a first visit never loads it.
 * - `icons`: icons two or more screens use; `antd-common`: the rest of antd used by at least
 *   COMMON_SHARE lazy screens — Table, Select, Dropdown, Pagination… — one file each.
 * - `app-common`: the API layer (HTTP client, each domain's calls, the contracts) the screens share.
 * - `sign-in` and `shell`: the app's own modules the sign-in page, and the signed-in shell, reach.
 *
 * What only a few screens use (ECharts, KaTeX, the picker of one dialog) stays with those screens.
 * The budget is checked by scripts/bundle-report.mjs (apps/web/src/app/bundleBudget.test.ts).
 */
const NM = /[\\/]node_modules[\\/]/;
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-is|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+|zustand|use-sync-external-store|axios|zod|js-cookie)[\\/]/;
const ANTD_FAMILY =
  /[\\/]node_modules[\\/](antd|@ant-design[\\/][^\\/]+|@rc-component[\\/][^\\/]+|rc-[^\\/]+|@babel[\\/]runtime|@emotion[\\/][^\\/]+|classnames|clsx|stylis|throttle-debounce|is-mobile|compute-scroll-into-view|scroll-into-view-if-needed)[\\/]/;
/** The app's own shared API layer: the HTTP client, the calls of each domain, the contracts. */
const APP_SHARED =
  /[\\/](apps[\\/]web[\\/]src[\\/](api[\\/]|features[\\/][^\\/]+[\\/]api\.ts)|packages[\\/]contracts[\\/])/;
const ICONS = /[\\/]node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/;
/** Barrels that re-export a whole library: followed through what a module names, not wholesale. */
const ANTD_BARREL = /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/;
const ICONS_BARREL = /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/;

/** The app's own modules (not the shared API layer, which has its group). */
const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
/**
 * A door of the app's own code (src/features/<name>/index.ts, src/session/index.ts): re-exports only,
 * followed by the names a module imports from it.
 */
const DOOR = /[\\/]src[\\/](features[\\/][^\\/]+|session)[\\/]index\.ts$/;

/** The sign-in route's lazy screen: drawn without antd, its library code stays out of `base`. */
const SIGN_IN_PAGE = /[\\/]src[\\/]features[\\/]public[\\/]LoginPage\.tsx$/;
/** The signed-in shell: antd's provider and the navigation, whose library code is `base`. */
const ANTD_SHELL = /[\\/]src[\\/]app[\\/]AntdShell\.tsx$/;
const SHELL = /[\\/]src[\\/]app[\\/](AntdShell|shell[\\/](FullShell|RightBar))\.tsx$/;

/** Lazy screens that must share an antd module before it moves into `antd-common`. */
export const COMMON_SHARE = 3;

const kebab = (name: string) =>
  name.replace(/[A-Z]/g, (c, i: number) => (i === 0 ? '' : '-') + c.toLowerCase());

function namedImports(code: string, from: string): string[] {
  const names: string[] = [];
  const re = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${from}["']`, 'g');
  for (const m of code.matchAll(re)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The module id a relative specifier of `from` names, among `ids` (extension and /index optional). */
function resolveAmong(from: string, spec: string, ids: readonly string[]): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => path.normalize(base + ext));
  return ids.find((id) => candidates.includes(path.normalize(id)));
}

/** Names a module imports from `spec` (`import { a, b as c } from spec`), or null when it takes the whole. */
function importedNames(code: string, spec: string): string[] | null {
  const quoted = spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const whole = new RegExp(`(import|export)\\s*(\\*|[\\w$]+\\s*(,|from))[^;]*["']${quoted}["']`);
  if (whole.test(code)) return null;
  const names: string[] = [];
  const re = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, 'g');
  for (const m of code.matchAll(re)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** The modules a door re-exports the given names from (`export { a, b as c } from './x'`). */
function doorTargets(ctx: ModuleGraph, door: string, names: string[]): string[] | null {
  const info = ctx.getModuleInfo(door);
  if (!info?.code) return null;
  const targets: string[] = [];
  for (const m of info.code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const exported = (m[1] ?? '').split(',').map((part) => {
      const [local, as] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      return (as ?? local ?? '').trim();
    });
    if (!exported.some((name) => names.includes(name))) continue;
    const target = resolveAmong(door, m[2] ?? '', info.importedIds);
    if (!target) return null;
    targets.push(target);
  }
  return targets;
}

/**
 * The library modules and the app's own modules reachable from `start` by static imports, except that
 * antd's and the icons' barrels are entered only through the components a module names (every module of
 * antd is reachable from its barrel, while the shell uses a few dozen components), and a door of the app
 * only through the names a module imports from it (with `sideEffects: ["*.css"]` in package.json the
 * build drops what a door re-exports and nobody uses; the groups must not count it either).
 */
function closure(ctx: ModuleGraph, start: string[]): { lib: Set<string>; app: Set<string> } {
  const ids = [...ctx.getModuleIds()];
  const antdDir = ids.find((id) => ANTD_BARREL.test(id))?.replace(/index\.js$/, '');
  const iconsDir = ids.find((id) => ICONS_BARREL.test(id))?.replace(/index\.js$/, 'icons/');
  const known = new Set(ids);
  const lib = new Set<string>();
  const app = new Set<string>();
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    if (NM.test(id)) lib.add(id);
    else if (APP_SOURCE.test(id)) app.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    for (const next of info.importedIds) {
      if (ANTD_BARREL.test(next) || ICONS_BARREL.test(next)) continue;
      if (DOOR.test(next) && info.code && !DOOR.test(id)) {
        // Through another feature's door, only to the modules whose names this one imports: a door
        // re-exports much more than any one screen uses.
        const spec = [...info.code.matchAll(/from\s*["'](\.[^"']*)["']/g)]
          .map((m) => m[1] as string)
          .find((s) => resolveAmong(id, s, [next]));
        const names = spec === undefined ? null : importedNames(info.code, spec);
        const targets = names && doorTargets(ctx, next, names);
        if (targets) {
          stack.push(...targets);
          continue;
        }
      }
      stack.push(next);
    }
    if (NM.test(id) || !info.code) continue;
    for (const name of namedImports(info.code, 'antd')) {
      const target = `${antdDir}${kebab(name)}/index.js`;
      if (antdDir && known.has(target)) stack.push(target);
    }
    for (const name of namedImports(info.code, '@ant-design/icons')) {
      const target = `${iconsDir}${name}.js`;
      if (iconsDir && known.has(target)) stack.push(target);
    }
  }
  return { lib, app };
}

interface ChunkGroup {
  name: string;
  test: RegExp | ((id: string) => boolean);
  priority: number;
  minShareCount?: number;
  includeDependenciesRecursively?: boolean;
}

export function codeSplitting(): { plugin: Plugin; options: { groups: ChunkGroup[] } } {
  let base = new Set<string>();
  let signIn = new Set<string>();
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: 'zhijuan-chunk-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = closure(
        this,
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
      );
      const light = closure(
        this,
        ids.filter((id) => this.getModuleInfo(id)?.isEntry || SIGN_IN_PAGE.test(id)),
      );
      const signedIn = closure(
        this,
        ids.filter((id) => SHELL.test(id)),
      );
      base = new Set([...signedIn.lib].filter((id) => !light.lib.has(id)));
      // The entry's modules stay in the entry; the lazy screens that start each set stay chunks of their
      // own (the targets of their imports).
      const own = (id: string) => !APP_SHARED.test(id) && !entry.app.has(id) && !SIGN_IN_PAGE.test(id);
      signIn = new Set([...light.app].filter(own));
      shell = new Set(
        [...signedIn.app].filter((id) => own(id) && !light.app.has(id) && !ANTD_SHELL.test(id)),
      );
      if (process.env.DEBUG_CHUNKS) {
        console.log('base:', base.size, 'sign-in:', signIn.size, 'shell:', shell.size);
      }
    },
  };
  const options: { groups: ChunkGroup[] } = {
    groups: [
      { name: 'framework', test: FRAMEWORK, priority: 30 },
      { name: 'base', test: (id: string) => base.has(id), priority: 20 },
      {
        name: 'icons',
        test: (id: string) => ICONS.test(id) && !base.has(id),
        minShareCount: 2,
        priority: 15,
      },
      { name: 'antd-common', test: ANTD_FAMILY, minShareCount: COMMON_SHARE, priority: 10 },
      {
        name: 'app-common',
        test: APP_SHARED,
        minShareCount: COMMON_SHARE,
        includeDependenciesRecursively: false,
        priority: 5,
      },
      // The sign-in page's own modules shared with other screens (the login box, plain controls…),
      // and the signed-in shell's (top bar, navigation, tool bar…): one file each instead of a dozen.
      {
        name: 'sign-in',
        test: (id: string) => signIn.has(id),
        includeDependenciesRecursively: false,
        priority: 4,
      },
      {
        name: 'shell',
        test: (id: string) => shell.has(id),
        includeDependenciesRecursively: false,
        priority: 3,
      },
    ],
  };
  return { plugin, options };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes `file.gz` and `file.br` beside every text file of the build, so the server sends compressed
 * bytes without compressing on each request (@fastify/static `preCompressed`). Runs once the files are
 * written: other plugins still rewrite chunks while the bundle is generated.
 */
export function precompress(): Plugin {
  return {
    name: 'zhijuan-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName) || fileName.startsWith('.vite/')) continue;
        const bytes = fs.readFileSync(path.join(dir, fileName));
        if (bytes.length < 1024) continue;
        fs.writeFileSync(path.join(dir, `${fileName}.gz`), gzipSync(bytes, { level: 9 }));
        const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        fs.writeFileSync(path.join(dir, `${fileName}.br`), brotli);
      }
    },
  };
}
