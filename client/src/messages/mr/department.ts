import type { departmentMessages as english } from "../en/department.js";
import type { Translation } from "../translation.js";

// The department pages /mr/dept/{branch}/{content}, in Marathi. The content (names, texts,
// lists) comes from the database and is still English.

/** The sections' names, in the side links, the headings and the sitemap (mr/shell.ts). */
export const SECTION_NAMES: Translation<typeof english.sectionLinks> = {
  "about-department": "विभागाविषयी",
  faculties: "अध्यापक",
  laboratories: "प्रयोगशाळा",
  "Various Events": "विविध कार्यक्रम",
  curriculum: "अभ्यासक्रम",
  "time-table": "वेळापत्रक",
  "result-analysis": "निकाल विश्लेषण",
  "news-letter": "वार्तापत्र",
  mous: "सामंजस्य करार",
  "department-portfolio": "विभागाचा पोर्टफोलिओ",
  "internal-revenue-generation": "अंतर्गत महसूल निर्मिती",
  "digital-library": "डिजिटल ग्रंथालय",
};

export const departmentMessages: Translation<typeof english> = {
  heading: (name) => `${name} विभाग`,
  nbaBadge: "एनबीए मानांकित",
  sideNavLabel: "विभागाची पाने",
  sliderLabel: (name) => `${name} विभागाची छायाचित्रे`,
  loading: "विभागाचे पान",

  sectionLinks: SECTION_NAMES,
  sectionHeadings: { ...SECTION_NAMES, "department-portfolio": "विभागाचा पोर्टफोलिओ/आराखडा" },

  empty: {
    "about-department": "या विभागाची माहिती अद्याप उपलब्ध नाही.",
    faculties: "या शाखेच्या अध्यापकांची माहिती उपलब्ध नाही.",
    laboratories: "या शाखेच्या प्रयोगशाळांची माहिती उपलब्ध नाही.",
    "Various Events": "या शाखेच्या कार्यक्रमांची माहिती उपलब्ध नाही.",
    curriculum: "या शाखेचा अभ्यासक्रम उपलब्ध नाही.",
    "time-table": "या शाखेचे वेळापत्रक उपलब्ध नाही.",
    "result-analysis": "या शाखेचे निकाल विश्लेषण उपलब्ध नाही.",
    "news-letter": "या शाखेचे वार्तापत्र उपलब्ध नाही.",
    mous: "या शाखेचे सामंजस्य करार उपलब्ध नाहीत.",
    "department-portfolio": "या शाखेचा पोर्टफोलिओ उपलब्ध नाही.",
    "internal-revenue-generation": "या शाखेची अंतर्गत महसूल निर्मितीची माहिती उपलब्ध नाही.",
    "digital-library": "या शाखेची डिजिटल ग्रंथालयातील पुस्तके उपलब्ध नाहीत.",
  },

  notFound: {
    departmentHeading: "विभाग आढळला नाही",
    department: (branch) => `“${branch}” नावाचा कोणताही विभाग नाही. कृपया शैक्षणिक मेनूमधून विभाग निवडा.`,
    page: (content) => `या विभागाचे “${content}” नावाचे कोणतेही पान नाही. कृपया यादीतून विभागाचे एखादे पान निवडा.`,
  },

  about: {
    defaultHeading: "विभागाविषयी",
    peos: "अभ्यासक्रमाची शैक्षणिक उद्दिष्टे (PEOs)",
    psos: "अभ्यासक्रमविशिष्ट निष्पत्ती (PSOs)",
    pos: "अभ्यासक्रम निष्पत्ती (POs)",
  },

  faculty: {
    photoAlt: (name) => `${name} यांचे छायाचित्र`,
    qualification: "शैक्षणिक अर्हता",
    experience: (years) => `${years} वर्षे`,
    experienceLabel: "अनुभव",
    contact: "संपर्क",
    email: "ई-मेल",
  },

  documents: {
    session: (session) => `सत्र ${session}`,
    oddSemesters: "विषम सत्रे",
    evenSemesters: "सम सत्रे",
    semester: (n) => `सत्र ${n}`,
    portfolio: (session) => `विभागाचा पोर्टफोलिओ/आराखडा ${session}`,
    irg: (session) => `अंतर्गत महसूल आकडेवारी ${session}`,
    newsletter: (session) => `वार्तापत्र ${session}`,
  },

  labs: {
    galleryLabel: "प्रयोगशाळांची छायाचित्रे",
    tableCaption: "प्रयोगशाळा आणि त्यांतील प्रमुख उपकरणे",
    columns: {
      name: "प्रयोगशाळेचे नाव",
      equipment: "प्रमुख उपकरणे",
      cost: "एका उपकरणाची अंदाजे किंमत (रुपये)",
      area: "प्रयोगशाळेचे क्षेत्रफळ",
      coordinator: "प्रयोगशाळा समन्वयक",
    },
  },

  events: {
    openImage: (event, n) => `${event} चे छायाचित्र ${n} पूर्ण पडद्यावर उघडा`,
    imageAlt: (event, n) => `${event}, छायाचित्र ${n}`,
    overlayLabel: (event) => `${event}: छायाचित्र`,
    closeHint: "बंद करण्यासाठी Escape, × बटण किंवा छायाचित्रावर दाबा.",
  },

  mous: {
    tableCaption: "उद्योगांसोबतचे सामंजस्य करार",
    columns: {
      firm: "उद्योगाचे नाव",
      activity: "करारांतर्गत केलेले उपक्रम",
      subject: "संबंधित विषय",
      document: "दस्तऐवज",
    },
    viewPdf: "पीडीएफ पाहा",
  },

  library: {
    coverAlt: (title) => `${title} चे मुखपृष्ठ`,
    subject: "विषय",
    department: "विभाग",
    author: "लेखकाचे नाव",
    read: "पुस्तक वाचा",
  },
};
