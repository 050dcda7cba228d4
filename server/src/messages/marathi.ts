import type { FileWanted, WebhookAddressKind } from "./english.js";
import type { MessageCatalogue } from "./catalogue-shape.js";

// The server's words in Marathi (english.ts explains them). Typed by the English catalogue, so a
// missing or extra entry, or one with other parameters, does not compile;
// tests/unit/server-messages-marathi.test.ts fails when an entry is left in English.
//
// A field is named by its Marathi label when the caller knows it (the panel's forms), as
// "label: problem"; the server knows labels in English only and gives "", so the message is worded
// to stand beside the field it is attached to.

const about = (label: string) => (label ? `${label}: ` : "");
const quoted = (shown: string) => (shown ? `"${shown}" ` : "");
const ADDRESS_KINDS: Record<WebhookAddressKind, string> = {
  loopback: "स्वतः सर्व्हरचा पत्ता (loopback)",
  private: "खासगी नेटवर्कमधील पत्ता",
  "link-local": "link-local पत्ता",
  "unique-local": "खासगी (unique-local) IPv6 पत्ता",
  multicast: "multicast पत्ता",
  metadata: "क्लाउडचा मेटाडेटा पत्ता (उदा. 169.254.169.254)",
  unspecified: "न ठरवलेला (unspecified) पत्ता",
  reserved: "राखीव पत्ता",
};
const FILE_WORDS: Record<FileWanted, string> = { pdf: "PDF दस्तऐवज", image: "JPEG, PNG किंवा WebP चित्र" };

