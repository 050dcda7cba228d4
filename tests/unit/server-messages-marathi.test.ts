import { describe, expect, it } from "vitest";
import { english } from "../../server/src/messages/english.js";
import { marathi } from "../../server/src/messages/marathi.js";
import type { MessageKey, MessageParams } from "../../server/src/messages/catalogue.js";

// The server's words in Marathi (server/src/messages/): the compiler refuses a Marathi entry that
// is missing or takes other parameters; this fails when one is empty, left in English, not in
// Devanagari, or leaves out what its English says (a number, a value, a type's name).

const TYPE = { en: "Notice", mr: "सूचना" };
const TITLE = { label: "Title" };
const FILE = { label: "File" };
const NONE = {};

/** Sample parameters of every entry (a new entry does not compile until it has its own). */
// prettier-ignore
const SAMPLES: { [K in MessageKey]: MessageParams<K> } = {
  fillIn: TITLE,
  chooseFileFor: TITLE,
  characterCannotBeStored: TITLE,
  notValid: TITLE,
  mustBeText: TITLE,
  emailAddress: TITLE,
  phoneDigits: TITLE,
  phoneType: TITLE,
  webAddress: TITLE,
  aadhaarType: TITLE,
  aadhaarLength: TITLE,
  aadhaarChecksum: TITLE,
  chooseDepartment: TITLE,
  academicSession: TITLE,
  chooseSemester: TITLE,
  yesOrNo: TITLE,
  wholeNumber: TITLE,
  mustBeDate: TITLE,
  dateFormat: TITLE,
  notAfterToday: TITLE,
  mustBeDateTime: TITLE,
  dateTimeFormat: TITLE,
  listOfLines: TITLE,
  memberName: TITLE,
  memberMobile: TITLE,
  listOfMembers: TITLE,
  uploadedFile: FILE,
  fileIncomplete: FILE,
  fileUnreadable: FILE,
  describePicture: TITLE,
  notAFieldOfThisForm: { name: "titel" },
  tooLong: { label: "Title", max: 255 },
  lineTooLong: { label: "Mission", max: 1000 },
  tooManyLines: { label: "Mission", max: 100 },
  notInPattern: { label: "Address", rule: "Use only lower-case letters." },
  lineNotInPattern: { label: "Origins", line: "ftp://x", rule: "write https://" },
  nestedTooDeep: { label: "Body", nesting: 41, max: 32 },
  oneOf: { label: "Gender", values: "male, female" },
  atLeast: { label: "Year", min: 1950 },
  atMost: { label: "Year", max: 2100 },
  notAfterYear: { label: "Year", year: 2026 },
  tooManyMembers: { label: "Members", max: 100 },
  fileTooLarge: { label: "File", megabytes: 10 },
  pictureTooManyPixels: { label: "Photo", megapixels: 40 },
  fileEmpty: { label: "File", file: "pdf" },
  fileWrongType: { label: "File", file: "image" },
  pictureUnreadable: { label: "Photo", file: "image" },
  notFound: { what: "Member number 7" },
  rowNotFound: { typeName: TYPE, id: 12 },
  rowNotInTrash: { typeName: TYPE, id: 12 },
  rowNotFoundBy: { typeName: TYPE, value: "about-us" },
  notADepartment: { label: "Department", value: "mining" },
  noSuchParent: { label: "Tender's reference number", value: "GPS/TND/2026/99", typeName: TYPE },
  parentInTrash: { label: "Tender's reference number", value: "GPS/TND/2026/99", typeName: TYPE },
  alreadyUsed: { label: "Address", shown: "about-us", typeName: TYPE },
  usedInTrash: { label: "Address", shown: "about-us", typeName: TYPE },
  consentNeeded: { label: "Aadhaar number" },
  atLeastOneOf: { labels: ["File", "Link"] },
  tooManyForms: { minutes: 7 },
  tooManyResetRequests: { minutes: 7 },
  noResetByEmail: NONE,
  resetLinkNotValid: NONE,
  resetMailSubject: { site: "Example Polytechnic", link: "https://gp.example/admin-login/set-password#abc", minutes: 30 },
  resetMailText: { site: "Example Polytechnic", link: "https://gp.example/admin-login/set-password#abc", minutes: 30 },
  secondStepDue: NONE,
  enterSecondStepCode: NONE,
  wrongSecondStepCode: NONE,
  secondStepExpired: NONE,
  tooManySecondStepCodes: NONE,
  secondStepAlreadyOn: NONE,
  secondStepNotStarted: NONE,
  secondStepNotOn: NONE,
  secondStepRequiredBySite: NONE,
  ownSecondStepElsewhere: NONE,
  setUpSecondStepFirst: NONE,
  legacyNoSecondStep: NONE,
  administratorNotFound: NONE,
  changedSinceOpened: NONE,
  savingAtTheSameMoment: NONE,
  signInRequired: NONE,
  enterEmail: NONE,
  enterPassword: NONE,
  wrongCredentials: NONE,
  tooManySignIns: NONE,
  tooManySignInsHere: NONE,
  accountSlowed: NONE,
  passwordTooShort: { min: 10 },
  passwordTooLong: { max: 200 },
  passwordOneCharacter: NONE,
  passwordIsEmail: NONE,
  currentPasswordWrong: NONE,
  samePasswordAgain: NONE,
  adminEmailTaken: NONE,
  lastAdministrator: NONE,
  firstAccountAdministrator: NONE,
  internalError: NONE,
  pageFailedTitle: NONE,
  pageFailedText: NONE,
  siteBusyTitle: NONE,
  siteBusyText: NONE,
  slowDownTitle: NONE,
  slowDownText: NONE,
  goHome: NONE,
  newAdminEmail: NONE,
  notAnEmailAddress: NONE,
  cannotDeleteYourself: NONE,
  ownPasswordElsewhere: NONE,
  onlyAdministrator: { deed: { en: "manage webhooks", mr: "वेबहुक सांभाळणे" } },
  viewerChangesNothing: NONE,
  outsideReachType: { types: TYPE },
  outsideReachRead: { types: TYPE },
  onlyApprover: {},
  outsideApproverReach: {},
  pendingChangeNotFound: { id: 3 },
  notYourPendingChange: {},
  rejectionNoteNeeded: {},
  outsideReachDepartment: { types: TYPE, departments: "computer" },
  chooseRole: NONE,
  notAContentType: { value: "recipes" },
  ownRoleElsewhere: NONE,
  memberNothingToChange: NONE,
  tokenName: NONE,
  expiryInThePast: NONE,
  webhookAddress: NONE,
  webhookEvents: NONE,
  webhookUrlIncomplete: NONE,
  webhookUrlScheme: NONE,
  webhookUrlCredentials: NONE,
  webhookTargetNever: { host: "224.0.0.1", kind: "multicast" },
  webhookTargetPrivate: { host: "fd00::1", kind: "unique-local" },
  nameTooLong: { max: 100 },
  webhookAddressTooLong: { max: 2000 },
  tooManyWebhooks: { max: 20 },
  versionSameAsSaved: { version: 3 },
  memberNotFound: { id: 9 },
  versionNoLongerKept: { version: 4 },
};

