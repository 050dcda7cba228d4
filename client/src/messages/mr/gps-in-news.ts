import type { gpsInNewsMessages as english } from "../en/gps-in-news.js";
import type { Translation } from "../translation.js";

// The page /mr/gps-in-news, in Marathi.
export const gpsInNewsMessages: Translation<typeof english> = {
  heading: "बातम्यांमध्ये शासकीय तंत्रनिकेतन",
  empty: "अद्याप कोणतीही बातमी प्रसिद्ध झालेली नाही.",
  loading: "बातम्या",
  openPicture: (title) => `"${title}" चे छायाचित्र मोठ्या आकारात उघडा`,
  eventDate: "कार्यक्रमाची तारीख:",
};