export const marathi: MessageCatalogue = {
  fillIn: (p) => (p.label ? `कृपया ${p.label} भरा.` : "कृपया ही माहिती भरा."),
  chooseFileFor: (p) => (p.label ? `कृपया ${p.label} साठी फाइल निवडा.` : "कृपया फाइल निवडा."),
  characterCannotBeStored: (p) => `${about(p.label)}यात असे एक अक्षर आहे जे साठवता येत नाही. कृपया ते पुन्हा टाइप करा.`,
  notValid: (p) => `${about(p.label)}ही माहिती योग्य नाही.`,
  notAFieldOfThisForm: (p) => `"${p.name}" हा या फॉर्मचा रकाना नाही.`,
  describePicture: (p) =>
    `कृपया ${p.label || "चित्राचे वर्णन"} भरा. जे अभ्यागत चित्र पाहू शकत नाहीत त्यांच्यासाठी प्रत्येक चित्राचे थोडक्यात वर्णन हवे.`,

  mustBeText: (p) => `${about(p.label)}येथे मजकूर लिहा.`,
  tooLong: (p) => `${about(p.label)}येथे जास्तीत जास्त ${p.max} अक्षरे लिहिता येतात.`,
  notInPattern: (p) => `${about(p.label)}लिहिण्याची पद्धत योग्य नाही. नियम (इंग्रजीत): ${p.rule}`,
  nestedTooDeep: (p) =>
    `${about(p.label)}अवतरणे, याद्या किंवा ठळक व तिरक्या अक्षरांच्या खुणा एकमेकांत ${p.nesting} पातळ्या खोल आहेत; जास्तीत जास्त ${p.max} चालतात. काही > किंवा * चिन्हे, किंवा ओळींच्या सुरुवातीच्या मोकळ्या जागा काढून टाका.`,
  emailAddress: (p) => `${about(p.label)}कृपया योग्य ई-मेल पत्ता लिहा.`,
  phoneDigits: (p) => `${about(p.label)}फोन क्रमांकात 10 ते 15 अंक असावेत (फक्त अंक; सुरुवातीला + चालेल).`,
  phoneType: (p) => `${about(p.label)}येथे फोन क्रमांक लिहा.`,
  webAddress: (p) => `${about(p.label)}येथे https:// ने सुरू होणारा वेब पत्ता लिहा (किंवा या संकेतस्थळाचे / ने सुरू होणारे पान).`,
  aadhaarType: (p) => `${about(p.label)}येथे आधार क्रमांक अंकांत लिहा.`,
  aadhaarLength: (p) => `${about(p.label)}आधार क्रमांकात बरोबर 12 अंक असावेत.`,
  aadhaarChecksum: (p) => `${about(p.label)}हा आधार क्रमांक योग्य नाही: कृपया कार्डावरील अंक तपासा.`,

  chooseDepartment: (p) => `${about(p.label)}यादीतून विभाग निवडा.`,
  academicSession: (p) => `${about(p.label)}शैक्षणिक वर्ष 2025-2026 अशा स्वरूपात लिहा.`,
  oneOf: (p) => `${about(p.label)}यांपैकी एक निवडा: ${p.values}.`,
  chooseSemester: (p) => `${about(p.label)}पहिले ते सहावे यांपैकी एक सत्र निवडा.`,
  yesOrNo: (p) => `${about(p.label)}होय किंवा नाही निवडा.`,

  wholeNumber: (p) => `${about(p.label)}येथे पूर्ण संख्या लिहा.`,
  atLeast: (p) => `${about(p.label)}संख्या किमान ${p.min} असावी.`,
  atMost: (p) => `${about(p.label)}संख्या जास्तीत जास्त ${p.max} असावी.`,
  notAfterYear: (p) => `${about(p.label)}वर्ष ${p.year} नंतरचे असू शकत नाही.`,
  mustBeDate: (p) => `${about(p.label)}येथे दिनांक लिहा.`,
  dateFormat: (p) => `${about(p.label)}दिनांक YYYY-MM-DD अशा स्वरूपात लिहा, उदा. 2025-04-15.`,
  notAfterToday: (p) => `${about(p.label)}दिनांक आजनंतरचा असू शकत नाही.`,
  mustBeDateTime: (p) => `${about(p.label)}येथे दिनांक आणि वेळ लिहा.`,
  dateTimeFormat: (p) => `${about(p.label)}दिनांक आणि वेळ अशा स्वरूपात लिहा, उदा. 2026-04-15T10:00.`,

  listOfLines: (p) => `${about(p.label)}येथे ओळींची यादी लिहा.`,
  lineTooLong: (p) => `${about(p.label)}प्रत्येक ओळीत जास्तीत जास्त ${p.max} अक्षरे लिहिता येतात.`,
  lineNotInPattern: (p) => `${about(p.label)}"${p.line}": लिहिण्याची पद्धत योग्य नाही. नियम (इंग्रजीत): ${p.rule}`,
  tooManyLines: (p) => `${about(p.label)}जास्तीत जास्त ${p.max} ओळी लिहिता येतात.`,
  memberName: () => "प्रत्येक सदस्याचे नाव लिहा.",
  memberMobile: () => "प्रत्येक सदस्याच्या मोबाइल क्रमांकात 10 ते 15 अंक असावेत.",
  listOfMembers: (p) => `${about(p.label)}येथे सदस्यांची नावे आणि मोबाइल क्रमांकांची यादी द्या.`,
  tooManyMembers: (p) => `${about(p.label)}जास्तीत जास्त ${p.max} सदस्य देता येतात.`,
  uploadedFile: (p) => `${about(p.label)}येथे फाइल अपलोड करा.`,

  fileTooLarge: (p) => `${about(p.label)}ही फाइल ${p.megabytes} MB पेक्षा मोठी आहे. कृपया लहान फाइल निवडा.`,
  fileIncomplete: (p) => `${about(p.label)}फाइल पूर्ण पोहोचली नाही. कृपया ती पुन्हा निवडा आणि फॉर्म पुन्हा पाठवा.`,
  fileUnreadable: (p) => `${about(p.label)}ही फाइल वाचता आली नाही. कृपया ती पुन्हा निवडा.`,
  fileEmpty: (p) => `${about(p.label)}ही फाइल रिकामी आहे. कृपया ${FILE_WORDS[p.file]} निवडा.`,
  fileWrongType: (p) => `${about(p.label)}ही फाइल ${FILE_WORDS[p.file]} नाही. कृपया ${FILE_WORDS[p.file]} निवडा.`,
  pictureTooManyPixels: (p) =>
    `${about(p.label)}या चित्रात खूप जास्त पिक्सेल आहेत (जास्तीत जास्त ${p.megapixels} मेगापिक्सेल). कृपया लहान चित्र निवडा.`,
  pictureUnreadable: (p) => `${about(p.label)}हे चित्र वाचता आले नाही; ते खराब झालेले असू शकते. कृपया ${FILE_WORDS[p.file]} निवडा.`,

  notFound: (p) => `हवी असलेली नोंद सापडली नाही (${p.what}). ती आधीच हटवली गेली असू शकते.`,
  rowNotFound: (p) => `${p.typeName.mr} क्रमांक ${p.id} ची नोंद सापडली नाही. ती आधीच हटवली गेली असू शकते.`,
  rowNotInTrash: (p) =>
    `कचरापेटीत ${p.typeName.mr} क्रमांक ${p.id} ची नोंद सापडली नाही. ती आधीच कायमची हटवली गेली असू शकते.`,
  rowNotFoundBy: (p) => `${p.typeName.mr} "${p.value}" ची नोंद सापडली नाही. ती आधीच हटवली गेली असू शकते.`,
  administratorNotFound: () => "प्रशासकाचे खाते सापडले नाही. ते आधीच काढून टाकले गेले असू शकते.",
  notADepartment: (p) => `${about(p.label)}"${p.value}" हा या महाविद्यालयाचा विभाग नाही. यादीतून एक विभाग निवडा.`,
  alreadyUsed: (p) => `${about(p.label)}${quoted(p.shown)}हे आधीच दुसऱ्या नोंदीत (${p.typeName.mr}) वापरलेले आहे.`,
  usedInTrash: (p) =>
    `${about(p.label)}${quoted(p.shown)}हे कचरापेटीतील एका नोंदीत (${p.typeName.mr}) वापरलेले आहे. ती नोंद कचरापेटीतून परत आणा किंवा तेथून कायमची हटवा, आणि मग पुन्हा जतन करा.`,
  atLeastOneOf: (p) => `कृपया यांपैकी किमान एक द्या: ${p.labels.join(" किंवा ")}.`,
  changedSinceOpened: () =>
    "तुम्ही ही नोंद उघडल्यानंतर दुसऱ्या कोणीतरी तिच्यात बदल केले आहेत. त्यांचे बदल पाहण्यासाठी पान पुन्हा लोड करा आणि मग पुन्हा जतन करा.",
  savingAtTheSameMoment: () => "त्याच क्षणी दुसरे कोणीतरी जतन करत होते; कृपया पुन्हा प्रयत्न करा.",

  signInRequired: () => "हे करण्यासाठी कृपया प्रशासक म्हणून साइन इन करा.",
  enterEmail: () => "कृपया तुमचा ई-मेल पत्ता लिहा.",
  enterPassword: () => "कृपया तुमचा पासवर्ड लिहा.",
  wrongCredentials: () => "ई-मेल किंवा पासवर्ड बरोबर नाही.",
  tooManySignIns: () =>
    "साइन इन करण्याचे बरेच प्रयत्न अयशस्वी झाले. कृपया सुमारे 15 मिनिटे थांबून पुन्हा प्रयत्न करा, किंवा दुसऱ्या प्रशासकाला तुमचा पासवर्ड नव्याने ठरवण्यास सांगा.",
  tooManySignInsHere: () =>
    "या संगणकावरून किंवा नेटवर्कवरून साइन इन करण्याचे बरेच प्रयत्न अयशस्वी झाले. कृपया सुमारे 15 मिनिटे थांबून पुन्हा प्रयत्न करा.",
  accountSlowed: () =>
    "या खात्यासाठी इतर ठिकाणांहून साइन इन करण्याचे बरेच प्रयत्न अयशस्वी झाले, म्हणून नवीन ठिकाणांहून साइन इन जास्तीत जास्त एक तास थांबवले आहे. " +
    "ज्या संगणकावरून तुम्ही आधी साइन इन केले आहे तेथून अजूनही साइन इन करू शकता, किंवा दुसऱ्या प्रशासकाला तुमचा पासवर्ड नव्याने ठरवण्यास सांगा.",
  tooManyForms: (p) => `तुमच्या नेटवर्कवरून थोड्या वेळात बरेच फॉर्म पाठवले गेले आहेत. कृपया सुमारे ${p.minutes} मिनिटांनी पुन्हा प्रयत्न करा.`,
  currentPasswordWrong: () => "सध्याचा पासवर्ड बरोबर नाही.",
  samePasswordAgain: () => "नवीन पासवर्ड सध्याच्या पासवर्डपेक्षा वेगळा असावा.",
  passwordTooShort: (p) => `पासवर्डमध्ये किमान ${p.min} अक्षरे असावीत.`,
  passwordTooLong: (p) => `पासवर्डमध्ये जास्तीत जास्त ${p.max} अक्षरे असू शकतात.`,
  passwordOneCharacter: () => "पासवर्ड म्हणजे एकच अक्षर पुन्हा पुन्हा असू नये. अक्षरे, अंक किंवा शब्द मिसळा.",
  passwordIsEmail: () => "पासवर्ड ई-मेल पत्त्यासारखा असू नये. दुसरे काहीतरी निवडा.",
  adminEmailTaken: () => "या ई-मेलचा प्रशासक आधीच आहे.",
  lastAdministrator: () => "किमान एक प्रशासक नेहमी असणे आवश्यक आहे.",
  newAdminEmail: () => "कृपया नवीन प्रशासकाचा ई-मेल पत्ता लिहा.",
  notAnEmailAddress: () => "हा ई-मेल पत्ता योग्य नाही. तो name@college.example असा दिसायला हवा.",
  nameTooLong: (p) => `नावात जास्तीत जास्त ${p.max} अक्षरे असू शकतात.`,
  cannotDeleteYourself: () => "ज्या खात्याने तुम्ही साइन इन केले आहे ते तुम्हाला काढून टाकता येत नाही. दुसऱ्या प्रशासकाला ते करण्यास सांगा.",
  ownPasswordElsewhere: () => "स्वतःचा पासवर्ड बदलण्यासाठी \"माझा पासवर्ड बदला\" वापरा: तेथे आधी तुमचा सध्याचा पासवर्ड विचारला जातो.",

  versionSameAsSaved: (p) => `आवृत्ती ${p.version} आत्ता जतन केलेल्या मजकुरासारखीच आहे: परत आणण्यासारखे काही नाही.`,
  versionNoLongerKept: (p) =>
    `आवृत्ती ${p.version} आता ठेवलेली नाही: ती परत आणली जात असतानाच झालेल्या जतनांमुळे ती इतिहासातून गेली, म्हणून काहीही परत आणले नाही. इतिहास पुन्हा उघडा आणि त्यात दिसणारी आवृत्ती निवडा.`,
  memberNotFound: (p) => `सदस्य क्रमांक ${p.id} ची नोंद सापडली नाही. ती आधीच हटवली गेली असू शकते.`,
  memberNothingToChange: () => "बदलण्यासारखे काही नाही: सदस्याचे नाव किंवा मोबाइल क्रमांक द्या.",
  tokenName: () => "कृपया टोकनला असे नाव द्या ज्यावरून कोणते साधन ते वापरते हे कळेल.",
  expiryInThePast: () => "समाप्तीचा दिनांक भविष्यातील असावा.",
  webhookAddress: () => "संकेतस्थळाने जिथे पाठवायचे तो पत्ता लिहा, https:// ने सुरू होणारा.",
  webhookUrlIncomplete: () => "हा पूर्ण वेब पत्ता नाही. तो https:// ने सुरू करून पूर्ण लिहा (उदाहरणार्थ https://example.org/hooks).",
  webhookUrlScheme: () => "वेबहुकचा पत्ता https:// (किंवा http://) ने सुरू व्हायला हवा. इतर प्रकारचे पत्ते वापरले जात नाहीत.",
  webhookUrlCredentials: () => "पत्त्यातून वापरकर्ता नाव आणि पासवर्ड काढून टाका: संदेश या संकेतस्थळाकडूनच आला आहे हे स्वीकारणाऱ्याला वेबहुकच्या गुप्त किल्लीवरून कळते.",
  webhookTargetNever: (p) => `${p.host} हा ${ADDRESS_KINDS[p.kind]} आहे, म्हणून संकेतस्थळ तेथे कधीही वेबहुक पाठवत नाही. स्वीकारणाऱ्या सेवेचा सार्वजनिक वेब पत्ता वापरा.`,
  webhookTargetPrivate: (p) =>
    `${p.host} हा ${ADDRESS_KINDS[p.kind]} आहे, म्हणून संकेतस्थळ तेथे वेबहुक पाठवत नाही. स्वीकारणाऱ्या सेवेचा सार्वजनिक वेब पत्ता वापरा, किंवा तो खरोखर महाविद्यालयाच्या नेटवर्कमध्येच असेल तर आधी संकेतस्थळाच्या सेटिंग्जमध्ये "खासगी पत्त्यांवर वेबहुकना परवानगी द्या" निवडा.`,
  webhookAddressTooLong: (p) => `हा पत्ता ${p.max} अक्षरांपेक्षा लांब आहे. कृपया लहान पत्ता वापरा.`,
  webhookEvents: () => "कोणत्या बदलांची माहिती हवी ते किमान एक निवडा.",
  tooManyWebhooks: (p) => `संकेतस्थळावर आधीच ${p.max} वेबहुक आहेत, जास्तीत जास्त इतकेच ठेवता येतात. आधी वापरात नसलेला एखादा काढून टाका.`,

  pageFailedTitle: () => "हे पान दाखवता आले नाही",
  pageFailedText: () =>
    "या पानातील काही कारणामुळे ते दाखवता आले नाही. संकेतस्थळाचा इतर भाग नेहमीप्रमाणे चालू आहे. सर्व्हरच्या नोंदीद्वारे महाविद्यालयाच्या कार्यालयाला कळवले आहे; कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
  siteBusyTitle: () => "संकेतस्थळावर सध्या खूप गर्दी आहे",
  siteBusyText: () => "या क्षणी खूप पाने तयार होत आहेत. कृपया काही सेकंदांनी पुन्हा प्रयत्न करा.",
  slowDownTitle: () => "कृपया थोडे थांबा",
  slowDownText: () => "या पत्त्यावरून थोड्या वेळात अनेक वेगवेगळी पाने मागवली गेली आहेत. कृपया एक मिनिट थांबा आणि मग पुन्हा प्रयत्न करा.",
  goHome: () => "मुख्यपृष्ठावर जा",

  internalError: () => "सर्व्हरवर काहीतरी चूक झाली. कृपया पुन्हा प्रयत्न करा; असे वारंवार होत असल्यास संकेतस्थळाच्या प्रशासकाला कळवा.",
};
