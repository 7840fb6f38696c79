import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

interface LockEntry {
  version?: string;
  engines?: Record<string, string> | string[];
}

const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Every locked package whose declared Node range leaves out `version`, as `name@version (range)`. */
function refusing(version: string): string[] {
  return Object.entries(lock.packages).flatMap(([where, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (!where || !range || semver.satisfies(version, range)) return [];
    return [`${where.replace(/^.*node_modules\//, '')}@${entry.version} (${range})`];
  });
}

describe('Node versions', () => {
  it('every locked dependency accepts the documented minimum Node, so npm install prints no engine warning', () => {
    const minimum = semver.minVersion(manifest.engines.node)?.version;
    expect(minimum).toBe('20.19.0');
    expect(refusing(minimum as string)).toEqual([]);
  });

  it('and the Node running the tests', () => {
    expect(refusing(process.versions.node)).toEqual([]);
  });
});
