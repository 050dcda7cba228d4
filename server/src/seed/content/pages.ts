import { DEPARTMENT_NAMES, DEPARTMENT_NAMES_MR } from "./departments.js";
import { pdfFile, picture, portrait, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";
import scholarshipData from "./fixtures/scholarships.json";
import websitePageData from "./fixtures/website-pages.json";
import linkData from "./fixtures/links.json";

// Page texts, galleries, people in a role and links of the public pages. Everyone and every
// number here is fictional; the texts follow the pages the specification describes.
//
// The keys the public pages look up (page authors: use these; a clerk may add more).
//
// Page texts, by key (pageTextByKey):
//   institute-intro                   the intro paragraph of every /about-institute/{page}
//   about-institute                   /about-institute/about-institute (vision and mission are site settings)
//   principal-message                 the principal's welcome message on the institute page
//   principal-responsibilities        /about-institute/principal-res
//   citizen-charter                   /about-institute/citizen-charter
//   mandatory-disclosure              /about-institute/mandatory_disclosure, above its document
//   mandatory-disclosure/{governance|fees|infrastructure}  the same page: the AICTE sections with no data of their own
//   facilities/{facility}             /facilities/{facility}, the route's value in lower case:
//                                     library, gymkhana, scs, canteen, boys-hostel, internet, girls-hostel
//   training-placement/activities     /training-placements: the activities list
//   training-placement/policy         /training-placements: the placement policy
//   training-placement/placements     /training-placements: placements per year (intake 300)
//   students-corner/conduct-discipline                  /students-corner/conduct-discipline
//   students-corner/scholarship/{general|minority|open} /students-corner/scholarship, one notice each
//   alumni/association                /alumni/objective: year and the nine aims and objectives
//   website-policies/{policy}, accessibility-statement, screen-reader-access, help
//                                     the website's own pages GIGW asks for, at /{key}
//                                     (fixtures/website-pages.json; page-text-places.ts lists them)
//
// Galleries (galleryImages(gallery:)), pictures in sortOrder:
//   news-carousel (7), recruiters (16, logos), org-structure (1), institute-map (1),
//   dept/{department slug} (3 each; 4 for electronics, the fallback set), library (4),
//   hostel/boys (4), hostel/girls (4), alumni/{2023|2024|2025} (2 each, 800 x 500)
//
// People (people(group:)):
//   principal (1), rti-officers (3: appellate authority, information officer, assistant),
//   office-staff (25), alumni-committee (11), placement-team (4), developers (5, the footer's credits)
//
// Links (links(group:)):
//   notice-board (4), footer/quick, footer/important, footer/grievance (beside the anti-ragging helpline), students-corner (services portal, grievance form),
//   training-placement/portals
// The footer's four social links are site settings (facebookUrl, instagramUrl, youtubeUrl, xUrl).

const DOMAIN = "gpsakoli.edu.example";
const today = "2025-11-01";

/** The Marathi of a page text: its title, and its body with the English body's Markdown (same headings, lists, tables and numbers). */
interface Marathi {
  title: string;
  body: string;
}

/** Placements per year, the same figures on the English and the Marathi page (rows of its table). */
const PLACEMENT_ROWS = [
  "| 2020-21 | 300 | 142 | 18 | 3.0 |",
  "| 2021-22 | 300 | 168 | 22 | 3.2 |",
  "| 2022-23 | 300 | 185 | 25 | 3.5 |",
  "| 2023-24 | 300 | 197 | 27 | 3.6 |",
  "| 2024-25 | 300 | 211 | 30 | 4.0 |",
];

function text(key: string, title: string, body: string, mr: Marathi): SeedRecord {
  return { key, title, body, titleMr: mr.title, bodyMr: mr.body, lastReviewedOn: today };
}

/** What a scholarship notice says, in one language. */
interface Scholarship {
  title: string;
  whoMayApply: string;
  documents: readonly string[];
}

/** What every scholarship notice says around its own words, in one language. */
interface ScholarshipWording {
  whoMayApply: (who: string) => string;
  lastDate: string;
  documentsRequired: string;
  /** The documents every scholarship asks for, listed after the scholarship's own. */
  everyoneBrings: readonly string[];
}

const SCHOLARSHIP_WORDING: Readonly<Record<"en" | "mr", ScholarshipWording>> = {
  en: {
    whoMayApply: (who) => `**Session 2025 - 2026.** ${who} may apply on the state's scholarship portal.`,
    lastDate: "Last date to submit the application with documents at the scholarship section: **31-March-2026**.",
    documentsRequired: "Documents required:",
    everyoneBrings: ["Aadhaar card linked to the student's bank account", "Copy of the first page of the bank passbook", "Admission receipt of the current year"],
  },
  mr: {
    whoMayApply: (who) => `**सत्र 2025 - 2026.** ${who} राज्य शासनाच्या शिष्यवृत्ती पोर्टलवर अर्ज करू शकतात.`,
    lastDate: "कागदपत्रांसह अर्ज शिष्यवृत्ती विभागात सादर करण्याची अंतिम तारीख: **31-मार्च-2026**.",
    documentsRequired: "आवश्यक कागदपत्रे:",
    everyoneBrings: ["विद्यार्थ्याच्या बँक खात्याशी जोडलेले आधार कार्ड", "बँक पासबुकच्या पहिल्या पानाची प्रत", "चालू वर्षाची प्रवेश पावती"],
  },
};

/** A scholarship notice's body in one language: who may apply, the last date, the numbered documents. */
function scholarshipBody(wording: ScholarshipWording, notice: Scholarship): string {
  const documents = [...notice.documents, ...wording.everyoneBrings].map((d, i) => `${i + 1}. ${d}`);
  return [wording.whoMayApply(notice.whoMayApply), "", wording.lastDate, "", wording.documentsRequired, "", ...documents].join("\n");
}

/** A scholarship of fixtures/scholarships.json: its category (the page text's key ends in it) and its own words in each language. */
interface ScholarshipRow {
  category: string;
  en: Scholarship;
  mr: Scholarship;
}

// The annotation checks the JSON's rows when the server is typechecked (a row missing a field fails).
const SCHOLARSHIPS: readonly ScholarshipRow[] = scholarshipData;

/** A scholarship notice of the student corner: session 2025-2026, deadline 31-March-2026. */
function scholarship({ category, en, mr }: ScholarshipRow): SeedRecord {
  return text(`students-corner/scholarship/${category}`, en.title, scholarshipBody(SCHOLARSHIP_WORDING.en, en), {
    title: mr.title,
    body: scholarshipBody(SCHOLARSHIP_WORDING.mr, mr),
  });
}

/** A website page's text in one language: its title and its Markdown, a line a string. */
interface WebsitePageWords {
  title: string;
  body: readonly string[];
}

// The annotation checks the JSON's rows when the server is typechecked (a row missing a field fails).
const WEBSITE_PAGES: readonly { key: string; en: WebsitePageWords; mr: WebsitePageWords }[] = websitePageData;

/** One of the website's own pages GIGW asks for (policies, accessibility, screen readers, help). */
function websitePage({ key, en, mr }: (typeof WEBSITE_PAGES)[number]): SeedRecord {
  return text(key, en.title, en.body.join("\n"), { title: mr.title, body: mr.body.join("\n") });
}

export const pageTexts: SeedRecord[] = [
  text(
    "principal-message",
    "Principal's message",
    "Welcome to the Government Polytechnic. For more than four decades the institute has trained diploma engineers for the region.\n\nWe offer five programmes, well-equipped laboratories and a library that is open to every student. I invite you to explore the site and to visit the campus.",
    {
      title: "प्राचार्यांचा संदेश",
      body: "शासकीय तंत्रनिकेतनमध्ये आपले स्वागत आहे. गेली चार दशकांहून अधिक वर्षे ही संस्था या प्रदेशासाठी पदविकाधारक अभियंते घडवत आहे.\n\nसंस्थेत पाच पदविका अभ्यासक्रम, सुसज्ज प्रयोगशाळा आणि प्रत्येक विद्यार्थ्यासाठी खुले असलेले ग्रंथालय आहे. आपण हे संकेतस्थळ अवश्य पाहावे आणि संस्थेच्या परिसराला भेट द्यावी, असे मी आपणास आग्रहाचे निमंत्रण देतो.",
    },
  ),
  text(
    "principal-responsibilities",
    "Role and responsibilities of the principal",
    [
      "The principal is the head of the institute and is responsible for:",
      "",
      "- academic planning and the smooth conduct of teaching, examinations and results;",
      "- admissions as per the rules of the Directorate of Technical Education;",
      "- the welfare, safety and discipline of students and staff;",
      "- the institute's budget, purchases and accounts;",
      "- training and placement, and links with industry;",
      "- accreditation and the quality of every programme.",
    ].join("\n"),
    {
      title: "प्राचार्यांची भूमिका आणि जबाबदाऱ्या",
      body: [
        "प्राचार्य हे संस्थेचे प्रमुख असून पुढील बाबींसाठी जबाबदार असतात:",
        "",
        "- शैक्षणिक नियोजन, तसेच अध्यापन, परीक्षा आणि निकाल यांचे सुरळीत कामकाज;",
        "- तंत्र शिक्षण संचालनालयाच्या नियमांनुसार प्रवेश प्रक्रिया;",
        "- विद्यार्थी आणि कर्मचारी यांचे कल्याण, सुरक्षितता आणि शिस्त;",
        "- संस्थेचा अर्थसंकल्प, खरेदी आणि लेखे;",
        "- प्रशिक्षण आणि नियुक्ती, तसेच उद्योगांशी संबंध;",
        "- मानांकन आणि प्रत्येक अभ्यासक्रमाची गुणवत्ता.",
      ].join("\n"),
    },
  ),
  text(
    "about-institute",
    "About the institute",
    "The Government Polytechnic, Sakoli was established in 1983. It offers diploma programmes in Computer Technology, Civil, Mechanical, Electrical, and Electronics and Telecommunication Engineering, affiliated to the state board of technical education.",
    {
      title: "संस्थेविषयी",
      body: "शासकीय तंत्रनिकेतन, साकोली या संस्थेची स्थापना 1983 मध्ये झाली. राज्य तंत्र शिक्षण मंडळाशी संलग्न असलेल्या या संस्थेत संगणक तंत्रज्ञान, स्थापत्य, यांत्रिकी, विद्युत आणि इलेक्ट्रॉनिक्स व दूरसंचार अभियांत्रिकी या शाखांचे पदविका अभ्यासक्रम चालवले जातात.",
    },
  ),
  text(
    "citizen-charter",
    "Citizen's charter",
    [
      "The institute commits to the following services and time limits:",
      "",
      "| Service | Time limit |",
      "| --- | --- |",
      "| Bonafide certificate | 2 working days |",
      "| Leaving certificate | 7 working days |",
      "| Answer to an RTI application | 30 days |",
      "| Refund of caution money | 30 days |",
    ].join("\n"),
    {
      title: "नागरिकांची सनद",
      body: [
        "संस्था पुढील सेवा दिलेल्या कालमर्यादेत देण्यास बांधील आहे:",
        "",
        "| सेवा | कालमर्यादा |",
        "| --- | --- |",
        "| बोनाफाईड प्रमाणपत्र | 2 कामकाजाचे दिवस |",
        "| संस्था सोडल्याचा दाखला | 7 कामकाजाचे दिवस |",
        "| माहितीच्या अधिकारातील अर्जाला उत्तर | 30 दिवस |",
        "| अनामत रकमेचा परतावा | 30 दिवस |",
      ].join("\n"),
    },
  ),
  text(
    "facilities/library",
    "Library",
    [
      "The library is open from 10.00 AM to 6.00 PM on working days.",
      "",
      "| Item | Details |",
      "| --- | --- |",
      "| Staff | 3 |",
      "| Seats in the reading hall | 75 |",
      "| Reading space | 104 sq m |",
      "| Titles | 7814 |",
      "| Volumes | 32209 |",
      "| Journals | 23 |",
      "| Computers in the digital library | 20 |",
    ].join("\n"),
    {
      title: "ग्रंथालय",
      body: [
        "ग्रंथालय कामकाजाच्या दिवशी सकाळी 10.00 ते सायंकाळी 6.00 या वेळेत खुले असते.",
        "",
        "| बाब | तपशील |",
        "| --- | --- |",
        "| कर्मचारी | 3 |",
        "| वाचन कक्षातील आसने | 75 |",
        "| वाचनासाठी जागा | 104 चौ. मी. |",
        "| ग्रंथशीर्षके | 7814 |",
        "| ग्रंथप्रती | 32209 |",
        "| नियतकालिके | 23 |",
        "| डिजिटल ग्रंथालयातील संगणक | 20 |",
      ].join("\n"),
    },
  ),
  text(
    "facilities/girls-hostel",
    "Girls hostel",
    "- Hostel timings: 7:00 am to 6:30 pm.\n- Coming back late is fined Rs 100.\n- Hot water (geyser): 6:00 AM to 10:00 PM.\n- Visitors meet residents only in the visitors' room.",
    {
      title: "मुलींचे वसतिगृह",
      body: "- वसतिगृहाची वेळ: सकाळी 7:00 ते सायंकाळी 6:30.\n- उशिरा परतल्यास रु. 100 दंड आकारला जातो.\n- गरम पाणी (गीझर): सकाळी 6:00 ते रात्री 10:00.\n- अभ्यागत निवासी विद्यार्थिनींना केवळ अभ्यागत कक्षातच भेटू शकतात.",
    },
  ),
  text(
    "facilities/boys-hostel",
    "Boys hostel",
    [
      "The boys hostel has room for 160 students, with a mess, a reading room and a warden on campus.",
      "",
      "Instructions for residents:",
      "",
      "- Carry your hostel identity card at all times.",
      "- Be back in the hostel by 9:00 pm; the warden takes attendance at 9:30 pm.",
      "- Keep your room clean; rooms are inspected every week.",
      "- Do not cook in the rooms or use heaters and other electrical appliances.",
      "- Visitors meet residents only in the visitors' room, from 4:00 pm to 7:00 pm.",
      "- Ragging in any form is a punishable offence; report it to the warden at once.",
      "- Tell the warden in writing before leaving the hostel for a night or more.",
    ].join("\n"),
    {
      title: "मुलांचे वसतिगृह",
      body: [
        "मुलांच्या वसतिगृहात 160 विद्यार्थ्यांची निवास व्यवस्था असून भोजनगृह, वाचन कक्ष आणि परिसरातच राहणारे गृहपाल आहेत.",
        "",
        "निवासी विद्यार्थ्यांसाठी सूचना:",
        "",
        "- वसतिगृहाचे ओळखपत्र सदैव सोबत ठेवावे.",
        "- रात्री 9:00 पर्यंत वसतिगृहात परत यावे; गृहपाल रात्री 9:30 वाजता हजेरी घेतात.",
        "- आपली खोली स्वच्छ ठेवावी; दर आठवड्याला खोल्यांची तपासणी केली जाते.",
        "- खोलीत स्वयंपाक करू नये, तसेच हीटर किंवा इतर विद्युत उपकरणे वापरू नयेत.",
        "- अभ्यागत निवासी विद्यार्थ्यांना केवळ अभ्यागत कक्षात, सायंकाळी 4:00 ते 7:00 या वेळेत भेटू शकतात.",
        "- कोणत्याही स्वरूपातील रॅगिंग हा दंडनीय अपराध आहे; असा प्रकार घडल्यास त्वरित गृहपालांना कळवावे.",
        "- एक किंवा अधिक रात्रींसाठी वसतिगृह सोडण्यापूर्वी गृहपालांना लेखी कळवावे.",
      ].join("\n"),
    },
  ),
  text(
    "facilities/gymkhana",
    "Gymkhana",
    [
      "The gymkhana hall seats over 200 and hosts indoor games, cultural events and the annual gathering.",
      "",
      "| Facility | Details |",
      "| --- | --- |",
      "| Indoor games | Table tennis, carrom, chess, badminton |",
      "| Outdoor games | Cricket, volleyball, kabaddi, athletics |",
      "| Gymnasium | Open 6:00 to 8:00 am and 5:00 to 7:00 pm |",
      "| Annual events | Sports week, cultural gathering |",
    ].join("\n"),
    {
      title: "जिमखाना",
      body: [
        "जिमखाना सभागृहात 200 पेक्षा अधिक आसनक्षमता असून येथे बैठे खेळ, सांस्कृतिक कार्यक्रम आणि वार्षिक स्नेहसंमेलन होते.",
        "",
        "| सुविधा | तपशील |",
        "| --- | --- |",
        "| बैठे खेळ | टेबल टेनिस, कॅरम, बुद्धिबळ, बॅडमिंटन |",
        "| मैदानी खेळ | क्रिकेट, व्हॉलीबॉल, कबड्डी, ॲथलेटिक्स |",
        "| व्यायामशाळा | सकाळी 6:00 ते 8:00 आणि सायंकाळी 5:00 ते 7:00 खुली |",
        "| वार्षिक उपक्रम | क्रीडा सप्ताह, सांस्कृतिक स्नेहसंमेलन |",
      ].join("\n"),
    },
  ),
  text(
    "facilities/scs",
    "Students' co-operative store (SCS)",
    [
      "The students' co-operative store on the campus sells notebooks, drawing instruments, journals, stationery and printed study material at fair prices.",
      "",
      "| Item | Details |",
      "| --- | --- |",
      "| Open | 10.30 AM to 5.00 PM on working days |",
      "| Run by | A committee of staff and student members |",
      "| Also offers | Photocopying and printing of assignments |",
    ].join("\n"),
    {
      title: "विद्यार्थी सहकारी भांडार (SCS)",
      body: [
        "परिसरातील विद्यार्थी सहकारी भांडारात वह्या, चित्रकला साहित्य, प्रात्यक्षिक वह्या (जर्नल), लेखनसाहित्य आणि छापील अभ्याससाहित्य वाजवी दरात मिळते.",
        "",
        "| बाब | तपशील |",
        "| --- | --- |",
        "| वेळ | कामकाजाच्या दिवशी सकाळी 10.30 ते सायंकाळी 5.00 |",
        "| व्यवस्थापन | कर्मचारी आणि विद्यार्थी सदस्यांची समिती |",
        "| इतर सेवा | स्वाध्यायांच्या छायाप्रती (झेरॉक्स) आणि मुद्रण |",
      ].join("\n"),
    },
  ),
  text(
    "facilities/canteen",
    "Canteen",
    [
      "The canteen serves tea, breakfast, lunch and snacks at rates approved by the canteen committee.",
      "",
      "| Item | Details |",
      "| --- | --- |",
      "| Open | 8.00 AM to 6.00 PM on working days |",
      "| Seats | 60 |",
      "| Supervised by | The canteen committee of staff and students |",
      "",
      "Hygiene is checked every month; suggestions may be dropped in the box at the counter.",
    ].join("\n"),
    {
      title: "उपाहारगृह",
      body: [
        "उपाहारगृहात चहा, न्याहारी, दुपारचे जेवण आणि अल्पोपाहार उपाहारगृह समितीने मान्य केलेल्या दरात मिळतात.",
        "",
        "| बाब | तपशील |",
        "| --- | --- |",
        "| वेळ | कामकाजाच्या दिवशी सकाळी 8.00 ते सायंकाळी 6.00 |",
        "| आसने | 60 |",
        "| देखरेख | कर्मचारी आणि विद्यार्थ्यांची उपाहारगृह समिती |",
        "",
        "दर महिन्याला स्वच्छतेची तपासणी केली जाते; सूचना काउंटरजवळील पेटीत टाकाव्यात.",
      ].join("\n"),
    },
  ),
  text(
    "facilities/internet",
    "Internet and server room",
    [
      "The server room has 8 racks and a 1 Gbps connection that serves every laboratory and the library.",
      "",
      "| Item | Details |",
      "| --- | --- |",
      "| Server racks | 8 |",
      "| Internet connection | 1 Gbps |",
      "| Wi-Fi | In the library, laboratories and hostels |",
      "| Access | With the student's own sign-in, for study use |",
    ].join("\n"),
    {
      title: "इंटरनेट आणि सर्व्हर कक्ष",
      body: [
        "सर्व्हर कक्षात 8 रॅक आणि 1 Gbps जोडणी असून त्याद्वारे सर्व प्रयोगशाळा आणि ग्रंथालयाला इंटरनेट सेवा मिळते.",
        "",
        "| बाब | तपशील |",
        "| --- | --- |",
        "| सर्व्हर रॅक | 8 |",
        "| इंटरनेट जोडणी | 1 Gbps |",
        "| वाय-फाय | ग्रंथालय, प्रयोगशाळा आणि वसतिगृहांमध्ये |",
        "| वापर | विद्यार्थ्याच्या स्वतःच्या लॉग-इनद्वारे, अभ्यासासाठी |",
      ].join("\n"),
    },
  ),
  text(
    "training-placement/activities",
    "Training and placement activities",
    [
      "The training and placement cell prepares students for work and brings employers to the campus:",
      "",
      "- campus and pool placement drives with companies from the region and beyond;",
      "- in-plant training of six weeks for every student after the fourth semester;",
      "- aptitude tests, group discussions and mock interviews;",
      "- expert lectures by people from industry and by alumni;",
      "- industrial visits for every branch each year;",
      "- entrepreneurship awareness programmes;",
      "- guidance for higher studies and competitive examinations.",
    ].join("\n"),
    {
      title: "प्रशिक्षण आणि नियुक्ती उपक्रम",
      body: [
        "प्रशिक्षण आणि नियुक्ती कक्ष विद्यार्थ्यांना नोकरीसाठी तयार करतो आणि नियोक्त्यांना संस्थेत आमंत्रित करतो:",
        "",
        "- या प्रदेशातील तसेच बाहेरील कंपन्यांसोबत कॅम्पस व पूल नियुक्ती मोहिमा;",
        "- चौथ्या सत्रानंतर प्रत्येक विद्यार्थ्यासाठी सहा आठवड्यांचे औद्योगिक (इन-प्लांट) प्रशिक्षण;",
        "- अभियोग्यता चाचण्या, गटचर्चा आणि सराव मुलाखती;",
        "- उद्योग क्षेत्रातील तज्ज्ञ आणि माजी विद्यार्थ्यांची तज्ज्ञ व्याख्याने;",
        "- दरवर्षी प्रत्येक शाखेसाठी औद्योगिक भेटी;",
        "- उद्योजकता जागृती कार्यक्रम;",
        "- उच्च शिक्षण आणि स्पर्धा परीक्षांसाठी मार्गदर्शन.",
      ].join("\n"),
    },
  ),
  text(
    "training-placement/placements",
    "Placements in recent years",
    [
      "Placement intake is 300 students a year. Placements of the last five years:",
      "",
      "| Year | Intake | Students placed | Companies visiting | Highest package (lakh per year) |",
      "| --- | ---: | ---: | ---: | ---: |",
      ...PLACEMENT_ROWS,
    ].join("\n"),
    {
      title: "गेल्या काही वर्षांतील नियुक्त्या",
      body: [
        "नियुक्तीसाठी वार्षिक प्रवेश क्षमता 300 विद्यार्थी आहे. गेल्या पाच वर्षांतील नियुक्त्या:",
        "",
        "| वर्ष | प्रवेश क्षमता | नियुक्त विद्यार्थी | भेट देणाऱ्या कंपन्या | सर्वाधिक वेतन पॅकेज (लाख प्रतिवर्ष) |",
        "| --- | ---: | ---: | ---: | ---: |",
        ...PLACEMENT_ROWS,
      ].join("\n"),
    },
  ),
  text(
    "training-placement/policy",
    "Placement policy",
    "- A student placed with a package below 1.5 lakh, or from 1.5 to 2 lakh, may join only drives offering 2 lakh or more.\n- A student placed above 2 lakh may join only drives offering 2.5 lakh or more.\n- All restrictions lift once 70% of the branch is placed.",
    {
      title: "नियुक्ती धोरण",
      body: "- 1.5 लाखांपेक्षा कमी किंवा 1.5 ते 2 लाख वेतन पॅकेजवर नियुक्त झालेला विद्यार्थी केवळ 2 लाख किंवा त्याहून अधिक पॅकेज देणाऱ्या मोहिमांमध्येच सहभागी होऊ शकतो.\n- 2 लाखांपेक्षा अधिक पॅकेजवर नियुक्त झालेला विद्यार्थी केवळ 2.5 लाख किंवा त्याहून अधिक पॅकेज देणाऱ्या मोहिमांमध्येच सहभागी होऊ शकतो.\n- शाखेतील 70% विद्यार्थ्यांची नियुक्ती झाल्यानंतर हे सर्व निर्बंध शिथिल होतात.",
    },
  ),
  text(
    "institute-intro",
    "Government Polytechnic, Sakoli",
    "Established in 1983, the Government Polytechnic, Sakoli offers diploma programmes in five branches of engineering to the young people of the district and the neighbouring rural areas.",
    {
      title: "शासकीय तंत्रनिकेतन, साकोली",
      body: "1983 मध्ये स्थापन झालेले शासकीय तंत्रनिकेतन, साकोली जिल्ह्यातील आणि लगतच्या ग्रामीण भागातील तरुणांसाठी अभियांत्रिकीच्या पाच शाखांमध्ये पदविका अभ्यासक्रम उपलब्ध करून देते.",
    },
  ),
  text(
    "mandatory-disclosure",
    "Mandatory disclosure",
    "The institute publishes every year the information the approving authority requires: its programmes and intake, faculty, infrastructure, fees, results and placements. The current disclosure is below.",
    {
      title: "अनिवार्य प्रकटीकरण",
      body: "मान्यता देणाऱ्या प्राधिकरणाने मागितलेली माहिती संस्था दरवर्षी प्रसिद्ध करते: अभ्यासक्रम आणि प्रवेश क्षमता, अध्यापक, पायाभूत सुविधा, शुल्क, निकाल आणि नियुक्त्या. चालू वर्षाचे प्रकटीकरण खाली दिले आहे.",
    },
  ),
  text(
    "mandatory-disclosure/governance",
    "Governance",
    [
      "The institute is run by the Directorate of Technical Education, Maharashtra, through its regional office. The principal heads it, with the heads of department and the office superintendent.",
      "",
      "- Governing body: the regional joint director (chairman), the principal (member secretary), two heads of department and one member from industry.",
      "- The governing body meets twice a year; its minutes are kept in the office.",
    ].join("\n"),
    {
      title: "प्रशासन",
      body: [
        "संस्था तंत्र शिक्षण संचालनालय, महाराष्ट्र यांच्या विभागीय कार्यालयामार्फत चालवली जाते. प्राचार्य संस्थेचे प्रमुख असून विभागप्रमुख आणि कार्यालय अधीक्षक त्यांना साहाय्य करतात.",
        "",
        "- नियामक मंडळ: विभागीय सहसंचालक (अध्यक्ष), प्राचार्य (सदस्य सचिव), दोन विभागप्रमुख आणि उद्योगातील एक सदस्य.",
        "- नियामक मंडळाची बैठक वर्षातून दोनदा होते; तिचे इतिवृत्त कार्यालयात ठेवले जाते.",
      ].join("\n"),
    },
  ),
  text(
    "mandatory-disclosure/fees",
    "Fees",
    [
      "Fees for one year of a diploma programme, as the state's fee authority fixed them (fictional figures for the demo site):",
      "",
      "| Category | Tuition fee | Development fee |",
      "|---|---|---|",
      "| Open | ₹ 7,000 | ₹ 1,000 |",
      "| Reserved categories | ₹ 0 (scholarship) | ₹ 1,000 |",
    ].join("\n"),
    {
      title: "शुल्क",
      body: [
        "पदविका अभ्यासक्रमाच्या एका वर्षाचे शुल्क, राज्याच्या शुल्क प्राधिकरणाने ठरवल्याप्रमाणे (नमुना संकेतस्थळासाठी काल्पनिक आकडे):",
        "",
        "| प्रवर्ग | शिक्षण शुल्क | विकास शुल्क |",
        "|---|---|---|",
        "| खुला | ₹ 7,000 | ₹ 1,000 |",
        "| आरक्षित प्रवर्ग | ₹ 0 (शिष्यवृत्ती) | ₹ 1,000 |",
      ].join("\n"),
    },
  ),
  text(
    "mandatory-disclosure/infrastructure",
    "Infrastructure",
    "The campus covers 12 acres (fictional figures for the demo site), with classrooms, drawing halls, laboratories and workshops for every programme, a central library, a computer centre, hostels for boys and girls, a canteen and a playground.",
    {
      title: "पायाभूत सुविधा",
      body: "परिसर 12 एकरांचा आहे (नमुना संकेतस्थळासाठी काल्पनिक आकडे): प्रत्येक अभ्यासक्रमासाठी वर्गखोल्या, रेखाचित्र दालने, प्रयोगशाळा आणि कार्यशाळा, मध्यवर्ती ग्रंथालय, संगणक केंद्र, मुला-मुलींची वसतिगृहे, उपाहारगृह आणि क्रीडांगण.",
    },
  ),
  text(
    "students-corner/conduct-discipline",
    "Conduct and discipline",
    [
      "Every student is expected to behave with courtesy and honesty on the campus and outside it.",
      "",
      "- Attend at least 75% of lectures and practicals in every course.",
      "- Carry your identity card on the campus and show it when asked.",
      "- Wear the prescribed uniform on the days the institute sets.",
      "- Ragging is banned; anyone found ragging is expelled and reported to the police.",
      "- Mobile phones stay switched off in classrooms, laboratories and the library.",
      "- Smoking, tobacco, alcohol and drugs are forbidden on the campus.",
      "- Damage to institute property is recovered from those responsible.",
      "- Complaints go to the class teacher, the head of department or the grievance committee.",
    ].join("\n"),
    {
      title: "आचार आणि शिस्त",
      body: [
        "प्रत्येक विद्यार्थ्याने संस्थेच्या परिसरात आणि परिसराबाहेरही सौजन्याने आणि प्रामाणिकपणे वागणे अपेक्षित आहे.",
        "",
        "- प्रत्येक विषयाच्या किमान 75% तासिका आणि प्रात्यक्षिकांना उपस्थित राहावे.",
        "- परिसरात ओळखपत्र सोबत ठेवावे आणि मागितल्यास दाखवावे.",
        "- संस्थेने ठरवलेल्या दिवशी विहित गणवेश परिधान करावा.",
        "- रॅगिंगला पूर्ण बंदी आहे; रॅगिंग करताना आढळलेल्या विद्यार्थ्याला संस्थेतून काढून टाकले जाईल आणि पोलिसांना कळवले जाईल.",
        "- वर्गखोल्या, प्रयोगशाळा आणि ग्रंथालयात मोबाइल फोन बंद ठेवावेत.",
        "- परिसरात धूम्रपान, तंबाखू, मद्य आणि अमली पदार्थांना सक्त मनाई आहे.",
        "- संस्थेच्या मालमत्तेचे नुकसान झाल्यास त्याची भरपाई जबाबदार व्यक्तींकडून वसूल केली जाईल.",
        "- तक्रारी वर्गशिक्षक, विभागप्रमुख किंवा तक्रार निवारण समितीकडे कराव्यात.",
      ].join("\n"),
    },
  ),
  ...SCHOLARSHIPS.map(scholarship),
  text(
    "alumni/association",
    "Alumni association",
    [
      "The alumni association was established for the year 2022-23. Its aims and objectives:",
      "",
      "1. To keep former students in touch with the institute and with each other.",
      "2. To guide current students in their studies and careers.",
      "3. To help with training and placement.",
      "4. To arrange expert lectures by alumni working in industry.",
      "5. To support students in need through scholarships.",
      "6. To take part in improving the institute's facilities.",
      "7. To celebrate the achievements of alumni.",
      "8. To hold an alumni meet every year.",
      "9. To help the institute link with industry.",
    ].join("\n"),
    {
      title: "माजी विद्यार्थी संघटना",
      body: [
        "माजी विद्यार्थी संघटनेची स्थापना 2022-23 या वर्षासाठी करण्यात आली. संघटनेची उद्दिष्टे:",
        "",
        "1. माजी विद्यार्थ्यांचा संस्थेशी आणि परस्परांशी संपर्क कायम ठेवणे.",
        "2. सध्याच्या विद्यार्थ्यांना अभ्यास आणि कारकिर्दीसाठी मार्गदर्शन करणे.",
        "3. प्रशिक्षण आणि नियुक्तीसाठी साहाय्य करणे.",
        "4. उद्योग क्षेत्रात कार्यरत माजी विद्यार्थ्यांची तज्ज्ञ व्याख्याने आयोजित करणे.",
        "5. गरजू विद्यार्थ्यांना शिष्यवृत्तीद्वारे मदत करणे.",
        "6. संस्थेच्या सुविधा सुधारण्यात सहभाग घेणे.",
        "7. माजी विद्यार्थ्यांच्या कामगिरीचा गौरव करणे.",
        "8. दरवर्षी माजी विद्यार्थी मेळावा आयोजित करणे.",
        "9. संस्थेचे उद्योगांशी संबंध जोडण्यास मदत करणे.",
      ].join("\n"),
    },
  ),
  ...WEBSITE_PAGES.map(websitePage),
];

/** A gallery picture's caption and what its placeholder stands for, in one language. */
interface PictureText {
  caption: string;
  standsFor: string;
}

/** A picture of a gallery; the alt text says which real photo the placeholder stands in for. */
function galleryPicture(gallery: string, sortOrder: number, en: PictureText, mr: PictureText, size = { width: 640, height: 400 }): SeedRecord {
  const seed = `${gallery.replace(/\//g, "-")}-${sortOrder}`;
  return {
    gallery,
    image: picture(seed, { ...size, pattern: sortOrder % 2 ? "landscape" : "shapes", label: en.caption }),
    altText: `Placeholder illustration standing in for ${en.standsFor}.`,
    altTextMr: `तात्पुरते चित्र (प्रत्यक्ष छायाचित्राऐवजी): ${mr.standsFor}.`,
    caption: en.caption,
    captionMr: mr.caption,
    sortOrder,
  };
}

/** Captions of each department's image slider, English and Marathi (the electronics set is the slider's fallback). */
const DEPARTMENT_SLIDERS: Record<string, readonly (readonly [string, string])[]> = {
  computer: [
    ["Programming laboratory", "प्रोग्रामिंग प्रयोगशाळा"],
    ["Computer network laboratory", "संगणक नेटवर्क प्रयोगशाळा"],
    ["Project exhibition", "प्रकल्प प्रदर्शन"],
  ],
  civil: [
    ["Survey practice on the campus", "परिसरातील सर्वेक्षण सराव"],
    ["Concrete testing laboratory", "काँक्रीट चाचणी प्रयोगशाळा"],
    ["Visit to a construction site", "बांधकाम स्थळाला भेट"],
  ],
  mechanical: [
    ["Machine shop", "मशीन शॉप"],
    ["Thermal engineering laboratory", "औष्णिक अभियांत्रिकी प्रयोगशाळा"],
    ["CAD laboratory", "कॅड प्रयोगशाळा"],
  ],
  electrical: [
    ["Electrical machines laboratory", "विद्युत यंत्रे प्रयोगशाळा"],
    ["Switchgear and protection laboratory", "स्विचगियर आणि संरक्षण प्रयोगशाळा"],
    ["Visit to a substation", "उपकेंद्राला भेट"],
  ],
  electronics: [
    ["Digital electronics laboratory", "डिजिटल इलेक्ट्रॉनिक्स प्रयोगशाळा"],
    ["Microcontroller laboratory", "मायक्रोकंट्रोलर प्रयोगशाळा"],
    ["Communication laboratory", "संप्रेषण प्रयोगशाळा"],
    ["IoT project display", "आयओटी प्रकल्पांचे प्रदर्शन"],
  ],
  science_humanities: [
    ["Physics laboratory", "भौतिकशास्त्र प्रयोगशाळा"],
    ["Chemistry laboratory", "रसायनशास्त्र प्रयोगशाळा"],
    ["Language laboratory", "भाषा प्रयोगशाळा"],
  ],
  workshop: [
    ["Fitting shop", "फिटिंग शॉप"],
    ["Carpentry shop", "सुतारकाम शॉप"],
    ["Welding shop", "वेल्डिंग शॉप"],
  ],
};

/** The pictures of a place's gallery: captions in English and Marathi, each standing for a photo of that place. */
function placeGallery(gallery: string, place: string, placeMr: string, captions: readonly (readonly [string, string])[]): SeedRecord[] {
  return captions.map(([caption, captionMr], i) =>
    galleryPicture(gallery, i + 1, { caption, standsFor: `a photo of ${place}: ${caption}` }, { caption: captionMr, standsFor: `${placeMr}, ${captionMr}` }),
  );
}

export const galleryImages: SeedRecord[] = [
  galleryPicture(
    "org-structure",
    1,
    { caption: "Organisation structure", standsFor: "the chart of the institute's organisation structure" },
    { caption: "संस्थेची रचना", standsFor: "संस्थेच्या संघटनात्मक रचनेचा तक्ता" },
    { width: 800, height: 600 },
  ),
  galleryPicture(
    "institute-map",
    1,
    { caption: "Campus map", standsFor: "the map of the institute's campus" },
    { caption: "परिसराचा नकाशा", standsFor: "संस्थेच्या परिसराचा नकाशा" },
    { width: 800, height: 600 },
  ),
  ...Object.entries(DEPARTMENT_SLIDERS).flatMap(([slug, captions]) =>
    captions.map(([caption, captionMr], i) =>
      galleryPicture(
        `dept/${slug}`,
        i + 1,
        { caption, standsFor: `a photo from the ${DEPARTMENT_NAMES[slug]} department: ${caption}` },
        { caption: captionMr, standsFor: `${DEPARTMENT_NAMES_MR[slug]} विभाग, ${captionMr}` },
      ),
    ),
  ),
  ...placeGallery("library", "the library", "ग्रंथालय", [
    ["Reading hall", "वाचन कक्ष"],
    ["Book stacks", "ग्रंथांची कपाटे"],
    ["Digital library", "डिजिटल ग्रंथालय"],
    ["Journal section", "नियतकालिक विभाग"],
  ]),
  ...placeGallery("hostel/boys", "the boys hostel", "मुलांचे वसतिगृह", [
    ["Boys hostel building", "मुलांच्या वसतिगृहाची इमारत"],
    ["A room of the boys hostel", "मुलांच्या वसतिगृहातील एक खोली"],
    ["Mess hall", "भोजनगृह"],
    ["Reading room", "वाचन कक्ष"],
  ]),
  ...placeGallery("hostel/girls", "the girls hostel", "मुलींचे वसतिगृह", [
    ["Girls hostel building", "मुलींच्या वसतिगृहाची इमारत"],
    ["A room of the girls hostel", "मुलींच्या वसतिगृहातील एक खोली"],
    ["Mess hall", "भोजनगृह"],
    ["Common room", "सामायिक कक्ष"],
  ]),
  ...Array.from({ length: 7 }, (_, i) => ({
    gallery: "news-carousel",
    image: picture(`news-carousel-${i + 1}`, { width: 800, height: 450, pattern: i % 2 ? "shapes" : "landscape", label: `News ${i + 1}` }),
    altText: `Placeholder illustration standing in for news photo ${i + 1}.`,
    altTextMr: `तात्पुरते चित्र (प्रत्यक्ष छायाचित्राऐवजी): बातमीचे छायाचित्र ${i + 1}.`,
    caption: `Campus news ${i + 1}`,
    captionMr: `परिसरातील बातमी ${i + 1}`,
    sortOrder: i + 1,
  })),
  ...Array.from({ length: 16 }, (_, i) => ({
    gallery: "recruiters",
    image: picture(`recruiter-${i + 1}`, { width: 240, height: 120, pattern: "shapes", label: `Recruiter ${i + 1}` }),
    altText: `Logo of Example Recruiter ${i + 1} (placeholder).`,
    altTextMr: `उदाहरण नियोक्ता ${i + 1} यांचा लोगो (तात्पुरता).`,
    sortOrder: i + 1,
  })),
  ...["2023", "2024", "2025"].flatMap((year) =>
    [1, 2].map((n) => ({
      gallery: `alumni/${year}`,
      image: picture(`alumni-${year}-${n}`, { width: 800, height: 500, pattern: "landscape", label: `Alumni Meet ${year}` }),
      altText: `Placeholder illustration standing in for a photo of the Alumni Meet ${year}.`,
      altTextMr: `तात्पुरते चित्र (प्रत्यक्ष छायाचित्राऐवजी): माजी विद्यार्थी मेळावा ${year}.`,
      caption: `Alumni Meet ${year}`,
      captionMr: `माजी विद्यार्थी मेळावा ${year}`,
      sortOrder: n,
    })),
  ),
];

const OFFICE_ROLES = ["Office Superintendent", "Head Clerk", "Senior Clerk", "Junior Clerk", "Accountant", "Store Keeper", "Peon"];
const OFFICE_ROLES_MR = ["कार्यालय अधीक्षक", "मुख्य लिपिक", "वरिष्ठ लिपिक", "कनिष्ठ लिपिक", "लेखापाल", "भांडारपाल", "शिपाई"];
const ALUMNI_ROLES: readonly (readonly [string, string])[] = [
  ["President", "अध्यक्ष"],
  ["Secretary", "सचिव"],
  ["Treasurer", "कोषाध्यक्ष"],
];
const ALUMNI_MEMBER = ["Member", "सदस्य"] as const;
const FIRST = ["Anil", "Sunita", "Ramesh", "Kavita", "Prakash", "Meena", "Vijay", "Asha", "Sanjay", "Lata", "Deepak", "Rekha", "Manoj"];
const LAST = ["Example", "Sample", "Demo", "Placeholder", "Fictional"];

function officeStaff(index: number): SeedRecord {
  const name = `${FIRST[index % FIRST.length]} ${LAST[index % LAST.length]}`;
  return {
    group: "office-staff",
    name,
    role: OFFICE_ROLES[index % OFFICE_ROLES.length],
    roleMr: OFFICE_ROLES_MR[index % OFFICE_ROLES.length],
    photoImage: portrait(`office-${index}`),
    photoImageAltText: `Placeholder portrait standing in for a photo of ${name}, ${OFFICE_ROLES[index % OFFICE_ROLES.length]}.`,
    phone: String(9876510001 + index),
    email: `office${index + 1}@${DOMAIN}`,
    sortOrder: index + 1,
  };
}

export const people: SeedRecord[] = [
  {
    group: "principal",
    name: "Dr. Example Principal",
    role: "Principal",
    roleMr: "प्राचार्य",
    photoImage: portrait("principal"),
    photoImageAltText: "Placeholder portrait standing in for a photo of Dr. Example Principal, the principal.",
    phone: "9876510100",
    email: `principal@${DOMAIN}`,
    sortOrder: 1,
  },
  { group: "rti-officers", name: "Dr. Example Principal", role: "Appellate authority", roleMr: "अपिलीय प्राधिकारी", phone: "9876510101", sortOrder: 1 },
  { group: "rti-officers", name: "Mr. Sample Officer", role: "Public information officer", roleMr: "जन माहिती अधिकारी", phone: "9876510102", sortOrder: 2 },
  {
    group: "rti-officers",
    name: "Mrs. Demo Assistant",
    role: "Assistant public information officer",
    roleMr: "सहायक जन माहिती अधिकारी",
    phone: "9876510103",
    sortOrder: 3,
  },
  ...Array.from({ length: 25 }, (_, i) => officeStaff(i)),
  ...Array.from({ length: 11 }, (_, i) => ({
    group: "alumni-committee",
    name: `${FIRST[(i + 3) % FIRST.length]} Alumnus`,
    role: (ALUMNI_ROLES[i] ?? ALUMNI_MEMBER)[0],
    roleMr: (ALUMNI_ROLES[i] ?? ALUMNI_MEMBER)[1],
    phone: String(9876520001 + i),
    sortOrder: i + 1,
  })),
  {
    group: "placement-team",
    name: "Mr. Sample Coordinator",
    role: "Training and placement officer",
    roleMr: "प्रशिक्षण आणि नियुक्ती अधिकारी",
    phone: "9876560001",
    email: `tpo@${DOMAIN}`,
    sortOrder: 1,
  },
  {
    group: "placement-team",
    name: "Mrs. Kavita Demo",
    role: "Placement coordinator, Computer Technology and Electronics",
    roleMr: "नियुक्ती समन्वयक, संगणक तंत्रज्ञान आणि इलेक्ट्रॉनिक्स",
    phone: "9876560002",
    email: `placement.ct@${DOMAIN}`,
    sortOrder: 2,
  },
  {
    group: "placement-team",
    name: "Mr. Vijay Example",
    role: "Placement coordinator, Civil and Mechanical",
    roleMr: "नियुक्ती समन्वयक, स्थापत्य आणि यांत्रिकी",
    phone: "9876560003",
    email: `placement.cm@${DOMAIN}`,
    sortOrder: 3,
  },
  {
    group: "placement-team",
    name: "Ms. Rekha Sample",
    role: "Placement coordinator, Electrical",
    roleMr: "नियुक्ती समन्वयक, विद्युत",
    phone: "9876560004",
    email: `placement.ee@${DOMAIN}`,
    sortOrder: 4,
  },
  ...Array.from({ length: 5 }, (_, i) => ({
    group: "developers",
    name: `Student Developer ${i + 1}`,
    role: "Student, Computer Technology",
    roleMr: "विद्यार्थी, संगणक तंत्रज्ञान",
    photoImage: portrait(`developer-${i}`),
    photoImageAltText: `Placeholder portrait standing in for a photo of Student Developer ${i + 1}.`,
    email: `developer${i + 1}@${DOMAIN}`,
    phone: String(9876540001 + i),
    qualification: "Diploma in Computer Technology (pursuing)",
    skills: ["React", "TypeScript", "GraphQL"],
    resumePdf: pdfFile(`Resume of Student Developer ${i + 1}`, "A fictional resume for the demo site."),
    sortOrder: i + 1,
  })),
];

/** The site's links (menus, footer, notice board), one a line in fixtures/links.json. */
export const links: SeedRecord[] = linkData;

export const demoRows: DemoRows = { pageText: pageTexts, galleryImage: galleryImages, person: people, link: links };
