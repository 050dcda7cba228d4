import type { ContentKey } from "./registry.js";

// What visitors read of the registry's type names, in Marathi: a search hit's section on /mr/search
// (the type's plural label) and the name of an item without a title. The panel's words for the
// same types are in client/src/messages/mr/admin-registry.json; tests/unit/section-names.test.ts
// keeps the two in step and fails when a type has none.

export const TYPE_NAMES_MR: Record<ContentKey, { label: string; pluralLabel: string }> = {
  newsletter: { label: "वार्तापत्र", pluralLabel: "वार्तापत्रे" },
  irg: { label: "अंतर्गत महसूल निर्मितीची आकडेवारी", pluralLabel: "अंतर्गत महसूल निर्मिती" },
  departmentPortfolio: { label: "विभागाचा पोर्टफोलिओ", pluralLabel: "विभागांचे पोर्टफोलिओ" },
  resultAnalysis: { label: "निकाल विश्लेषण", pluralLabel: "निकाल विश्लेषणे" },
  timeTable: { label: "वेळापत्रक", pluralLabel: "वेळापत्रके" },
  curriculum: { label: "अभ्यासक्रम", pluralLabel: "अभ्यासक्रम" },
  studentList: { label: "विद्यार्थी यादी", pluralLabel: "विद्यार्थी याद्या" },
  lab: { label: "प्रयोगशाळा", pluralLabel: "प्रयोगशाळा" },
  mou: { label: "सामंजस्य करार", pluralLabel: "सामंजस्य करार" },
  event: { label: "कार्यक्रम", pluralLabel: "कार्यक्रम" },
  holiday: { label: "सुट्टी", pluralLabel: "सुट्ट्या" },
  gpsNews: { label: "बातमी", pluralLabel: "बातम्यांमध्ये GPS" },
  notice: { label: "सूचना", pluralLabel: "सूचना" },
  slide: { label: "मुख्यपृष्ठावरील स्लाइड", pluralLabel: "मुख्यपृष्ठावरील स्लाइड" },
  digitalLibrary: { label: "ग्रंथालयातील पुस्तक", pluralLabel: "डिजिटल ग्रंथालय" },
  pageText: { label: "पानाचा मजकूर", pluralLabel: "पानांचे मजकूर" },
  galleryImage: { label: "दालनातील चित्र", pluralLabel: "दालनातील चित्रे" },
  person: { label: "व्यक्ती", pluralLabel: "व्यक्ती" },
  link: { label: "दुवा", pluralLabel: "दुवे" },
  auditReport: { label: "लेखापरीक्षण अहवाल", pluralLabel: "लेखापरीक्षण अहवाल" },
  monitoringReport: { label: "MSBTE संलग्नता प्रमाणपत्र", pluralLabel: "MSBTE संलग्नता प्रमाणपत्रे" },
  admissionProcess: { label: "प्रवेश प्रक्रिया अहवाल", pluralLabel: "प्रवेश प्रक्रिया अहवाल" },
  eoaReport: { label: "AICTE ईओए अहवाल", pluralLabel: "AICTE ईओए अहवाल" },
  publication: { label: "प्रकाशन", pluralLabel: "संशोधन, प्रकाशने आणि पेटंट" },
  department: { label: "विभाग", pluralLabel: "विभाग" },
  document: { label: "दस्तऐवज", pluralLabel: "दस्तऐवज" },
  program: { label: "कार्यक्रम", pluralLabel: "उपलब्ध अभ्यासक्रम" },
  committee: { label: "समिती", pluralLabel: "समित्या" },
  facultyStaff: { label: "अध्यापक", pluralLabel: "अध्यापक वर्ग" },
  supportingStaff: { label: "सहायक कर्मचारी", pluralLabel: "सहायक कर्मचारी" },
  admissionConfirmation: { label: "प्रवेश निश्चिती", pluralLabel: "प्रवेश निश्चिती" },
  alumniRegistration: { label: "माजी विद्यार्थी नोंदणी", pluralLabel: "माजी विद्यार्थी नोंदण्या" },
};