const render = (catalogue: typeof english, key: MessageKey, params: object) => (catalogue[key] as (p: object) => string)(params);
const DEVANAGARI = /[\u0900-\u097F]/;
const keys = Object.keys(english) as MessageKey[];

describe("the server's messages in Marathi", () => {
  it("has exactly the English entries", () => {
    expect(Object.keys(marathi).sort()).toEqual([...keys].sort());
  });

  it.each(keys)("%s is real Marathi, not the English copy", (key) => {
    const said = render(marathi, key, SAMPLES[key]);
    expect(said.trim()).not.toBe("");
    expect(said).toMatch(DEVANAGARI);
    expect(said).not.toBe(render(english, key, SAMPLES[key]));
  });

  it.each(keys)("%s says what its English says of its parameters", (key) => {
    const inEnglish = render(english, key, SAMPLES[key]);
    const inMarathi = render(marathi, key, SAMPLES[key]);
    for (const value of Object.values(SAMPLES[key]) as unknown[]) {
      if (Array.isArray(value)) {
        for (const item of value as unknown[]) expect(inMarathi).toContain(String(item));
      } else if (typeof value === "object" && value !== null) {
        // A name given in both languages: each message says its own (English may write it in small letters).
        const named = value as { en: string; mr: string };
        expect(inEnglish.toLowerCase()).toContain(named.en.toLowerCase());
        expect(inMarathi).toContain(named.mr);
      } else if (inEnglish.includes(String(value))) {
        expect(inMarathi).toContain(String(value));
      }
    }
  });

  it.each(keys)("%s reads well without the field's name (the server knows labels in English only)", (key) => {
    if (!("label" in SAMPLES[key])) return;
    const said = render(marathi, key, { ...SAMPLES[key], label: "" });
    expect(said).toMatch(/^[^\s:]/);
    expect(said).not.toMatch(/ {2}| [:.]/);
  });
});
