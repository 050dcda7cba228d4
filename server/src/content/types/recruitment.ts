import { defineContentType } from "../define.js";
import { laterNotices } from "../later-notice-types.js";
import { newestFirst, requiredPdfField, requiredTranslatableText } from "../shared-fields.js";

// Recruitment: the college's advertisements for posts, listed at /recruitment until the process
// closes, then in their archive (GIGW: expired items are archived, not deleted), each with its
// later notices (results, interview lists: a type of their own naming the advertisement by its
// number) listed under it.

/** This file's domain of the API (schema/recruitment.graphql), in one line. */
export const about = "Recruitment: advertisements for posts at the college, current and archived, and their later notices.";

const notices = laterNotices({
  key: "recruitmentNotice",
  label: "Recruitment notice",
  description: "A notice issued later in a recruitment (an interview list, a result), listed under it on /recruitment.",
  parent: {
    field: "advertisementNumber",
    label: "Advertisement number",
    help: "The number of the recruitment's advertisement, exactly as on it (for example GPS/REC/2026/03).",
  },
  titleHelp: "For example: List of candidates called for interview.",
  pdf: { field: "noticePdf", label: "Notice (PDF)" },
  listed: { matches: "advertisementNumber", label: { en: "Later notices", mr: "नंतरच्या सूचना" } },
});

export const recruitment = defineContentType({
  key: "recruitment",
  label: "Recruitment",
  description: "An advertisement for posts: the post, how many, the advertisement (PDF), the last date to apply and when the process closes.",
  fields: {
    post: requiredTranslatableText("Post"),
    advertisementNumber: { kind: "text", label: "Advertisement number", required: true, help: "As printed on the advertisement, for example GPS/REC/2026/03." },
    numberOfPosts: { kind: "number", label: "Number of posts", required: true, min: 1, max: 9999 },
    lastDate: { kind: "dateTime", label: "Last date and time to apply", required: true },
    processClosesAt: {
      kind: "dateTime",
      label: "Process closes on",
      help: "When the selection is over (results declared). After this moment the recruitment moves to the archive by itself; leave empty until then.",
    },
    advertisementPdf: requiredPdfField("Advertisement (PDF)"),
  },
  searchFields: ["post", "advertisementNumber"],
  order: newestFirst("lastDate"),
  titleField: "post",
  admin: { group: "Site", columns: ["lastDate", "advertisementNumber", "post", "numberOfPosts", "advertisementPdf"] },
  lifecycle: { archive: { closesWith: "processClosesAt" } },
  public: {
    route: "/recruitment",
    layout: { kind: "table", columns: ["advertisementNumber", "post", "numberOfPosts", "lastDate", "advertisementPdf"] },
    notices: notices.listed,
    words: {
      en: {
        heading: "Recruitment",
        intro: "Posts the college is recruiting for, with the notices issued since (interview lists, results).",
        empty: "There is no recruitment under way.",
        archiveIntro: "Recruitments whose process has closed, kept here for reference.",
        archiveEmpty: "There is no closed recruitment yet.",
        currentLink: "Recruitment under way",
      },
      mr: {
        heading: "भरती",
        intro: "महाविद्यालयात सुरू असलेली पदभरती, त्यानंतर दिलेल्या सूचनांसह (मुलाखत याद्या, निकाल).",
        empty: "सध्या कोणतीही भरती सुरू नाही.",
        archiveIntro: "प्रक्रिया पूर्ण झालेल्या भरती, संदर्भासाठी येथे ठेवल्या आहेत.",
        archiveEmpty: "अद्याप कोणतीही भरती पूर्ण झालेली नाही.",
        currentLink: "सुरू असलेली भरती",
      },
    },
    menu: { menu: "student-corner", position: 5 },
    feed: {
      words: {
        en: { description: "Recruitment advertisements of the college.", itemDescription: "Advertisement {advertisementNumber}: {post}" },
        mr: { description: "महाविद्यालयाच्या भरती जाहिराती.", itemDescription: "जाहिरात {advertisementNumber}: {post}" },
      },
      link: ["advertisementPdf", "/recruitment"],
    },
  },
});

export const recruitmentNotice = notices.type;
