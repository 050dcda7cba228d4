// The header the panel names its language with, so that the server's messages to the clerk are
// in it (http/message-language.ts). Plain data: the panel's client imports it too.
export const PANEL_LANGUAGE_HEADER = "x-panel-language";
