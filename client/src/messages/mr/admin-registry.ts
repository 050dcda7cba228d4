// The registry's words in Marathi, in the panel's Marathi chunk (mr/admin-catalogue.ts): kept
// beside the registry (server/src/content/registry-marathi.ts), where the server reads them too.
export { registryMarathi } from "../../../../server/src/content/registry-marathi.js";
