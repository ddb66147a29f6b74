import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/deployment.md is the operator's reference (issue 8): its configuration table must name every
// variable the server reads, and the supervisor files it describes must exist and agree with it.

const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');

describe('docs/deployment.md', () => {
  const guide = read('docs/deployment.md');
  const table = guide.slice(guide.indexOf('## Configuration'));

  it('lists every environment variable config.ts and admin:create read', () => {
    const names = [
      ...read('apps/server/src/config.ts').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g),
      ...read('scripts/admin-create.mjs').matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g),
    ].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(15);
    const missing = [...new Set(names)].filter((name) => !table.includes(`| \`${name}\` |`));
    expect(missing).toEqual([]);
  });

  it('is linked from the README', () => {
    expect(read('README.md')).toContain('(docs/deployment.md)');
  });

  it('ships the systemd unit and the container image it describes, both stopping gracefully', () => {
    const unit = read('deploy/sewa.service');
    expect(unit).toMatch(/^ExecStart=.*apps\/server\/dist\/main\.js$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThan(25);
    expect(unit).toMatch(/^Environment=APP_ENV=production$/m);
    const image = read('deploy/Containerfile');
    expect(image).toMatch(/APP_ENV=production/);
    expect(image).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
    expect(image).toMatch(/^CMD .*apps\/server\/dist\/main\.js/m);
    expect(guide).toContain('deploy/sewa.service');
    expect(guide).toContain('deploy/Containerfile');
  });
});
