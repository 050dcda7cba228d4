import type { lightboxMessages as english } from "../en/lightbox.js";
import type { Translation } from "../translation.js";

// The picture viewer, in Marathi.
export const lightboxMessages: Translation<typeof english> = {
  label: "छायाचित्र दर्शक",
  position: (index, count) => `${count} पैकी छायाचित्र ${index}`,
  previous: "मागील छायाचित्र",
  next: "पुढील छायाचित्र",
  zoomIn: "मोठे करा",
  zoomOut: "लहान करा",
  rotate: "90 अंश फिरवा",
  download: "डाउनलोड करा",
  close: "बंद करा",
  keys: "बाण कळा: मागील आणि पुढील. Escape किंवा Enter: बंद करा.",
};
