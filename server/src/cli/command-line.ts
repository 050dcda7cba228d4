// What the command-line tools (npm run admin, the benchmarks) share in reading their options
// with node:util's parseArgs.

/** Options that each take one text, by name: `textOptions("email", "password")`. */
export const textOptions = <const N extends string>(...names: N[]) =>
  Object.fromEntries(names.map((name) => [name, { type: "string" }])) as { [K in N]: { type: "string" } };

/** Options that are only present or not, by name: `flagOptions("cpu-prof", "help")`. */
export const flagOptions = <const N extends string>(...names: N[]) =>
  Object.fromEntries(names.map((name) => [name, { type: "boolean" }])) as { [K in N]: { type: "boolean" } };
