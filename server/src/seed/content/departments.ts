import type { SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";

// The seven departments and the five diploma programmes, in English and Marathi (`fMr` beside
// each translatable field `f`). Texts are written for the demo.

/** The seven outcomes every diploma programme names, in plain words. */
const PROGRAMME_OUTCOMES = [
  "Basic and discipline-specific knowledge: apply the knowledge of basic mathematics, science and engineering fundamentals to solve broadly defined engineering problems.",
  "Problem analysis: identify and analyse well-defined engineering problems using codified standard methods.",
  "Design and development of solutions: design solutions for well-defined technical problems and help design system components or processes that meet specified needs.",
  "Engineering tools, experimentation and testing: apply modern engineering tools and appropriate techniques to conduct standard tests and measurements.",
  "Engineering practices for society, sustainability and environment: apply appropriate technology in the context of society, sustainability, environment and ethical practice.",
  "Project management: use engineering management principles individually, as a team member or as a leader to manage projects, and communicate effectively about well-defined engineering activities.",
  "Life-long learning: analyse individual needs and engage in updating in the context of technological change.",
];

const PROGRAMME_OUTCOMES_MR = [
  "मूलभूत आणि शाखानिहाय ज्ञान: व्यापक स्वरूपाच्या अभियांत्रिकी समस्या सोडवण्यासाठी मूलभूत गणित, विज्ञान आणि अभियांत्रिकीच्या मूलतत्त्वांचे ज्ञान वापरणे.",
  "समस्या विश्लेषण: प्रमाणित पद्धती वापरून सुस्पष्ट अभियांत्रिकी समस्या ओळखणे आणि त्यांचे विश्लेषण करणे.",
  "उपायांचे आरेखन आणि विकास: सुस्पष्ट तांत्रिक समस्यांवर उपाय आरेखित करणे आणि निर्दिष्ट गरजा पूर्ण करणारे प्रणालीचे घटक किंवा प्रक्रिया आरेखित करण्यास साहाय्य करणे.",
  "अभियांत्रिकी साधने, प्रयोग आणि चाचणी: प्रमाणित चाचण्या आणि मोजमापे करण्यासाठी आधुनिक अभियांत्रिकी साधने आणि योग्य तंत्रे वापरणे.",
  "समाज, शाश्वतता आणि पर्यावरणासाठी अभियांत्रिकी कार्यपद्धती: समाज, शाश्वतता, पर्यावरण आणि नैतिक आचरण यांचा विचार करून योग्य तंत्रज्ञान वापरणे.",
  "प्रकल्प व्यवस्थापन: वैयक्तिकरीत्या, संघाचा सदस्य म्हणून किंवा नेतृत्व करताना प्रकल्पांचे व्यवस्थापन करण्यासाठी अभियांत्रिकी व्यवस्थापनाची तत्त्वे वापरणे आणि सुस्पष्ट अभियांत्रिकी कामांबाबत परिणामकारक संवाद साधणे.",
  "आजीवन अध्ययन: वैयक्तिक गरजांचे विश्लेषण करणे आणि तंत्रज्ञानातील बदलांच्या अनुषंगाने स्वतःला सतत अद्ययावत ठेवणे.",
];

const HOD_TITLE = "From the Head of Department's Desk";
const HOD_TITLE_MR = "विभागप्रमुखांचे मनोगत";

/** The content pages of a teaching branch: all twelve of the spec, in its order. */
const ALL_SECTIONS = [
  "about-department",
  "department-portfolio",
  "digital-library",
  "faculties",
  "result-analysis",
  "Various Events",
  "mous",
  "laboratories",
  "curriculum",
  "time-table",
  "news-letter",
  "internal-revenue-generation",
];

export const departments: SeedRecord[] = [
  {
    slug: "computer",
    sections: ALL_SECTIONS,
    name: "Computer Technology",
    nameMr: "संगणक तंत्रज्ञान",
    isTeachingBranch: true,
    nbaAccredited: true,
    sortOrder: 1,
    headOfDepartmentTitle: HOD_TITLE,
    headOfDepartmentTitleMr: HOD_TITLE_MR,
    description:
      "The Department of Computer Technology offers a three-year diploma with an intake of 60 students. Students learn programming, data structures, databases, networking, operating systems and web and mobile application development in well-equipped laboratories with internet access.\n\n" +
      "Regular expert lectures, industrial visits, internships and project exhibitions help students connect classroom learning with the software industry. Our alumni work as developers, network technicians and system administrators, and many continue to degree courses.",
    descriptionMr:
      "संगणक तंत्रज्ञान विभागात 60 विद्यार्थ्यांच्या प्रवेश क्षमतेचा तीन वर्षांचा पदविका अभ्यासक्रम चालवला जातो. इंटरनेट सुविधेसह सुसज्ज प्रयोगशाळांमध्ये विद्यार्थी प्रोग्रामिंग, डेटा स्ट्रक्चर्स, डेटाबेस, नेटवर्किंग, ऑपरेटिंग सिस्टिम्स आणि वेब व मोबाइल ॲप्लिकेशन विकास शिकतात.\n\n" +
      "नियमित तज्ज्ञ व्याख्याने, औद्योगिक भेटी, इंटर्नशिप आणि प्रकल्प प्रदर्शनांमुळे विद्यार्थ्यांना वर्गातील शिक्षणाची सॉफ्टवेअर उद्योगाशी सांगड घालता येते. आमचे माजी विद्यार्थी डेव्हलपर, नेटवर्क तंत्रज्ञ आणि सिस्टिम ॲडमिनिस्ट्रेटर म्हणून कार्यरत आहेत, तर अनेकांनी पदवी अभ्यासक्रमांसाठी पुढील शिक्षण घेतले आहे.",
    vision: "To develop competent computer technicians who use software and hardware skills responsibly for the growth of industry and society.",
    visionMr: "उद्योग आणि समाजाच्या प्रगतीसाठी सॉफ्टवेअर व हार्डवेअर कौशल्यांचा जबाबदारीने वापर करणारे सक्षम संगणक तंत्रज्ञ घडवणे.",
    mission: [
      "Provide a strong foundation in programming, networking and database concepts through practical learning.",
      "Expose students to current tools and industry practices through internships, visits and expert lectures.",
      "Encourage teamwork, communication and ethical conduct in every activity.",
      "Motivate students for higher studies, self-employment and lifelong learning.",
    ],
    missionMr: [
      "प्रात्यक्षिकाधारित शिक्षणातून प्रोग्रामिंग, नेटवर्किंग आणि डेटाबेस संकल्पनांचा भक्कम पाया घालणे.",
      "इंटर्नशिप, भेटी आणि तज्ज्ञ व्याख्यानांद्वारे विद्यार्थ्यांना सध्याची साधने आणि उद्योगातील कार्यपद्धतींचा परिचय करून देणे.",
      "प्रत्येक उपक्रमात संघभावना, संवाद आणि नैतिक आचरणाला प्रोत्साहन देणे.",
      "विद्यार्थ्यांना उच्च शिक्षण, स्वयंरोजगार आणि आजीवन अध्ययनासाठी प्रेरित करणे.",
    ],
    peos: [
      "Graduates will work as competent technicians in software development, networking and hardware maintenance.",
      "Graduates will adapt to new computing technologies through continued learning and higher studies.",
      "Graduates will work ethically in teams and contribute to society, some as entrepreneurs.",
    ],
    peosMr: [
      "पदविकाधारक सॉफ्टवेअर विकास, नेटवर्किंग आणि हार्डवेअर देखभाल क्षेत्रात सक्षम तंत्रज्ञ म्हणून कार्य करतील.",
      "पदविकाधारक सततचे अध्ययन आणि उच्च शिक्षणाद्वारे संगणकशास्त्रातील नवीन तंत्रज्ञान आत्मसात करतील.",
      "पदविकाधारक संघात नैतिकतेने काम करतील आणि समाजासाठी योगदान देतील; त्यांपैकी काही उद्योजक म्हणून.",
    ],
    psos: [
      "Develop, test and maintain software applications using modern programming languages and tools.",
      "Install, configure and troubleshoot computer systems and networks.",
    ],
    psosMr: [
      "आधुनिक प्रोग्रामिंग भाषा आणि साधने वापरून सॉफ्टवेअर ॲप्लिकेशन्स विकसित करणे, त्यांची चाचणी घेणे आणि देखभाल करणे.",
      "संगणक प्रणाली आणि नेटवर्क बसवणे, त्यांचे कॉन्फिगरेशन करणे आणि त्यातील बिघाड दूर करणे.",
    ],
    pos: PROGRAMME_OUTCOMES,
    posMr: PROGRAMME_OUTCOMES_MR,
  },
  {
    slug: "civil",
    sections: ALL_SECTIONS,
    name: "Civil Engineering",
    nameMr: "स्थापत्य अभियांत्रिकी",
    isTeachingBranch: true,
    nbaAccredited: true,
    sortOrder: 2,
    headOfDepartmentTitle: HOD_TITLE,
    headOfDepartmentTitleMr: HOD_TITLE_MR,
    description:
      "The Department of Civil Engineering has offered a diploma programme since the institute was founded. With an intake of 60, it trains students in surveying, building construction, concrete technology, transportation, water resources and estimating and costing.\n\n" +
      "Students gain field experience through survey camps, site visits and in-plant training with construction firms and public works offices in the district.",
    descriptionMr:
      "संस्थेच्या स्थापनेपासून स्थापत्य अभियांत्रिकी विभागात पदविका अभ्यासक्रम चालवला जात आहे. 60 प्रवेश क्षमतेच्या या अभ्यासक्रमात विद्यार्थ्यांना सर्वेक्षण, इमारत बांधकाम, काँक्रीट तंत्रज्ञान, वाहतूक अभियांत्रिकी, जलसंपदा आणि अंदाजपत्रक आणि खर्च निर्धारण यांचे प्रशिक्षण दिले जाते.\n\n" +
      "सर्वेक्षण शिबिरे, बांधकाम स्थळांना भेटी आणि जिल्ह्यातील बांधकाम कंपन्या व सार्वजनिक बांधकाम कार्यालयांमधील औद्योगिक प्रशिक्षणातून विद्यार्थ्यांना प्रत्यक्ष क्षेत्रकार्याचा अनुभव मिळतो.",
    vision: "To produce skilled civil engineering technicians who build safe, sustainable and affordable infrastructure for the region.",
    visionMr: "या प्रदेशासाठी सुरक्षित, शाश्वत आणि परवडणाऱ्या पायाभूत सुविधा उभारणारे कुशल स्थापत्य अभियांत्रिकी तंत्रज्ञ घडवणे.",
    mission: [
      "Impart sound knowledge of civil engineering practice through classroom, laboratory and field work.",
      "Develop practical skills in surveying, construction, testing of materials and drawing.",
      "Build links with construction industry and government departments for training and placement.",
    ],
    missionMr: [
      "वर्ग, प्रयोगशाळा आणि क्षेत्रकार्याच्या माध्यमातून स्थापत्य अभियांत्रिकीच्या कार्यपद्धतीचे सखोल ज्ञान देणे.",
      "सर्वेक्षण, बांधकाम, साहित्य चाचणी आणि रेखाचित्र यांतील प्रात्यक्षिक कौशल्ये विकसित करणे.",
      "प्रशिक्षण आणि नियुक्तीसाठी बांधकाम उद्योग व शासकीय विभागांशी संबंध प्रस्थापित करणे.",
    ],
    peos: [
      "Graduates will perform supervision, surveying, testing and estimating work on civil engineering projects.",
      "Graduates will follow safe, sustainable and ethical construction practices.",
      "Graduates will keep learning through higher education and professional development.",
    ],
    peosMr: [
      "पदविकाधारक स्थापत्य अभियांत्रिकी प्रकल्पांवर पर्यवेक्षण, सर्वेक्षण, चाचणी आणि अंदाजपत्रकाचे काम करतील.",
      "पदविकाधारक सुरक्षित, शाश्वत आणि नैतिक बांधकाम पद्धतींचे पालन करतील.",
      "पदविकाधारक उच्च शिक्षण आणि व्यावसायिक विकासाद्वारे सतत शिकत राहतील.",
    ],
    psos: [
      "Plan and supervise the construction of buildings and other civil structures following codes and drawings.",
      "Carry out surveying, quality tests of construction materials and estimating of civil works.",
    ],
    psosMr: [
      "संहिता आणि रेखाचित्रांनुसार इमारती व इतर स्थापत्य संरचनांच्या बांधकामाचे नियोजन आणि पर्यवेक्षण करणे.",
      "सर्वेक्षण, बांधकाम साहित्याच्या गुणवत्ता चाचण्या आणि स्थापत्य कामांचे अंदाजपत्रक करणे.",
    ],
    pos: PROGRAMME_OUTCOMES,
    posMr: PROGRAMME_OUTCOMES_MR,
  },
  {
    slug: "mechanical",
    sections: ALL_SECTIONS,
    name: "Mechanical Engineering",
    nameMr: "यांत्रिकी अभियांत्रिकी",
    isTeachingBranch: true,
    nbaAccredited: true,
    sortOrder: 3,
    headOfDepartmentTitle: HOD_TITLE,
    headOfDepartmentTitleMr: HOD_TITLE_MR,
    description:
      "The Department of Mechanical Engineering offers a diploma with an intake of 60 students. The programme covers manufacturing processes, thermal engineering, machine design, fluid power, CAD/CAM and industrial management.\n\n" +
      "Students practise in the workshop and laboratories, take part in industrial visits and in-plant training, and build working models in their final-year projects.",
    descriptionMr:
      "यांत्रिकी अभियांत्रिकी विभागात 60 विद्यार्थ्यांच्या प्रवेश क्षमतेचा पदविका अभ्यासक्रम चालवला जातो. या अभ्यासक्रमात उत्पादन प्रक्रिया, औष्णिक अभियांत्रिकी, यंत्र आरेखन, द्रव शक्ती, कॅड/कॅम (CAD/CAM) आणि औद्योगिक व्यवस्थापन यांचा समावेश आहे.\n\n" +
      "विद्यार्थी कार्यशाळा आणि प्रयोगशाळांमध्ये सराव करतात, औद्योगिक भेटी व औद्योगिक प्रशिक्षणात सहभागी होतात आणि अंतिम वर्षाच्या प्रकल्पांमध्ये कार्यरत प्रतिकृती तयार करतात.",
    vision: "To be a department that develops skilled mechanical technicians ready for modern manufacturing and service industries.",
    visionMr: "आधुनिक उत्पादन आणि सेवा उद्योगांसाठी सज्ज असलेले कुशल यांत्रिकी तंत्रज्ञ घडवणारा विभाग बनणे.",
    mission: [
      "Teach the fundamentals of mechanical engineering with strong emphasis on hands-on practice.",
      "Introduce students to modern manufacturing, CAD/CAM and maintenance practices.",
      "Promote safety, teamwork and entrepreneurship among students.",
    ],
    missionMr: [
      "प्रत्यक्ष सरावावर विशेष भर देऊन यांत्रिकी अभियांत्रिकीची मूलतत्त्वे शिकवणे.",
      "विद्यार्थ्यांना आधुनिक उत्पादन, कॅड/कॅम आणि देखभाल कार्यपद्धतींचा परिचय करून देणे.",
      "विद्यार्थ्यांमध्ये सुरक्षितता, संघभावना आणि उद्योजकतेला प्रोत्साहन देणे.",
    ],
    peos: [
      "Graduates will work in production, maintenance and quality functions of mechanical industries.",
      "Graduates will use modern tools and technologies to solve practical problems.",
      "Graduates will grow professionally through higher studies and continuous learning.",
    ],
    peosMr: [
      "पदविकाधारक यांत्रिकी उद्योगांमध्ये उत्पादन, देखभाल आणि गुणवत्ता विभागांत कार्य करतील.",
      "पदविकाधारक प्रत्यक्ष समस्या सोडवण्यासाठी आधुनिक साधने आणि तंत्रज्ञान वापरतील.",
      "पदविकाधारक उच्च शिक्षण आणि सततच्या अध्ययनातून व्यावसायिक प्रगती साधतील.",
    ],
    psos: [
      "Operate and maintain machines and thermal equipment safely and efficiently.",
      "Prepare and read engineering drawings and use CAD software for simple designs.",
    ],
    psosMr: ["यंत्रे आणि औष्णिक उपकरणे सुरक्षितपणे व कार्यक्षमतेने चालवणे आणि त्यांची देखभाल करणे.", "अभियांत्रिकी रेखाचित्रे तयार करणे व वाचणे, तसेच साध्या आरेखनांसाठी कॅड सॉफ्टवेअर वापरणे."],
    pos: PROGRAMME_OUTCOMES,
    posMr: PROGRAMME_OUTCOMES_MR,
  },
  {
    slug: "electrical",
    sections: ALL_SECTIONS,
    name: "Electrical Engineering",
    nameMr: "विद्युत अभियांत्रिकी",
    isTeachingBranch: true,
    nbaAccredited: true,
    sortOrder: 4,
    headOfDepartmentTitle: HOD_TITLE,
    headOfDepartmentTitleMr: HOD_TITLE_MR,
    description:
      "The Department of Electrical Engineering offers a diploma with an intake of 60 students. Students study electrical machines, power systems, switchgear and protection, wiring and installation, energy conservation and renewable energy.\n\n" +
      "Laboratories for machines, measurements and power electronics, along with visits to substations and power plants, prepare students for work in utilities and industry.",
    descriptionMr:
      "विद्युत अभियांत्रिकी विभागात 60 विद्यार्थ्यांच्या प्रवेश क्षमतेचा पदविका अभ्यासक्रम चालवला जातो. विद्यार्थी विद्युत यंत्रे, वीज प्रणाली, स्विचगियर आणि संरक्षण, वायरिंग आणि विद्युत संच मांडणी, ऊर्जा संवर्धन आणि अपारंपरिक ऊर्जा यांचा अभ्यास करतात.\n\n" +
      "यंत्रे, मापन आणि पॉवर इलेक्ट्रॉनिक्सच्या प्रयोगशाळा, तसेच उपकेंद्रे आणि वीजनिर्मिती केंद्रांना दिलेल्या भेटींमुळे विद्यार्थी वीज कंपन्या आणि उद्योगांमधील कामासाठी तयार होतात.",
    vision: "To prepare competent electrical technicians who supply, use and conserve electrical energy safely for the benefit of society.",
    visionMr: "समाजाच्या हितासाठी विद्युत ऊर्जेचा पुरवठा, वापर आणि संवर्धन सुरक्षितपणे करणारे सक्षम विद्युत तंत्रज्ञ तयार करणे.",
    mission: [
      "Provide thorough knowledge of electrical engineering through theory and practical work.",
      "Train students in safe installation, testing and maintenance of electrical equipment.",
      "Promote energy conservation and renewable energy awareness.",
      "Strengthen industry interaction for training and employment.",
    ],
    missionMr: [
      "सिद्धांत आणि प्रात्यक्षिक कार्याद्वारे विद्युत अभियांत्रिकीचे सखोल ज्ञान देणे.",
      "विद्युत उपकरणांची सुरक्षित उभारणी, चाचणी आणि देखभाल यांचे प्रशिक्षण देणे.",
      "ऊर्जा संवर्धन आणि अपारंपरिक ऊर्जेविषयी जागरूकता वाढवणे.",
      "प्रशिक्षण आणि रोजगारासाठी उद्योगांशी संवाद अधिक बळकट करणे.",
    ],
    peos: [
      "Graduates will install, operate and maintain electrical systems in industry and utilities.",
      "Graduates will follow safety standards and promote efficient use of energy.",
      "Graduates will continue to learn and take up higher studies or self-employment.",
    ],
    peosMr: [
      "पदविकाधारक उद्योग आणि वीज कंपन्यांमध्ये विद्युत प्रणालींची उभारणी, संचालन आणि देखभाल करतील.",
      "पदविकाधारक सुरक्षितता मानकांचे पालन करतील आणि ऊर्जेच्या कार्यक्षम वापराला चालना देतील.",
      "पदविकाधारक सतत शिकत राहतील आणि उच्च शिक्षण किंवा स्वयंरोजगाराचा मार्ग स्वीकारतील.",
    ],
    psos: [
      "Test, operate and maintain electrical machines, installations and power system equipment.",
      "Apply energy conservation and renewable energy techniques in practical situations.",
    ],
    psosMr: ["विद्युत यंत्रे, विद्युत संच मांडणी आणि वीज प्रणालीतील उपकरणांची चाचणी, संचालन आणि देखभाल करणे.", "प्रत्यक्ष परिस्थितीत ऊर्जा संवर्धन आणि अपारंपरिक ऊर्जेची तंत्रे वापरणे."],
    pos: PROGRAMME_OUTCOMES,
    posMr: PROGRAMME_OUTCOMES_MR,
  },
  {
    slug: "electronics",
    sections: ALL_SECTIONS,
    name: "Electronics and Telecommunication",
    nameMr: "इलेक्ट्रॉनिक्स आणि दूरसंचार",
    isTeachingBranch: true,
    nbaAccredited: false,
    sortOrder: 5,
    headOfDepartmentTitle: HOD_TITLE,
    headOfDepartmentTitleMr: HOD_TITLE_MR,
    description:
      "The Department of Electronics and Telecommunication offers a diploma with an intake of 30 students. The programme covers analog and digital electronics, microcontrollers, communication systems, embedded systems and the Internet of Things.\n\n" +
      "Students build circuits and projects in the laboratories and learn from expert sessions and visits to telecommunication and electronics firms.",
    descriptionMr:
      "इलेक्ट्रॉनिक्स आणि दूरसंचार विभागात 30 विद्यार्थ्यांच्या प्रवेश क्षमतेचा पदविका अभ्यासक्रम चालवला जातो. या अभ्यासक्रमात ॲनालॉग आणि डिजिटल इलेक्ट्रॉनिक्स, मायक्रोकंट्रोलर, संप्रेषण प्रणाली, एम्बेडेड सिस्टिम्स आणि इंटरनेट ऑफ थिंग्ज (IoT) यांचा समावेश आहे.\n\n" +
      "विद्यार्थी प्रयोगशाळांमध्ये सर्किट आणि प्रकल्प तयार करतात, तसेच तज्ज्ञांची सत्रे आणि दूरसंचार व इलेक्ट्रॉनिक्स कंपन्यांना दिलेल्या भेटींमधून शिकतात.",
    vision: "To develop skilled electronics and telecommunication technicians who can meet the changing needs of industry.",
    visionMr: "उद्योगांच्या बदलत्या गरजा पूर्ण करू शकणारे कुशल इलेक्ट्रॉनिक्स आणि दूरसंचार तंत्रज्ञ घडवणे.",
    mission: [
      "Give students strong basics in electronics and communication through practical learning.",
      "Introduce embedded systems, IoT and modern communication technologies.",
      "Develop problem-solving, teamwork and ethical values in students.",
    ],
    missionMr: [
      "प्रात्यक्षिकाधारित शिक्षणातून विद्यार्थ्यांचा इलेक्ट्रॉनिक्स आणि संप्रेषणाचा पाया भक्कम करणे.",
      "एम्बेडेड सिस्टिम्स, आयओटी आणि आधुनिक संप्रेषण तंत्रज्ञानाचा परिचय करून देणे.",
      "विद्यार्थ्यांमध्ये समस्या सोडवण्याची क्षमता, संघभावना आणि नैतिक मूल्ये रुजवणे.",
    ],
    peos: [
      "Graduates will work in installation, testing and maintenance of electronic and communication systems.",
      "Graduates will adapt to new technologies in electronics through continued learning.",
      "Graduates will act responsibly and work well in teams.",
    ],
    peosMr: [
      "पदविकाधारक इलेक्ट्रॉनिक आणि संप्रेषण प्रणालींची उभारणी, चाचणी आणि देखभाल यांचे काम करतील.",
      "पदविकाधारक सततच्या अध्ययनातून इलेक्ट्रॉनिक्समधील नवीन तंत्रज्ञान आत्मसात करतील.",
      "पदविकाधारक जबाबदारीने वागतील आणि संघात उत्तम प्रकारे काम करतील.",
    ],
    psos: ["Assemble, test and troubleshoot electronic circuits and communication equipment.", "Develop simple embedded and IoT applications using microcontrollers."],
    psosMr: ["इलेक्ट्रॉनिक सर्किट आणि संप्रेषण उपकरणांची जुळणी, चाचणी आणि बिघाड दुरुस्ती करणे.", "मायक्रोकंट्रोलर वापरून साधी एम्बेडेड आणि आयओटी ॲप्लिकेशन्स विकसित करणे."],
    pos: PROGRAMME_OUTCOMES,
    posMr: PROGRAMME_OUTCOMES_MR,
  },
  {
    slug: "science_humanities",
    sections: ["about-department", "faculties", "laboratories", "Various Events"],
    name: "Science and Humanities",
    nameMr: "विज्ञान आणि मानव्यविद्या",
    isTeachingBranch: false,
    nbaAccredited: false,
    sortOrder: 6,
    headOfDepartmentTitle: HOD_TITLE,
    headOfDepartmentTitleMr: HOD_TITLE_MR,
    description:
      "The Department of Science and Humanities teaches the first-year courses common to all programmes: mathematics, physics, chemistry, English and communication skills.\n\n" +
      "The department helps students from rural and Marathi-medium backgrounds settle into technical education, and organises induction programmes, expert lectures, sports and health activities.",
    descriptionMr:
      "विज्ञान आणि मानव्यविद्या विभाग सर्व अभ्यासक्रमांसाठी समान असलेले प्रथम वर्षाचे विषय शिकवतो: गणित, भौतिकशास्त्र, रसायनशास्त्र, इंग्रजी आणि संवाद कौशल्ये.\n\n" +
      "ग्रामीण भागातून आणि मराठी माध्यमातून आलेल्या विद्यार्थ्यांना तंत्र शिक्षणात रुळण्यासाठी विभाग मदत करतो, तसेच प्रवेशोत्तर परिचय कार्यक्रम, तज्ज्ञ व्याख्याने, क्रीडा आणि आरोग्यविषयक उपक्रमांचे आयोजन करतो.",
    vision: "To build a strong foundation of science, mathematics and communication skills for every diploma student.",
    visionMr: "पदविकेच्या प्रत्येक विद्यार्थ्यासाठी विज्ञान, गणित आणि संवाद कौशल्यांचा भक्कम पाया घालणे.",
    mission: [
      "Teach basic sciences and mathematics with emphasis on their use in engineering.",
      "Improve students' communication skills and confidence.",
      "Support the overall development of students through co-curricular activities.",
    ],
    missionMr: [
      "अभियांत्रिकीतील उपयोगावर भर देऊन मूलभूत विज्ञान आणि गणित शिकवणे.",
      "विद्यार्थ्यांची संवाद कौशल्ये आणि आत्मविश्वास वाढवणे.",
      "सहशैक्षणिक उपक्रमांद्वारे विद्यार्थ्यांच्या सर्वांगीण विकासाला हातभार लावणे.",
    ],
    peos: [
      "Students will apply basic science and mathematics to engineering problems.",
      "Students will communicate clearly in speech and writing.",
      "Students will develop discipline, health awareness and social responsibility.",
    ],
    peosMr: [
      "विद्यार्थी अभियांत्रिकी समस्यांसाठी मूलभूत विज्ञान आणि गणिताचा उपयोग करतील.",
      "विद्यार्थी बोलण्यात आणि लिहिण्यात सुस्पष्ट संवाद साधतील.",
      "विद्यार्थ्यांमध्ये शिस्त, आरोग्याविषयी जागरूकता आणि सामाजिक बांधिलकी विकसित होईल.",
    ],
    psos: ["Use mathematical and scientific methods to analyse simple engineering situations.", "Prepare reports and presentations in clear English."],
    psosMr: ["साध्या अभियांत्रिकी परिस्थितींच्या विश्लेषणासाठी गणितीय आणि वैज्ञानिक पद्धती वापरणे.", "सुस्पष्ट इंग्रजीत अहवाल आणि सादरीकरणे तयार करणे."],
    pos: PROGRAMME_OUTCOMES,
    posMr: PROGRAMME_OUTCOMES_MR,
  },
  {
    slug: "workshop",
    sections: ["about-department", "faculties", "laboratories", "curriculum"],
    name: "Workshop",
    nameMr: "कार्यशाळा",
    isTeachingBranch: false,
    nbaAccredited: false,
    sortOrder: 7,
    headOfDepartmentTitle: "From Workshop Superintendent's Desk",
    headOfDepartmentTitleMr: "कार्यशाळा अधीक्षकांचे मनोगत",
    description:
      "The Workshop gives every first-year student basic hands-on training in fitting, carpentry, welding, sheet metal, smithy and plumbing, and supports the practical work of all departments.\n\n" +
      "Trained instructors supervise each shop, and safety practices are taught from the very first session.",
    descriptionMr:
      "कार्यशाळा प्रथम वर्षाच्या प्रत्येक विद्यार्थ्याला फिटिंग, सुतारकाम, वेल्डिंग, पत्राकाम, लोहारकाम आणि नळजोडणी यांचे मूलभूत प्रत्यक्ष प्रशिक्षण देते, तसेच सर्व विभागांच्या प्रात्यक्षिक कामाला साहाय्य करते.\n\n" +
      "प्रत्येक शॉपमध्ये प्रशिक्षित निदेशक देखरेख करतात आणि पहिल्या सत्रापासूनच सुरक्षिततेचे नियम शिकवले जातात.",
    vision: "To give every student the practical skills and safe working habits that engineering work demands.",
    visionMr: "अभियांत्रिकी कामासाठी आवश्यक असलेली प्रात्यक्षिक कौशल्ये आणि सुरक्षित कामाच्या सवयी प्रत्येक विद्यार्थ्याला देणे.",
    mission: [
      "Provide basic training in workshop trades to all first-year students.",
      "Teach safe use of hand tools, machines and equipment.",
      "Support project and maintenance work of all departments.",
    ],
    missionMr: [
      "प्रथम वर्षाच्या सर्व विद्यार्थ्यांना कार्यशाळेतील व्यवसायांचे मूलभूत प्रशिक्षण देणे.",
      "हत्यारे, यंत्रे आणि उपकरणांचा सुरक्षित वापर शिकवणे.",
      "सर्व विभागांच्या प्रकल्प आणि देखभाल कामांना साहाय्य करणे.",
    ],
    peos: [
      "Students will use common hand tools and machines safely.",
      "Students will read simple drawings and make jobs to given sizes.",
      "Students will value dignity of labour, teamwork and discipline.",
    ],
    peosMr: [
      "विद्यार्थी नेहमीची हत्यारे आणि यंत्रे सुरक्षितपणे वापरतील.",
      "विद्यार्थी साधी रेखाचित्रे वाचतील आणि दिलेल्या मापांनुसार जॉब तयार करतील.",
      "विद्यार्थी श्रमप्रतिष्ठा, संघभावना आणि शिस्त यांचे मोल जाणतील.",
    ],
    psos: ["Perform basic fitting, carpentry, welding and sheet-metal operations.", "Follow workshop safety rules and maintain tools properly."],
    psosMr: ["फिटिंग, सुतारकाम, वेल्डिंग आणि पत्राकामाच्या मूलभूत क्रिया करणे.", "कार्यशाळेतील सुरक्षा नियमांचे पालन करणे आणि हत्यारांची योग्य निगा राखणे."],
    pos: PROGRAMME_OUTCOMES,
    posMr: PROGRAMME_OUTCOMES_MR,
  },
];

export const programs: SeedRecord[] = [
  { name: "Computer Technology", nameMr: "संगणक तंत्रज्ञान", department: "computer", intake: 60, sortOrder: 1 },
  { name: "Civil Engineering", nameMr: "स्थापत्य अभियांत्रिकी", department: "civil", intake: 60, sortOrder: 2 },
  { name: "Mechanical Engineering", nameMr: "यांत्रिकी अभियांत्रिकी", department: "mechanical", intake: 60, sortOrder: 3 },
  { name: "Electrical Engineering", nameMr: "विद्युत अभियांत्रिकी", department: "electrical", intake: 60, sortOrder: 4 },
  { name: "Electronics and Telecommunication", nameMr: "इलेक्ट्रॉनिक्स आणि दूरसंचार", department: "electronics", intake: 30, sortOrder: 5 },
];

/** Names of the departments by slug, for titles of the demo documents. */
export const DEPARTMENT_NAMES: Record<string, string> = Object.fromEntries(departments.map((d) => [d.slug as string, d.name as string]));

/** The same names in Marathi, for the Marathi captions and alt texts of the demo pictures. */
export const DEPARTMENT_NAMES_MR: Record<string, string> = Object.fromEntries(departments.map((d) => [d.slug as string, d.nameMr as string]));

export const TEACHING_SLUGS = ["computer", "civil", "mechanical", "electrical", "electronics"] as const;

export const demoRows: DemoRows = { department: departments, program: programs };
