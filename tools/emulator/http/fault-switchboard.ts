/**
 * Fault injection, so tests can prove recovery (DESIGN: "switches for fault injection (status
 * codes, delays, dropped connections)").
 *
 * A rule matches a request when `match` is
 *   - a path prefix (the default), compared with the pathname, e.g. '/v1/catalog/us/songs', or
 *   - a regular expression when it starts with '^', tested against pathname + query,
 *     e.g. '^/media/audio/clip0[1-3]/.*\\.m4s$'.
 * A matching request is first delayed by `delayMs`, then either its socket is destroyed
 * (`drop`), or it is answered with `status` and the provider's error shape, or (delay only) it
 * proceeds normally. `location` answers a redirect there instead (status 302 unless a 3xx is
 * given), and `json` answers that body (status 200 unless given): a provider that misbehaves or
 * is impersonated, e.g. a 307 to a foreign host or a page whose `next` link is foreign (issue 22,
 * tests/e2e/credential-gate.e2e.ts). `times` limits how many requests the rule hits (default: unlimited).
 * The first matching rule (in order added) applies.
 */
export interface FaultRule {
  readonly match: string;
  readonly status?: number;
  readonly delayMs?: number;
  readonly drop?: boolean;
  readonly times?: number;
  /** Only requests with this method (default: any method except CORS preflights). */
  readonly method?: string;
  /** Answer a redirect to this absolute URL (status 301, 302, 303, 307 or 308; default 302). */
  readonly location?: string;
  /** Answer this JSON body (default status 200). */
  readonly json?: unknown;
}

export interface ActiveFault extends FaultRule {
  readonly id: string;
  /** Requests this rule has hit so far. */
  readonly hits: number;
}

interface FaultEntry {
  readonly rule: FaultRule;
  readonly id: string;
  readonly test: (path: string, pathAndQuery: string) => boolean;
  hits: number;
}

export class FaultRuleError extends Error {}

/** Checks an untrusted rule (from the control route) and returns it typed. */
export function parseFaultRule(input: unknown): FaultRule {
  if (typeof input !== 'object' || input === null) throw new FaultRuleError('A fault must be a JSON object');
  const o = input as Record<string, unknown>;
  if (typeof o.match !== 'string' || o.match === '') throw new FaultRuleError("'match' must be a non-empty string");
  const rule: { -readonly [K in keyof FaultRule]: FaultRule[K] } = { match: o.match };
  if (o.status !== undefined) {
    if (!Number.isInteger(o.status) || (o.status as number) < 100 || (o.status as number) > 599) throw new FaultRuleError("'status' must be an HTTP status");
    rule.status = o.status as number;
  }
  if (o.delayMs !== undefined) {
    if (typeof o.delayMs !== 'number' || !(o.delayMs >= 0) || o.delayMs > 120_000) throw new FaultRuleError("'delayMs' must be 0..120000");
    rule.delayMs = o.delayMs;
  }
  if (o.drop !== undefined) {
    if (typeof o.drop !== 'boolean') throw new FaultRuleError("'drop' must be a boolean");
    rule.drop = o.drop;
  }
  if (o.times !== undefined) {
    if (!Number.isInteger(o.times) || (o.times as number) < 1) throw new FaultRuleError("'times' must be a positive integer");
    rule.times = o.times as number;
  }
  if (o.method !== undefined) {
    if (typeof o.method !== 'string') throw new FaultRuleError("'method' must be a string");
    rule.method = o.method.toUpperCase();
  }
  if (o.location !== undefined) {
    if (typeof o.location !== 'string' || !URL.canParse(o.location)) throw new FaultRuleError("'location' must be an absolute URL");
    if (rule.status !== undefined && ![301, 302, 303, 307, 308].includes(rule.status)) throw new FaultRuleError("'status' of a redirect must be 301, 302, 303, 307 or 308");
    rule.location = o.location;
  }
  if (o.json !== undefined) {
    if (rule.location !== undefined) throw new FaultRuleError("A fault answers either 'location' or 'json'");
    rule.json = o.json;
  }
  if (rule.status === undefined && !rule.drop && rule.delayMs === undefined && rule.location === undefined && rule.json === undefined) {
    throw new FaultRuleError('A fault needs at least one of status, delayMs, drop, location, json');
  }
  return rule;
}

export class FaultSwitchboard {
  #entries: FaultEntry[] = [];
  #nextId = 1;

  /** Adds a rule; throws FaultRuleError for a malformed one (e.g. a bad regex). */
  add(rule: FaultRule): ActiveFault {
    const checked = parseFaultRule(rule);
    let test: FaultEntry['test'];
    if (checked.match.startsWith('^')) {
      let regex: RegExp;
      try {
        regex = new RegExp(checked.match);
      } catch (error) {
        throw new FaultRuleError(`'match' is not a valid regular expression: ${(error as Error).message}`);
      }
      test = (_path, pathAndQuery) => regex.test(pathAndQuery);
    } else {
      test = (path) => path.startsWith(checked.match);
    }
    const entry: FaultEntry = { rule: checked, id: `fault-${this.#nextId++}`, test, hits: 0 };
    this.#entries.push(entry);
    return this.#view(entry);
  }

  remove(id: string): boolean {
    const before = this.#entries.length;
    this.#entries = this.#entries.filter((e) => e.id !== id);
    return this.#entries.length !== before;
  }

  clear(): void {
    this.#entries = [];
  }

  list(): ActiveFault[] {
    return this.#entries.map((e) => this.#view(e));
  }

  /**
   * The rule that applies to this request, counting the hit; a rule whose `times` is used up
   * is removed. Undefined when no rule matches.
   */
  take(method: string, path: string, pathAndQuery: string): ActiveFault | undefined {
    const entry = this.#entries.find((e) => (e.rule.method === undefined || e.rule.method === method) && e.test(path, pathAndQuery));
    if (!entry) return undefined;
    entry.hits++;
    if (entry.rule.times !== undefined && entry.hits >= entry.rule.times) this.remove(entry.id);
    return this.#view(entry);
  }

  #view(entry: FaultEntry): ActiveFault {
    return { ...entry.rule, id: entry.id, hits: entry.hits };
  }
}
