// The languages and their addresses, one rule for the server and the client.
export * from "../../../server/src/content/languages.js";
