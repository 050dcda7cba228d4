import type { trainingPlacementsMessages as english } from "../en/training-placements.js";
import type { Translation } from "../translation.js";

// The page /mr/training-placements, in Marathi.
export const trainingPlacementsMessages: Translation<typeof english> = {
  heading: "प्रशिक्षण आणि नियुक्ती",
  loading: "प्रशिक्षण आणि नियुक्ती पान",
  activitiesHeading: "उपक्रम",
  policyHeading: "नियुक्ती धोरण",
  teamHeading: "प्रशिक्षण आणि नियुक्ती चमू",
  teamCaption: "प्रशिक्षण आणि नियुक्ती कक्षाचे सदस्य",
  noTeam: "चमूचे सदस्य अद्याप प्रसिद्ध झालेले नाहीत.",
  reportsHeading: "नियुक्ती अहवाल",
  noReports: "नियुक्तीचा कोणताही अहवाल अद्याप प्रसिद्ध झालेला नाही.",
  placementsHeading: "अलीकडील वर्षांतील नियुक्त्या",
  portalsHeading: "नियुक्ती पोर्टल",
  noPortals: "पोर्टलचे कोणतेही दुवे अद्याप प्रसिद्ध झालेले नाहीत.",
  notPublished: "अद्याप प्रसिद्ध झालेले नाही.",
};
