import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { devSaveMiddleware, SAVE_MAX_BYTES, TOKEN_HEADER } from '../../src/project/dev-save';
import { ROOT } from '../cli/harness';

/**
 * `site dev`'s save endpoint (src/project/dev-save.ts), served as the dev server serves it,
 * and asked what issue 34 found it doing: a DNS-rebinding request, a body far over the
 * limit, a kill mid-write, a character split between two chunks, a map outside the project.
 */

const FIXTURE = join(ROOT, 'test/fixtures/publisher');
const TOKEN = 'a-test-key-0123456789abcdef';
const BASE = '/games/clippers/';
const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

function project(edit: (dir: string) => void = () => {}): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'clippers-save-')), 'site');
  cpSync(FIXTURE, dir, { recursive: true });
  edit(dir);
  return dir;
}

async function serve(dir: string): Promise<number> {
  const save = devSaveMiddleware({ projectDir: dir, base: BASE, token: TOKEN });
  const server = createServer((req, res) => save(req, res, () => res.writeHead(404).end()));
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

interface Sent {
  status: number;
  body: { ok: boolean; errors?: string[] };
  /** Bytes of the body written before the answer came. */
  sentBefore: number;
}

/**
 * A POST over a plain socket, its body written in `chunks` (one write each, a pause between),
 * with the editor's headers unless changed. A plain socket keeps whatever the server answered
 * even when a later write fails because the server stopped reading (as a browser does).
 */
function post(port: number, chunks: Buffer[], headers: Record<string, string | undefined> = {}, pauseMs = 20): Promise<Sent> {
  return new Promise((done) => {
    const total = chunks.reduce((n, c) => n + c.length, 0);
    const all: Record<string, string> = { host: `localhost:${port}`, origin: `http://localhost:${port}`, 'content-type': 'application/json', [TOKEN_HEADER]: TOKEN, 'content-length': String(total) };
    for (const [k, v] of Object.entries(headers)) {
      if (v === undefined) delete all[k];
      else all[k] = v;
    }
    const chunked = all['transfer-encoding'] === 'chunked';
    if (chunked) delete all['content-length'];
    let sent = 0;
    let sentBefore = -1;
    let answer = '';
    const socket = connect(port, '127.0.0.1');
    socket.on('data', (d) => {
      if (sentBefore < 0) sentBefore = sent;
      answer += d;
      // The whole answer is in: hang up, as a browser would on a refusal.
      const [head, body] = answer.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? NaN);
      if (body !== undefined && Buffer.byteLength(body) >= length) socket.destroy();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head, body = ''] = answer.split('\r\n\r\n');
      let parsed: Sent['body'] = { ok: false, errors: [`no JSON answer: ${body}`] };
      try {
        parsed = JSON.parse(body);
      } catch {
        // said in errors above
      }
      done({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), body: parsed, sentBefore });
    });
    const write = (data: Buffer | string) => new Promise<boolean>((ok) => socket.write(data, (e) => ok(!e)));
    (async () => {
      await write(`POST ${BASE}__rulekit/map HTTP/1.1\r\n${Object.entries(all).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`);
      for (const chunk of chunks) {
        if (answer || socket.destroyed) return;
        if (!(await write(chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk))) return;
        sent += chunk.length;
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
      if (chunked && !answer) await write('0\r\n\r\n');
    })().catch(() => {});
  });
}

const board = (dir: string) => readFileSync(join(dir, 'board.json'), 'utf8');
const renamed = (text: string, name: string) => {
  const map = JSON.parse(text);
  map.islands[0].name = name;
  return Buffer.from(JSON.stringify(map));
};

