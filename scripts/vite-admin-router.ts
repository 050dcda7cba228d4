import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

// The administration area's own copy of React Router.
//
// The public site uses React Router's small declarative router; the admin area needs the data
// router (its unsaved-changes guard is useBlocker, which only the data router has). Both import
// "react-router-dom", and a bundler keeps one copy of a module holding every export anyone
// uses, in the chunk the first page loads: the visitor would download the whole data router
// (about 17 KB gzip) for the admin's sake. So imports made from client/src/admin/ get React
// Router's production build, a separate set of files, which lands in the admin chunk only. The
// two copies never meet: the admin is a separate application (admin/shell/admin-app.tsx) and renders
// nothing from the public site's routes.

const ADMIN_SOURCES = `${path.sep}client${path.sep}src${path.sep}admin${path.sep}`;
const VIRTUAL_ID = "\0admin-react-router";

function productionBuild(): { index: string; dom: string } {
  // The package's "require" entry is dist/development/index.js; its production build sits beside it.
  const development = path.dirname(createRequire(import.meta.url).resolve("react-router"));
  const dir = path.join(path.dirname(development), "production");
  const files = { index: path.join(dir, "index.mjs"), dom: path.join(dir, "dom-export.mjs") };
  for (const file of Object.values(files)) {
    if (!existsSync(file)) throw new Error(`React Router's production build is not where it was expected: ${file}`);
  }
  return files;
}

export function adminRouterCopy(): Plugin {
  return {
    name: "admin-router-copy",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "react-router-dom" || !importer?.includes(ADMIN_SOURCES)) return null;
      return VIRTUAL_ID;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      const { index, dom } = productionBuild();
      // react-router-dom is react-router plus the DOM RouterProvider; the same here.
      return `export * from ${JSON.stringify(index)};\nexport { RouterProvider } from ${JSON.stringify(dom)};\n`;
    },
  };
}
