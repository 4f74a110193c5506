import { canTravel, otherEnd } from './board';
import { checkCards } from './check-cards';
import { checkDrawing } from './check-drawing';
import { Context, isCount, isShipCompany, plural, push, quote } from './check-context';
import { compareDiagnostics, type Diagnostic } from './diagnostics';
import { COMPANY_IDS, SHIP_COMPANY_IDS, type BoardMap, type Company, type CompanyId } from './schema';

/**
 * Does a well-shaped map (see `parseMap`) make a playable board? Every problem is
 * reported at once, each with the ids involved and how to fix it, so a designer can
 * work through the list. Runs on plain arrays and integer indices because the
 * editor re-checks on every change and must stay fast on very large maps.
 */

export interface CheckOptions {
  /** Also judge the board as the site draws it (links through islands and the like). Default true; the engine passes false, since coordinates never change the rules. */
  drawing?: boolean;
  /**
   * Also judge where island names fit at the board's own scale (`label.overlap`, with the drawing). Default false: placing
   * every name takes tens of milliseconds on the published board, too slow for the editor's check on every change;
   * `clippers check` and the project check ask for it.
   */
  names?: boolean;
}

export function checkMap(map: BoardMap, options: CheckOptions = {}): Diagnostic[] {
  const ctx = new Context(map);
  checkIds(ctx);
  checkCompanies(ctx);
  checkNumbers(ctx);
  checkHarbors(ctx);
  checkLinks(ctx);
  checkCards(ctx);
  checkIslandLinks(ctx);
  checkReach(ctx);
  if (options.drawing !== false) checkDrawing(ctx, options.names === true);
  return ctx.out.sort(compareDiagnostics);
}

function checkIds(ctx: Context): void {
  const { map, board } = ctx;
  // The board index already dropped repeated ids; only look for them when it did.
  if (board.nodeIds.length < map.islands.length + map.harbors.length) {
    const nodes = findDuplicates([
      [map.islands, 'island'],
      [map.harbors, 'harbor'],
    ]);
    reportDuplicates(ctx, nodes, 'Islands and harbors share one set of ids');
  }
  if (board.linkIndex.size < map.links.length) reportDuplicates(ctx, findDuplicates([[map.links, '']]), 'Link ids must be unique');
  reportDuplicates(ctx, findDuplicates([[map.departureCards, '']]), 'Departure card ids must be unique');
  reportDuplicates(ctx, findDuplicates([[map.companies, '']]), 'Each company has exactly one entry');
}

/** Repeated id → the kinds of every element that has it. */
function findDuplicates(groups: [elements: readonly { id: string }[], kind: string][]): Map<string, string[]> {
  const first = new Map<string, string>();
  const repeated = new Map<string, string[]>();
  for (const [elements, kind] of groups) {
    for (const { id } of elements) {
      const seen = first.get(id);
      if (seen === undefined) first.set(id, kind);
      else if (repeated.has(id)) repeated.get(id)?.push(kind);
      else repeated.set(id, [seen, kind]);
    }
  }
  return repeated;
}

/** ['island', 'island', 'harbor'] → "2 islands and 1 harbor"; unnamed kinds → "2 entries". */
function describeKinds(kinds: readonly string[]): string {
  if (kinds[0] === '') return `${kinds.length} entries`;
  const counts = new Map<string, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].map(([kind, n]) => plural(n, kind)).join(' and ');
}

function reportDuplicates(ctx: Context, repeated: Map<string, string[]>, rule: string): void {
  for (const [id, kinds] of repeated) {
    ctx.report(
      'id.duplicate',
      [id],
      `${describeKinds(kinds)} have the id "${id}". ${rule}: rename all but one (and the references to them), or delete the extra entries.`,
    );
  }
}

function checkCompanies(ctx: Context): void {
  for (const id of COMPANY_IDS) {
    if (!ctx.company.has(id)) {
      ctx.report('company.missing', [id], `There is no entry for the ${id} company. Add a company with id "${id}" to "companies"; the game needs all six.`);
    }
  }
  for (const company of ctx.company.values()) {
    if (isShipCompany(company.id)) checkShipCompany(ctx, company);
    else checkPurple(ctx, company);
  }
}

