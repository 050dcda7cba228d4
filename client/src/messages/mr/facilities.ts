import type { facilitiesMessages as english } from "../en/facilities.js";
import type { Translation } from "../translation.js";

// The pages /mr/facilities/{facility}, in Marathi.
export const facilitiesMessages: Translation<typeof english> = {
  loading: "सुविधेची माहिती",
  notFoundHeading: "सुविधा आढळली नाही",
  notFound: "अशी कोणतीही सुविधा नाही. कृपया शैक्षणिक मेनूमधून एखादी सुविधा निवडा.",
  noText: "या सुविधेचा तपशील अद्याप प्रसिद्ध झालेला नाही.",
  sliderLabel: (name) => `${name} ची छायाचित्रे`,
  galleryHeading: "छायाचित्र दालन",
  galleryHint: "मोठे पाहण्यासाठी छायाचित्र निवडा.",
  openPhoto: (caption) => `"${caption}" हे छायाचित्र मोठ्या आकारात उघडा`,
  documentsHeading: "मुलींचे वसतिगृह समिती",
  noDocuments: "समितीचा कोणताही दस्तऐवज अद्याप प्रसिद्ध झालेला नाही.",
};
