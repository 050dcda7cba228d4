import type sharpModule from "sharp";

// sharp (libvips) adds about 25 MB to the process when it loads, and only pictures being stored
// (an upload, the demo seed) need it: it is loaded on first use, so a server that only serves
// visitors never carries it.

let loading: Promise<typeof sharpModule> | undefined;

export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