function checkShipCompany(ctx: Context, company: Company): void {
  if (company.home !== undefined) {
    ctx.report(
      'company.wrong-field',
      [company.id],
      `Company "${company.id}" has a home island "${company.home}", but only purple has one. Remove "home"; a ship company starts from its "harbor".`,
    );
  }
  if (company.harbor === undefined) {
    const own = ctx.map.harbors.find((h) => h.company === company.id);
    const fix = own ? `Set "harbor" to "${own.id}", the harbor marked for it.` : 'Add a harbor for it and set "harbor" to its id.';
    ctx.report('company.no-harbor', [company.id], `Company "${company.id}" has no harbor to start from. ${fix}`);
  } else if (!ctx.isHarbor(company.harbor)) {
    const what = ctx.isIsland(company.harbor) ? 'an island, not a harbor' : 'not a harbor on the map';
    ctx.report(
      'id.unknown',
      [company.id],
      `Company "${company.id}" starts from "${company.harbor}", which is ${what}. Point "harbor" at an existing harbor id or add the harbor.`,
    );
  }
}

function checkPurple(ctx: Context, purple: Company): void {
  if (purple.harbor !== undefined) {
    ctx.report(
      'company.wrong-field',
      [purple.id],
      `Company "purple" has a harbor "${purple.harbor}", but it starts from its home island. Remove "harbor" and set "home".`,
    );
  }
  if (purple.home === undefined) {
    ctx.report('purple.no-home', [purple.id], 'Company "purple" has no home island. Set "home" to the id of the island its routes start from (American Samoa on the published board).');
  } else if (ctx.isHarbor(purple.home)) {
    ctx.report('purple.no-home', [purple.id], `Company "purple" has its home at "${purple.home}", which is a harbor, not an island. Set "home" to an island id.`);
  } else if (!ctx.isIsland(purple.home)) {
    ctx.report('id.unknown', [purple.id], `Company "purple" has its home at "${purple.home}", which is not an island on the map. Point "home" at an existing island id or add the island.`);
  }
}

function checkNumbers(ctx: Context): void {
  const bad = (id: string, what: string, value: number, fix: string): void => {
    ctx.report('number.not-positive-integer', [id], `${what} of "${id}" is ${value}, not a positive whole number. ${fix}`);
  };
  for (const company of ctx.company.values()) {
    if (!isCount(company.segments)) bad(company.id, 'The segment supply', company.segments, 'Set "segments" to 1 or more.');
    if (isShipCompany(company.id) && !isCount(company.ships)) bad(company.id, 'The ship count', company.ships, 'Set "ships" to 1 or more (one starts on the harbor).');
    if (!isShipCompany(company.id) && company.ships !== 0) {
      ctx.report('purple.has-ships', [company.id], `Company "purple" has ${plural(company.ships, 'ship')}, but it sails none. Set "ships" to 0.`);
    }
  }
  for (const island of ctx.map.islands) {
    if (!isCount(island.value)) bad(island.id, 'The value', island.value, 'Set "value" to 1 or more.');
    if (!isCount(island.ports)) bad(island.id, 'The port-space count', island.ports, 'Set "ports" to 1 or more (2 to 5 on the published board).');
  }
  for (const link of ctx.map.links) {
    if (!isCount(link.segments)) bad(link.id, 'The segment count', link.segments, 'Set "segments" to 1 or more (1 to 4 on the published board).');
  }
  for (const card of ctx.map.departureCards) {
    for (const [island, markers] of Object.entries(card.markers)) {
      if (!isCount(markers)) bad(card.id, `The marker count for "${island}"`, markers, 'Give each island 1 or 2 markers, or remove it from the card.');
    }
  }
}

