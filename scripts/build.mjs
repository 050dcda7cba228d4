// npm run build: everything the server runs, so that a production install (npm ci --omit=dev)
// starts without TypeScript or any build tool: the client (dist/client), the server's render of
// the public pages (dist/ssr) and the server itself bundled to JavaScript (dist/server).
// --server-only: just dist/server (npm test's browser lane builds the client in steps of its own).
import { buildClient, bundleServer } from "./lib/build.mjs";

const serverOnly = process.argv.includes("--server-only");
const built = serverOnly ? 0 : await buildClient();
if (built !== 0) {
  console.error("The website could not be built; see the messages above.");
  process.exit(built);
}
try {
  await bundleServer();
} catch (error) {
  console.error(`The server could not be bundled: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(serverOnly ? "Built dist/server." : "Built dist/client, dist/ssr and dist/server.");
