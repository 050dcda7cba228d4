import type { common as english } from "../en/common.js";
import type { Translation } from "../translation.js";

// Interface words shared by every area, in Marathi.
export const common: Translation<typeof english> = {
  close: "बंद करा",
  previous: "मागील",
  next: "पुढील",
  pause: "थांबवा",
  play: "सुरू करा",
  slideOf: (n, total) => `${total} पैकी स्लाइड ${n}`,
  goToSlide: (n) => `स्लाइड ${n} दाखवा`,
  opensInNewTab: "(नवीन टॅबमध्ये उघडते)",
  leavesSite: "(दुसरे संकेतस्थळ, नवीन टॅबमध्ये उघडते)",
  linkNotAvailable: "(दुवा उपलब्ध नाही)",
  loading: (what) => `${what} लोड होत आहे…`,
  couldNotLoad: (what) => `क्षमस्व, ${what} लोड होऊ शकले नाही. कृपया पान पुन्हा लोड करा किंवा काही मिनिटांनी पुन्हा प्रयत्न करा.`,
  nothingYet: "अद्याप दाखवण्यासारखे काही नाही.",
  lastReviewed: "शेवटचा आढावा",
  serialNumber: "अ. क्र.",
  contactColumns: { name: "नाव", role: "पदनाम", phone: "संपर्क क्रमांक", email: "ई-मेल" },
  tableScrolls: "तक्ता (आडवा सरकवता येतो)",
  inEnglish: "(इंग्रजीत)",
  shownInEnglish: "हा मजकूर अद्याप मराठीत उपलब्ध नाही; तो इंग्रजीत दाखवला आहे.",
  vision: "दृष्टी",
  mission: "ध्येय",
};