function checkHarbors(ctx: Context): void {
  const { board } = ctx;
  // Who claims each harbor, so a disagreement is reported once, on the harbor.
  const claimedBy = new Map<string, CompanyId[]>();
  for (const company of ctx.company.values()) {
    if (isShipCompany(company.id) && company.harbor !== undefined) push(claimedBy, company.harbor, company.id);
  }
  for (const harbor of ctx.map.harbors) {
    const node = board.nodeIndex.get(harbor.id) ?? -1;
    if (node < board.islandCount) continue; // a duplicate id: reported as such
    if (!isShipCompany(harbor.company)) {
      ctx.report(
        'harbor.not-ship-company',
        [harbor.id],
        `Harbor "${harbor.id}" belongs to purple, which starts from its home island instead. Give the harbor to one of ${quote(SHIP_COMPANY_IDS)}, or delete it.`,
      );
    } else {
      checkHarborOwner(ctx, harbor.id, harbor.company, claimedBy.get(harbor.id) ?? []);
    }
    if (board.linksAt[node].length === 0) {
      ctx.report('harbor.no-links', [harbor.id], `Harbor "${harbor.id}" has no links, so its company can never build. Add a link from "${harbor.id}" to an island.`);
    }
  }
}

function checkHarborOwner(ctx: Context, harborId: string, owner: CompanyId, claimants: CompanyId[]): void {
  const ownerEntry = ctx.company.get(owner);
  // Missing owner, no harbor or an unknown one are each reported by the company checks.
  const ownerElsewhere = ownerEntry?.harbor !== undefined && ownerEntry.harbor !== harborId && ctx.isHarbor(ownerEntry.harbor);
  const others = claimants.filter((c) => c !== owner);
  if (!ownerElsewhere && others.length === 0) return;
  const parts: string[] = [];
  if (ownerElsewhere) parts.push(`"${owner}" starts from "${ownerEntry?.harbor}"`);
  if (others.length > 0) parts.push(`${quote(others)} ${others.length === 1 ? 'names' : 'name'} "${harborId}" as ${others.length === 1 ? 'its' : 'their'} harbor`);
  ctx.report(
    'harbor.company-mismatch',
    [harborId],
    `Harbor "${harborId}" is marked for company "${owner}", but ${parts.join(' and ')}. Make the harbor's "company" and the company's "harbor" name each other.`,
  );
}

function checkLinks(ctx: Context): void {
  const { board, map } = ctx;
  const nodes = board.nodeIds.length;
  // Pair key → links after the first; integer keys and no per-link allocation, for large maps.
  const firstBetween = new Map<number, number>();
  const laterBetween = new Map<number, number[]>();
  map.links.forEach((link, i) => {
    const { from, to } = board.links[i];
    if (from < 0 || to < 0) {
      if (from < 0) reportMissingEnd(ctx, link.id, 'from', link.from);
      if (to < 0) reportMissingEnd(ctx, link.id, 'to', link.to);
      return;
    }
    if (from === to) {
      ctx.report('link.self-loop', [link.id], `Link "${link.id}" joins "${link.from}" to itself. Point "to" at a different island, or delete the link.`);
      return;
    }
    if (from >= board.islandCount && to >= board.islandCount) {
      ctx.report(
        'link.joins-harbors',
        [link.id],
        `Link "${link.id}" joins two harbors, "${link.from}" and "${link.to}", but routes never arrive at a harbor. Point one end at an island.`,
      );
    }
    const key = Math.min(from, to) * nodes + Math.max(from, to);
    if (!firstBetween.has(key)) firstBetween.set(key, i);
    else push(laterBetween, key, i);
  });
  for (const [key, later] of laterBetween) {
    if (later.length < 2) continue;
    const group = [firstBetween.get(key) ?? -1, ...later];
    const ids = group.map((i) => map.links[i].id);
    const first = map.links[group[0]];
    ctx.report(
      'link.too-many-parallel',
      ids,
      `${group.length} links join "${first.from}" and "${first.to}" (${quote(ids)}); a route is single or double. Delete all but two of them.`,
    );
  }
}

