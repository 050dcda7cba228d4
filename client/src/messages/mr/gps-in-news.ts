import type { gpsInNewsMessages as english } from "../en/gps-in-news.js";
import type { Translation } from "../translation.js";

// The page /mr/gps-in-news, in Marathi.
export const gpsInNewsMessages: Translation<typeof english> = {
  heading: "बातम्यांमध्ये शासकीय तंत्रनिकेतन",
  empty: "अद्याप कोणतीही बातमी प्रसिद्ध झालेली नाही.",
  loading: "बातम्या",
  openPicture: (title) => `"${title}" चे छायाचित्र मोठ्या आकारात उघडा`,
  eventDate: "कार्यक्रमाची तारीख:",
  archiveLink: "संग्रह: जुन्या बातम्या",
  archiveHeading: "बातम्यांमध्ये शासकीय तंत्रनिकेतन: संग्रह",
  archiveEmpty: "संग्रहात अद्याप जुनी बातमी नाही.",
  archiveIntro: "सध्याच्या पानावर नसलेल्या बातम्या, संदर्भासाठी येथे ठेवल्या आहेत.",
  currentLink: "सध्याच्या बातम्या",
};
