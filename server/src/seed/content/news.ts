import { pdfFile, picture, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";

// Home page slides, GPS in news and the notice board, in English and Marathi (`fMr` beside each
// translatable field `f`). The pictures are generated illustrations; the alt texts say so.

const LANDSCAPE_ALT = "Placeholder illustration of layered hills under a pale sun";
const SHAPES_ALT = "Placeholder illustration of coloured circles, squares and triangles";
const LANDSCAPE_ALT_MR = "फिकट सूर्याखालील डोंगररांगांचे तात्पुरते चित्र";
const SHAPES_ALT_MR = "रंगीत वर्तुळे, चौरस आणि त्रिकोणांचे तात्पुरते चित्र";

/** A slide's caption and what its picture stands for, in one language. */
interface SlideText {
  caption: string;
  standsFor: string;
}

/** The slides in their order, in English and in Marathi; the placeholder pictures alternate, hills first. */
const SLIDES: readonly (readonly [en: SlideText, mr: SlideText])[] = [
  [
    { caption: "Welcome to Government Polytechnic, Sakoli", standsFor: "the institute's main building" },
    { caption: "शासकीय तंत्रनिकेतन, साकोली येथे आपले स्वागत आहे", standsFor: "संस्थेची मुख्य इमारत" },
  ],
  [
    { caption: "Flag rally by students and staff on Independence Day", standsFor: "students carrying the national flag in a rally" },
    { caption: "स्वातंत्र्य दिनी विद्यार्थी आणि कर्मचाऱ्यांची ध्वज फेरी", standsFor: "राष्ट्रध्वज घेऊन फेरीत सहभागी झालेले विद्यार्थी" },
  ],
  [
    { caption: "Expert lecture on personality development", standsFor: "an expert addressing students in the seminar hall" },
    { caption: "व्यक्तिमत्त्व विकास या विषयावर तज्ज्ञ व्याख्यान", standsFor: "सेमिनार हॉलमध्ये विद्यार्थ्यांना मार्गदर्शन करताना तज्ज्ञ" },
  ],
  [
    { caption: "Expert lecture on business innovation and start-ups", standsFor: "a guest speaker presenting to students" },
    { caption: "व्यवसायातील नवोन्मेष आणि स्टार्ट-अप या विषयावर तज्ज्ञ व्याख्यान", standsFor: "विद्यार्थ्यांसमोर सादरीकरण करताना निमंत्रित वक्ते" },
  ],
  [
    { caption: "Inaugural session of the induction programme for first-year students", standsFor: "the inaugural session on stage" },
    { caption: "प्रथम वर्षाच्या विद्यार्थ्यांसाठी प्रवेशोत्तर परिचय कार्यक्रमाचे उद्घाटन सत्र", standsFor: "व्यासपीठावरील उद्घाटन सत्र" },
  ],
  [
    { caption: "3rd prize in a state-level paper presentation competition", standsFor: "prize-winning students with their certificates" },
    { caption: "राज्यस्तरीय शोधनिबंध सादरीकरण स्पर्धेत तृतीय पारितोषिक", standsFor: "प्रमाणपत्रांसह पारितोषिक विजेते विद्यार्थी" },
  ],
  [
    { caption: "Three-day meditation programme, February 2025", standsFor: "students meditating in the gymkhana hall" },
    { caption: "तीन दिवसांचा ध्यान कार्यक्रम, फेब्रुवारी 2025", standsFor: "जिमखाना सभागृहात ध्यान करताना विद्यार्थी" },
  ],
];

export const slides: SeedRecord[] = SLIDES.map(([en, mr], index) => {
  const sortOrder = index + 1;
  const landscape = index % 2 === 0;
  return {
    caption: en.caption,
    captionMr: mr.caption,
    altText: `${landscape ? LANDSCAPE_ALT : SHAPES_ALT}, standing in for a photo of ${en.standsFor}.`,
    altTextMr: `${landscape ? LANDSCAPE_ALT_MR : SHAPES_ALT_MR} (प्रत्यक्ष छायाचित्राऐवजी): ${mr.standsFor}.`,
    image: picture(`slide-${sortOrder}`, { width: 1200, height: 500, pattern: landscape ? "landscape" : "shapes" }),
    sortOrder,
  };
});

function newsItem(session: string, dateOfEvent: string, title: string, titleMr: string, label: string): SeedRecord {
  return {
    session,
    title,
    titleMr,
    dateOfEvent,
    image: picture(`news-${dateOfEvent}`, { label, pattern: "shapes" }),
    imageAltText: `${SHAPES_ALT}, standing in for the newspaper cutting "${title}".`,
  };
}

export const gpsNews: SeedRecord[] = [
  newsItem(
    "2022-2023",
    "2022-08-13",
    "Students and staff join the tricolour rally through Sakoli",
    "साकोलीतील तिरंगा फेरीत विद्यार्थी आणि कर्मचाऱ्यांचा उत्स्फूर्त सहभाग",
    "Tricolour rally",
  ),
  newsItem(
    "2022-2023",
    "2022-12-09",
    "Polytechnic hosts a taluka-level science and model exhibition",
    "तंत्रनिकेतनात तालुकास्तरीय विज्ञान आणि प्रतिकृती प्रदर्शनाचे आयोजन",
    "Model exhibition",
  ),
  newsItem(
    "2022-2023",
    "2023-03-18",
    "Blood donation camp on campus draws over a hundred donors",
    "संस्थेतील रक्तदान शिबिरात शंभराहून अधिक रक्तदात्यांचा सहभाग",
    "Blood donation camp",
  ),
  newsItem(
    "2023-2024",
    "2023-09-26",
    "Computer students win third prize at a state-level paper presentation",
    "राज्यस्तरीय शोधनिबंध सादरीकरण स्पर्धेत संगणक शाखेच्या विद्यार्थ्यांना तृतीय पारितोषिक",
    "Paper presentation prize",
  ),
  newsItem("2023-2024", "2024-01-24", "Road safety week observed with an awareness rally", "जनजागृती फेरी काढून रस्ता सुरक्षा सप्ताह साजरा", "Road safety week"),
  newsItem(
    "2024-2025",
    "2024-10-02",
    "Cleanliness drive: students clean the campus and the bus stand",
    "स्वच्छता अभियान: विद्यार्थ्यांनी संस्थेचा परिसर आणि बसस्थानक केले स्वच्छ",
    "Cleanliness drive",
  ),
  newsItem(
    "2024-2025",
    "2025-04-12",
    "Campus placement drive: forty-two students receive offers",
    "कॅम्पस नियुक्ती मोहीम: बेचाळीस विद्यार्थ्यांना नोकरीचे प्रस्ताव",
    "Placement drive",
  ),
];

/** Dates follow the notice board's order (newest first): portal, fees, branch transfer, hostel fees. */
export const notices: SeedRecord[] = [
  {
    title: "State government services portal: apply for certificates online",
    titleMr: "राज्य शासनाचे सेवा पोर्टल: प्रमाणपत्रांसाठी ऑनलाइन अर्ज करा",
    date: "2025-09-01",
    link: "https://example.org/services",
  },
  {
    title: "Fee structure for admission 2025-26",
    titleMr: "प्रवेश 2025-26 साठी शुल्क रचना",
    date: "2025-08-20",
    noticePdf: pdfFile("Fee structure for admission 2025-26", "Tuition, development and other fees for first-year and direct second-year admission."),
  },
  {
    title: "Branch transfer order 2025-26",
    titleMr: "शाखा बदल आदेश 2025-26",
    date: "2025-08-12",
    noticePdf: pdfFile("Branch transfer order 2025-26", "List of students whose change of programme has been approved."),
  },
  {
    title: "Girls hostel fee structure 2025-26",
    titleMr: "मुलींच्या वसतिगृहाची शुल्क रचना 2025-26",
    date: "2025-07-10",
    noticePdf: pdfFile("Girls hostel fee structure 2025-26", "Hostel, mess deposit and other charges for the academic year 2025-26."),
  },
];

export const demoRows: DemoRows = { slide: slides, notice: notices, gpsNews };
