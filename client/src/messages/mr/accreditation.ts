import type { accreditationMessages as english } from "../en/accreditation.js";
import type { Translation } from "../translation.js";

// The pages /mr/accreditation-reports/{page}, in Marathi.
export const accreditationMessages: Translation<typeof english> = {
  what: "अहवाल",
  titles: {
    "nba-accreditation": "एनबीए मानांकन",
    "eoa-reports": "एआयसीटीई मान्यता विस्तार (EoA) अहवाल",
    "monitoring-reports": "देखरेख अहवाल",
    "audit-reports": "लेखापरीक्षण अहवाल",
    "aishe-reports": "एआयएसएचई अहवाल",
    "infra-details": "पायाभूत सुविधांचा तपशील",
    "fire-safety": "अग्निसुरक्षा",
  },
  intros: {
    "monitoring-reports": "प्रत्येक सत्रासाठी राज्य मंडळाचे संस्थेच्या संलग्नतेचे प्रमाणपत्र.",
    "audit-reports": "एक किंवा अनेक अहवाल उघडून ते शेजारी शेजारी वाचा.",
  },
  eoaTitle: (session, department) => `मान्यता विस्तार ${session}${department ? ` (${department})` : ""}`,
  monitoringTitle: (session) => `राज्य मंडळ संलग्नता प्रमाणपत्र ${session}`,
  auditTitle: (session) => `लेखापरीक्षण अहवाल ${session}`,
  empty: "येथे अद्याप कोणताही अहवाल प्रसिद्ध झालेला नाही.",
  notFoundHeading: "मानांकन अहवाल",
  notFound: "या पत्त्यावर मानांकनाचे कोणतेही पान नाही.",
  menuLabel: "मानांकन अहवाल",
};
