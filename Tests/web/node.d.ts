// The few Node.js modules the page's tests use, typed for `tsc -p Tests/web`: Debian packages no @types/node,
// and the tests may use only what is declared here (add a declaration with its Node.js signature when a test
// needs more).

declare module 'node:test' {
  export function test(name: string, body: () => void | Promise<void>): Promise<void>;
}

declare module 'node:assert/strict' {
  function assert(value: unknown, message?: string): asserts value;
  namespace assert {
    function ok(value: unknown, message?: string): asserts value;
    function equal<T>(actual: unknown, expected: T, message?: string): asserts actual is T;
    function notEqual(actual: unknown, expected: unknown, message?: string): void;
    function deepEqual<T>(actual: unknown, expected: T, message?: string): asserts actual is T;
    function match(value: string, pattern: RegExp, message?: string): void;
    function throws(body: () => unknown, expected?: ((error: any) => boolean) | RegExp | object, message?: string): void;
    function rejects(
      body: Promise<unknown> | (() => Promise<unknown>),
      expected?: ((error: any) => boolean) | RegExp | object,
      message?: string,
    ): Promise<void>;
  }
  export default assert;
}

declare module 'node:module' {
  export function createRequire(url: string | URL): (id: string) => any;
}

declare module 'node:fs' {
  export function readFileSync(path: string | URL, encoding: 'utf8'): string;
  export function readdirSync(path: string | URL): string[];
}
