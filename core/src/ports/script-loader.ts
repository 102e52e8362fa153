/** Loads a script by URL (the optional web-components script, 002 §1). Rejects in Node (000 §8). */
export interface ScriptLoader {
  load(url: string): Promise<void>;
}
export const ScriptLoader: unique symbol = Symbol.for('mediakit.ScriptLoader');