describe('site dev’s save endpoint', () => {
  it('saves the editor’s board', async () => {
    const dir = project();
    const port = await serve(dir);
    const r = await post(port, [renamed(board(dir), 'Harbour Rock')]);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, file: 'board.json' });
    expect(JSON.parse(board(dir)).islands[0].name).toBe('Harbour Rock');
  });

  it('refuses a DNS-rebinding request (Host and Origin both the attacker’s name), and a request without the key', async () => {
    const dir = project();
    const before = board(dir);
    const port = await serve(dir);
    const body = [renamed(before, 'Pwned')];
    const rebinding = await post(port, body, { host: `attacker.example:${port}`, origin: `http://attacker.example:${port}` });
    expect(rebinding.status).toBe(403);
    expect(rebinding.body.errors?.[0]).toMatch(/localhost, 127\.0\.0\.1 or \[::1\]/);
    const noKey = await post(port, body, { [TOKEN_HEADER]: undefined });
    expect(noKey.status).toBe(403);
    const wrongKey = await post(port, body, { [TOKEN_HEADER]: 'a-test-key-0123456789abcdeX' });
    expect(wrongKey.status).toBe(403);
    expect(wrongKey.body.errors?.[0]).toMatch(/reload the editor/);
    const otherOrigin = await post(port, body, { origin: 'http://evil.example' });
    expect(otherOrigin.status).toBe(403);
    expect(board(dir)).toBe(before);
    // Every local name the server answers to may save.
    for (const host of [`127.0.0.1:${port}`, `[::1]:${port}`]) {
      const ok = await post(port, body, { host, origin: `http://${host}` });
      expect(ok.status, host).toBe(200);
    }
  });

  it('refuses a body over the limit before reading it whole', async () => {
    const dir = project();
    const before = board(dir);
    const port = await serve(dir);
    // 64 MB announced in chunks of 1 MB, without a length: the answer must come after about 2 MB.
    const chunk = Buffer.alloc(1_000_000, 0x20);
    const r = await post(port, Array.from({ length: 64 }, () => chunk), { 'transfer-encoding': 'chunked' }, 5);
    expect(r.status, JSON.stringify(r)).toBe(413);
    expect(r.sentBefore).toBeLessThan(SAVE_MAX_BYTES + 4_000_000);
    // A declared length over the limit is refused before a byte is read.
    const declared = await post(port, [], { 'content-length': String(600_000_000) });
    expect(declared.status).toBe(413);
    expect(declared.sentBefore).toBe(0);
    expect(board(dir)).toBe(before);
  });

  it('keeps a character split between two chunks whole', async () => {
    const dir = project();
    const port = await serve(dir);
    const body = renamed(board(dir), 'Île Éloignée');
    // Split inside the two bytes of "Î" (C3 8E).
    const at = body.indexOf(Buffer.from('Î')) + 1;
    const r = await post(port, [body.subarray(0, at), body.subarray(at)]);
    expect(r.status).toBe(200);
    expect(JSON.parse(board(dir)).islands[0].name).toBe('Île Éloignée');
  });

  it('refuses a map outside the project, by path or by symlink', async () => {
    const outsider = join(mkdtempSync(join(tmpdir(), 'clippers-outside-')), 'x.json');
    writeFileSync(outsider, 'not yours');
    const up = project((d) => {
      cpSync(join(d, 'board.json'), join(d, '..', 'x.json'));
      writeFileSync(join(d, 'rulekit.yaml'), readFileSync(join(d, 'rulekit.yaml'), 'utf8').replace('map: board.json', 'map: ../x.json'));
    });
    const port = await serve(up);
    const r = await post(port, [renamed(board(up), 'Elsewhere')]);
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]).toBe('map: ../x.json leads outside the project folder; the editor writes only inside it');
    expect(readFileSync(join(up, '..', 'x.json'), 'utf8')).not.toContain('Elsewhere');
    const linked = project((d) => {
      rmSync(join(d, 'board.json'));
      symlinkSync(outsider, join(d, 'board.json'));
    });
    const port2 = await serve(linked);
    const s = await post(port2, [renamed(readFileSync(join(FIXTURE, 'board.json'), 'utf8'), 'Elsewhere')]);
    expect(s.status).toBe(400);
    expect(readFileSync(outsider, 'utf8')).toBe('not yours');
  });

  it('leaves the old board or the new one, never a part, when killed mid-save (20 runs)', async () => {
    const dir = project();
    const file = join(dir, 'board.json');
    // Two boards, about 150 kB each (the notes padded) so that a write takes a while.
    const make = (name: string) => {
      const map = JSON.parse(readFileSync(join(FIXTURE, 'board.json'), 'utf8'));
      map.islands[0].name = name;
      map.notes = 'x'.repeat(100_000);
      return `${JSON.stringify(map, null, 2)}\n`;
    };
    const [a, b] = [make('Old Rock'), make('New Rock')];
    writeFileSync(join(dir, 'a.json'), a);
    writeFileSync(join(dir, 'b.json'), b);
    // A process that saves the two boards in turn, as fast as it can, until it is killed: the
    // writer bundled to plain JavaScript first, so that each of the 20 processes starts at once.
    const writer = join(dir, '..', 'write-atomic.mjs');
    await build({ entryPoints: [join(ROOT, 'src/project/write-atomic.ts')], bundle: true, platform: 'node', format: 'esm', outfile: writer, logLevel: 'silent' });
    const script = `import { readFileSync } from 'node:fs';
import { writeFileAtomic } from ${JSON.stringify(writer)};
const texts = [readFileSync(process.argv[2] + '/a.json', 'utf8'), readFileSync(process.argv[2] + '/b.json', 'utf8')];
process.stdout.write('ready\\n');
for (let i = 0; ; i++) writeFileAtomic(process.argv[2] + '/board.json', texts[i % 2]);
`;
    writeFileSync(join(dir, '..', 'saver.mjs'), script);
    for (let run = 0; run < 20; run++) {
      writeFileSync(file, a);
      const child = spawn(process.execPath, [join(dir, '..', 'saver.mjs'), dir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((ready) => child.stdout!.once('data', () => ready()));
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 60));
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      const text = readFileSync(file, 'utf8');
      expect(text === a || text === b, `run ${run}: ${text.length} bytes`).toBe(true);
    }
  }, 60_000);
});
