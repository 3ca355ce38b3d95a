/**
 * pdf.js's legacy build (the one that runs on Node 20) carries core-js polyfills that replace a few
 * of the engine's built-ins for the whole process, although Node's own are correct for everything
 * pdf.js asks of them: Array.prototype.push becomes a JavaScript function (every push anywhere in
 * the process, the parser's included, then costs several times more) and JSON.parse and
 * JSON.stringify become parsers written in JavaScript. They are taken here, before pdf.js is
 * loaded, and put back once it is.
 */

interface Builtins {
  push: typeof Array.prototype.push;
  parse: typeof JSON.parse;
  stringify: typeof JSON.stringify;
}

// core-js leaves this mark: if pdf.js (or another copy of core-js) came first, what is there now
// may already be a polyfill, and there is nothing known to be native to put back.
const POLYFILLED_MARK = '__core-js_shared__';

const natives: Builtins | null =
  POLYFILLED_MARK in globalThis
    ? null
    : { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };

/** As the engine defines its built-in methods: writable, configurable, not enumerable. */
function putBack(target: object, key: string, value: unknown): void {
  if (Reflect.get(target, key) === value) return;
  Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: false });
}

/** Puts the engine's own push, JSON.parse and JSON.stringify back after pdf.js has loaded. */
export function restoreNativeBuiltins(): void {
  if (!natives) return;
  putBack(Array.prototype, 'push', natives.push);
  putBack(JSON, 'parse', natives.parse);
  putBack(JSON, 'stringify', natives.stringify);
}
