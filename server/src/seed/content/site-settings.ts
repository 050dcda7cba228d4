// The institute-wide settings row of the demo site, in English and Marathi (`fMr` beside each
// translatable field `f`). Fictional contact details, and a generated, fictional logo.

import { picture } from "./files.js";

export const DEMO_INSTITUTE_NAME = "Government Polytechnic, Sakoli";
export const DEMO_INSTITUTE_NAME_MR = "शासकीय तंत्रनिकेतन, साकोली";

export const siteSettings = {
  instituteName: DEMO_INSTITUTE_NAME,
  instituteNameMr: DEMO_INSTITUTE_NAME_MR,
  address: "Sakoli, Dist. Bhandara, Maharashtra 441802",
  addressMr: "साकोली, जि. भंडारा, महाराष्ट्र 441802",
  phone: "07186200123",
  email: "office@gpsakoli.edu.example",
  // A square of a few shapes with the initials on it, drawn by the seed (placeholders/image.ts): no real emblem.
  logoImage: picture("college-logo", { width: 256, height: 256, label: "GPS", pattern: "shapes" }),
  logoImageAltText: "The college's logo: the letters GPS on coloured shapes (a fictional placeholder)",
  logoImageAltTextMr: "महाविद्यालयाचे बोधचिन्ह: रंगीत आकारांवर GPS ही अक्षरे (काल्पनिक नमुना)",
  establishedYear: 1983,
  about:
    "Government Polytechnic, Sakoli was established in 1983 to bring technical education within reach of the " +
    "young people of Bhandara district and the neighbouring rural areas of eastern Vidarbha. The institute offers " +
    "three-year diploma programmes in Computer Technology, Civil, Mechanical, Electrical, and Electronics and " +
    "Telecommunication Engineering, affiliated to the state board of technical education.\n\n" +
    "The campus has well-equipped laboratories and workshops, a central library with a digital section, hostels for " +
    "boys and girls, a gymkhana and a training and placement cell that connects students with industry. Many of its " +
    "alumni work in industry, public services and their own enterprises across the state.",
  aboutMr:
    "भंडारा जिल्ह्यातील आणि पूर्व विदर्भातील लगतच्या ग्रामीण भागातील तरुणांना तंत्र शिक्षण सहज उपलब्ध व्हावे, या उद्देशाने " +
    "1983 मध्ये शासकीय तंत्रनिकेतन, साकोलीची स्थापना झाली. राज्य तंत्र शिक्षण मंडळाशी संलग्न असलेल्या या संस्थेत संगणक तंत्रज्ञान, " +
    "स्थापत्य, यांत्रिकी, विद्युत आणि इलेक्ट्रॉनिक्स व दूरसंचार अभियांत्रिकी या शाखांचे तीन वर्षांचे पदविका अभ्यासक्रम चालवले जातात.\n\n" +
    "संस्थेच्या परिसरात सुसज्ज प्रयोगशाळा व कार्यशाळा, डिजिटल विभागासह मध्यवर्ती ग्रंथालय, मुलांसाठी आणि मुलींसाठी वसतिगृहे, " +
    "जिमखाना आणि विद्यार्थ्यांना उद्योगांशी जोडणारा प्रशिक्षण व नियुक्ती कक्ष आहे. संस्थेचे अनेक माजी विद्यार्थी राज्यभरात उद्योग, " +
    "शासकीय सेवा आणि स्वतःच्या व्यवसायांमध्ये कार्यरत आहेत.",
  vision:
    "To be a centre of excellence in diploma-level technical education that prepares skilled, ethical and " +
    "self-reliant technicians for the development of the region and the nation.",
  visionMr: "प्रदेशाच्या आणि राष्ट्राच्या विकासासाठी कुशल, नीतिमान आणि स्वावलंबी तंत्रज्ञ घडवणारे पदविका स्तरावरील तंत्र शिक्षणाचे " + "उत्कृष्टता केंद्र बनणे.",
  mission: [
    "Offer quality technical education through well-planned teaching, practical work and industry exposure.",
    "Develop professional skills, a spirit of enquiry and a sense of social responsibility in every student.",
    "Build lasting partnerships with industry, institutions and the community for training and placement.",
    "Encourage entrepreneurship, lifelong learning and the use of new technology.",
  ],
  missionMr: [
    "सुनियोजित अध्यापन, प्रात्यक्षिक कार्य आणि उद्योगांच्या प्रत्यक्ष अनुभवातून दर्जेदार तंत्र शिक्षण देणे.",
    "प्रत्येक विद्यार्थ्यामध्ये व्यावसायिक कौशल्ये, जिज्ञासू वृत्ती आणि सामाजिक जबाबदारीची जाणीव विकसित करणे.",
    "प्रशिक्षण आणि नियुक्तीसाठी उद्योग, शैक्षणिक संस्था आणि समाज यांच्याशी दीर्घकालीन भागीदारी निर्माण करणे.",
    "उद्योजकता, आजीवन अध्ययन आणि नवीन तंत्रज्ञानाच्या वापराला प्रोत्साहन देणे.",
  ],
  facebookUrl: "https://example.org/facebook/gpsakoli",
  instagramUrl: "https://example.org/instagram/gpsakoli",
  youtubeUrl: "https://example.org/youtube/gpsakoli",
  xUrl: "https://example.org/x/gpsakoli",
  antiRaggingHelpline: "07186000111",
} as const;
