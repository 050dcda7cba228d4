import type { english } from "./english.js";

// The shape every language's catalogue has: the English one's keys, each with its parameters.

export type MessageCatalogue = typeof english;
export type MessageKey = keyof MessageCatalogue;
export type MessageParams<K extends MessageKey> = Parameters<MessageCatalogue[K]>[0];
