import type { studentsCornerMessages as english } from "../en/students-corner.js";
import type { Translation } from "../translation.js";

// The pages /mr/students-corner/{page}, in Marathi.
export const studentsCornerMessages: Translation<typeof english> = {
  what: "विद्यार्थी कक्षाची माहिती",
  titles: {
    "conduct-discipline": "आचार आणि शिस्त",
    scholarship: "शिष्यवृत्ती",
    "fee-structure": "शुल्क रचना",
    "enrolled-std": "प्रवेशित विद्यार्थी",
  },
  documentsHeading: "दस्तऐवज",
  noDocuments: "येथे अद्याप कोणतेही दस्तऐवज प्रसिद्ध झालेले नाहीत.",
  noNotices: "शिष्यवृत्तीच्या कोणत्याही सूचना अद्याप प्रसिद्ध झालेल्या नाहीत.",
  menuLabel: "विद्यार्थी कक्ष",
  notFoundHeading: "विद्यार्थी कक्ष",
  notFound: "या पत्त्यावर विद्यार्थी कक्षाचे कोणतेही पान नाही.",
};