function reportMissingEnd(ctx: Context, linkId: string, field: 'from' | 'to', end: string): void {
  ctx.report(
    'link.missing-end',
    [linkId],
    `Link "${linkId}" ends at "${end}", which is not an island or harbor. Point "${field}" at an existing island id or add the island.`,
  );
}

function checkIslandLinks(ctx: Context): void {
  const { board } = ctx;
  for (let node = 0; node < board.islandCount; node++) {
    const n = board.linksAt[node].length;
    if (n >= 2) continue;
    const id = board.nodeIds[node];
    ctx.report('island.few-links', [id], `Island "${id}" has ${plural(n, 'link')}, fewer than 2 (every island on the published board has at least 2). Add a link to another island.`);
  }
  for (const link of board.links) {
    if (!link.oneWay || link.from < 0 || link.to < 0 || !(ctx.nodeX[link.from] < ctx.nodeX[link.to])) continue;
    const from = board.nodeIds[link.from];
    const to = board.nodeIds[link.to];
    ctx.report(
      'link.west-to-east',
      [link.id],
      `One-way link "${link.id}" points from "${from}" (x ${ctx.nodeX[link.from]}) east to "${to}" (x ${ctx.nodeX[link.to]}); one-way links are built east to west. Swap "from" and "to", or check the x coordinates.`,
    );
  }
}

/**
 * Where can each company ever build? A breadth-first walk from each start
 * (ship companies' harbors, purple's home) along links that `canTravel` allows.
 * Routes never arrive at a harbor, so the walk never enters one.
 */
function checkReach(ctx: Context): void {
  const { board } = ctx;
  const reached = new Uint8Array(board.islandCount);
  const visited = new Uint8Array(board.nodeIds.length);
  const linkSeen = new Uint8Array(board.links.length);
  const queue = new Int32Array(board.nodeIds.length);
  let starts = 0;
  for (const company of ctx.company.values()) {
    const start = startNode(ctx, company);
    if (start < 0 || board.linksAt[start].length === 0) continue; // reported by the company and harbor checks
    starts++;
    visited.fill(0);
    linkSeen.fill(0);
    let head = 0;
    let tail = 0;
    let reachSegments = 0;
    queue[tail++] = start;
    visited[start] = 1;
    while (head < tail) {
      const node = queue[head++];
      for (const l of board.linksAt[node]) {
        const link = board.links[l];
        if (!canTravel(link, node)) continue;
        const next = otherEnd(link, node);
        if (next >= board.islandCount) continue;
        if (!linkSeen[l]) {
          linkSeen[l] = 1;
          if (isCount(link.segments)) reachSegments += link.segments;
        }
        if (!visited[next]) {
          visited[next] = 1;
          reached[next] = 1;
          queue[tail++] = next;
        }
      }
    }
    if (start < board.islandCount) reached[start] = 1;
    if (isCount(company.segments) && company.segments > reachSegments) {
      ctx.report(
        'company.supply-exceeds-reach',
        [company.id],
        `Company "${company.id}" has ${plural(company.segments, 'segment')}, but the links it can ever reach hold only ${reachSegments}. Lower its "segments" or link more islands within its reach.`,
      );
    }
  }
  if (starts === 0) return; // nothing is reachable; the errors above say why
  for (let node = 0; node < board.islandCount; node++) {
    if (reached[node]) continue;
    const id = board.nodeIds[node];
    ctx.report(
      'island.unreachable',
      [id],
      `No company can ever build a route to island "${id}" (from any harbor or purple's home, following one-way arrows). Add a link to it from a reachable island, or reverse a one-way link.`,
    );
  }
}

/** The company's start node, or -1 when it has none (reported elsewhere). */
function startNode(ctx: Context, company: Company): number {
  const { board } = ctx;
  if (!isShipCompany(company.id)) return board.purpleHome;
  // Not `board.harborNode`: it would accept an island id, which the company checks reject.
  const node = company.harbor === undefined ? -1 : (board.nodeIndex.get(company.harbor) ?? -1);
  return node >= board.islandCount ? node : -1;
}
