// The server's words to a clerk or a visitor, in English: the rules of the fields (content/kinds/,
// content/validate.ts) and the errors the API answers with (base/errors.ts). Each entry is a
// function of its parameters; marathi.ts gives the same entries in Marathi, and the message a
// client sees is rendered in its request's language (catalogue.ts). `label` is the field's name
// in the catalogue's own language, or "" when the server does not know it in that language.

/** The kinds of address a webhook may not send to (services/webhooks/target-address.ts). */
export type WebhookAddressKind = "loopback" | "private" | "link-local" | "unique-local" | "multicast" | "metadata" | "unspecified" | "reserved";

const ADDRESS_KINDS: Record<WebhookAddressKind, string> = {
  loopback: "the server itself (a loopback address)",
  private: "a private network address",
  "link-local": "a link-local address",
  "unique-local": "a private (unique-local) IPv6 address",
  multicast: "a multicast address",
  metadata: "a cloud metadata address (such as 169.254.169.254)",
  unspecified: "an unspecified address",
  reserved: "a reserved address",
};

/** An entry without parameters. */
const plain = (text: string) => (_p: Record<string, never>) => text;

export const english = {
  // Every field.
  fillIn: (p: { label: string }) => `Please fill in ${p.label}.`,
  chooseFileFor: (p: { label: string }) => `Please choose a file for ${p.label}.`,
  characterCannotBeStored: (p: { label: string }) => `${p.label} contains a character that cannot be stored. Please type it again.`,
  notValid: (p: { label: string }) => `${p.label} is not valid.`,
  notAFieldOfThisForm: (p: { name: string }) => `"${p.name}" is not a field of this form.`,
  describePicture: (p: { label: string }) => `Please fill in ${p.label}. Every picture needs a short description, for visitors who cannot see it.`,

  // Text kinds.
  mustBeText: (p: { label: string }) => `${p.label} must be text.`,
  tooLong: (p: { label: string; max: number }) => `${p.label} can have at most ${p.max} characters.`,
  notInPattern: (p: { label: string; rule: string }) => `${p.label}: ${p.rule}`,
  nestedTooDeep: (p: { label: string; nesting: number; max: number }) =>
    `${p.label} has quotes, lists or bold and italic marks placed inside each other ${p.nesting} levels deep; at most ${p.max} are allowed. Remove some of the > or * signs, or the spaces at the start of lines.`,
  emailAddress: (_p: { label: string }) => "Please enter a valid email address",
  phoneDigits: (p: { label: string }) => `${p.label} must have 10 to 15 digits (numbers only; a leading + is allowed).`,
  phoneType: (p: { label: string }) => `${p.label} must be a phone number.`,
  webAddress: (p: { label: string }) => `${p.label} must be a web address starting with https:// (or a page of this site starting with /).`,
  aadhaarType: (p: { label: string }) => `${p.label} must be a number.`,
  aadhaarLength: (p: { label: string }) => `${p.label} must have exactly 12 digits.`,
  aadhaarChecksum: (p: { label: string }) => `${p.label} is not a valid Aadhaar number: please check the digits on the card.`,

  // Kinds chosen from a list.
  chooseDepartment: (p: { label: string }) => `${p.label}: choose a department from the list.`,
  academicSession: (p: { label: string }) => `${p.label} must be an academic session such as 2025-2026.`,
  oneOf: (p: { label: string; values: string }) => `${p.label} must be one of: ${p.values}.`,
  chooseSemester: (p: { label: string }) => `${p.label}: choose a semester from First to Sixth.`,
  yesOrNo: (p: { label: string }) => `${p.label} must be yes or no.`,

  // Numbers and dates.
  wholeNumber: (p: { label: string }) => `${p.label} must be a whole number.`,
  atLeast: (p: { label: string; min: number }) => `${p.label} must be at least ${p.min}.`,
  atMost: (p: { label: string; max: number }) => `${p.label} must be at most ${p.max}.`,
  notAfterYear: (p: { label: string; year: number }) => `${p.label} cannot be later than ${p.year}.`,
  mustBeDate: (p: { label: string }) => `${p.label} must be a date.`,
  dateFormat: (p: { label: string }) => `${p.label} must be a date written as YYYY-MM-DD, for example 2025-04-15.`,
  notAfterToday: (p: { label: string }) => `${p.label} cannot be later than today.`,
  mustBeDateTime: (p: { label: string }) => `${p.label} must be a date and time.`,
  dateTimeFormat: (p: { label: string }) => `${p.label} must be a date and time, for example 2026-04-15T10:00.`,

  // Lists and files.
  listOfLines: (p: { label: string }) => `${p.label} must be a list of lines.`,
  lineTooLong: (p: { label: string; max: number }) => `Each line of ${p.label} can have at most ${p.max} characters.`,
  lineNotInPattern: (p: { label: string; line: string; rule: string }) => `${p.label}: "${p.line}": ${p.rule}`,
  tooManyLines: (p: { label: string; max: number }) => `${p.label} can have at most ${p.max} lines.`,
  memberName: (_p: { label: string }) => "Each member needs a name.",
  memberMobile: (_p: { label: string }) => "Each member's mobile number must have 10 to 15 digits.",
  listOfMembers: (p: { label: string }) => `${p.label} must be a list of names and mobile numbers.`,
  tooManyMembers: (p: { label: string; max: number }) => `${p.label}: at most ${p.max} members.`,
  uploadedFile: (p: { label: string }) => `${p.label} must be an uploaded file.`,

  // Uploads (storage/upload-check.ts, graphql/uploads.ts). `file` is what the field takes.
  fileTooLarge: (p: { label: string; megabytes: number }) => `${p.label}: the file is larger than ${p.megabytes} MB. Please choose a smaller file.`,
  fileIncomplete: (p: { label: string }) => `${p.label}: the file did not arrive completely. Please choose it again and send the form once more.`,
  fileUnreadable: (p: { label: string }) => `${p.label}: the file could not be read. Please choose it again.`,
  fileEmpty: (p: { label: string; file: FileWanted }) => `${p.label}: the file is empty. Please choose ${FILE_WORDS[p.file]}.`,
  fileWrongType: (p: { label: string; file: FileWanted }) => `${p.label}: this file is not ${FILE_WORDS[p.file]}. Please choose ${FILE_WORDS[p.file]}.`,
  pictureTooManyPixels: (p: { label: string; megapixels: number }) =>
    `${p.label}: this picture has too many pixels (at most ${p.megapixels} megapixels). Please choose a smaller one.`,
  pictureUnreadable: (p: { label: string; file: FileWanted }) => `${p.label}: this picture could not be read; it may be damaged. Please choose ${FILE_WORDS[p.file]}.`,

  // Rows (services/content-service.ts), of a type named in each language.
  notFound: (p: { what: string }) => `${p.what} was not found. It may have been deleted already.`,
  rowNotFound: (p: { typeName: TypeName; id: number }) => `${p.typeName.en} number ${p.id} was not found. It may have been deleted already.`,
  rowNotInTrash: (p: { typeName: TypeName; id: number }) => `${p.typeName.en} number ${p.id} in the Trash was not found. It may have been deleted already.`,
  rowNotFoundBy: (p: { typeName: TypeName; value: string }) => `${p.typeName.en} "${p.value}" was not found. It may have been deleted already.`,
  administratorNotFound: plain("The administrator was not found. It may have been deleted already."),
  notADepartment: (p: { label: string; value: string }) => `${p.label}: "${p.value}" is not a department of this college. Choose one from the list.`,
  noSuchParent: (p: { label: string; value: string; typeName: TypeName }) =>
    `${p.label}: no ${p.typeName.en.toLowerCase()} has the number "${p.value}". Copy the number exactly as it is on the ${p.typeName.en.toLowerCase()}.`,
  parentInTrash: (p: { label: string; value: string; typeName: TypeName }) =>
    `${p.label}: the ${p.typeName.en.toLowerCase()} numbered "${p.value}" is in the Trash. Restore it from the Trash first, or name another one.`,
  alreadyUsed: (p: { label: string; shown: string; typeName: TypeName }) =>
    `${p.label}${p.shown ? ` "${p.shown}"` : ""} is already used by another ${p.typeName.en.toLowerCase()}.`,
  usedInTrash: (p: { label: string; shown: string; typeName: TypeName }) =>
    `${p.label}${p.shown ? ` "${p.shown}"` : ""} is used by a ${p.typeName.en.toLowerCase()} that is in the Trash. Restore that one from the Trash, or delete it for ever there, then save again.`,
  consentNeeded: (p: { label: string }) => `Please tick the agreement to keep ${p.label}: the college keeps it only with your consent.`,
  atLeastOneOf: (p: { labels: string[] }) => `Please give at least one of: ${p.labels.join(" or ")}.`,
  changedSinceOpened: plain("This item was changed by someone else after you opened it. Reload to see their changes, then save again."),
  savingAtTheSameMoment: plain("Someone else was saving at the same moment; please try again."),

  // Signing in and limits (auth/).
  signInRequired: plain("Please sign in as an administrator to do this."),
  enterEmail: plain("Please enter your e-mail address."),
  enterPassword: plain("Please enter your password."),
  wrongCredentials: plain("The e-mail or password is not correct."),
  tooManySignIns: plain("Too many failed sign-in attempts. Please wait about 15 minutes and try again, or ask another administrator to reset your password."),
  tooManySignInsHere: plain("Too many failed sign-in attempts from this computer or network. Please wait about 15 minutes and try again."),
  accountSlowed: plain(
    "Too many failed sign-in attempts for this account from other places, so sign-ins from new places are paused for up to an hour. " +
      "You can still sign in from a computer you have signed in from before, or ask another administrator to reset your password.",
  ),
  // Two-step sign-in (auth/second-factor-store.ts, auth-service.ts).
  secondStepDue: plain("The password is right. Now enter the code from your authenticator app, or one of your recovery codes."),
  enterSecondStepCode: plain("Please enter the 6-digit code from your authenticator app, or a recovery code."),
  wrongSecondStepCode: plain("This code is not right. Check the time on your phone, wait for the next code and try again, or use one of your recovery codes."),
  secondStepExpired: plain("The sign-in waited too long for the code. Please sign in again with your e-mail and password."),
  tooManySecondStepCodes: plain("Too many wrong codes. Please wait about 15 minutes and try again, or ask another administrator to reset your two-step sign-in."),
  secondStepAlreadyOn: plain("Two-step sign-in is already on for your account. Turn it off first to set it up with another phone."),
  secondStepNotStarted: plain("Please start setting up two-step sign-in again: no setup is waiting for a code."),
  secondStepNotOn: plain("Two-step sign-in is not on for this account."),
  secondStepRequiredBySite: plain(
    "The site requires two-step sign-in for your account, so it cannot be turned off. Another administrator can reset it if your phone is lost.",
  ),
  ownSecondStepElsewhere: plain("Turn off or set up your own two-step sign-in under Two-step sign-in, not here."),
  setUpSecondStepFirst: plain("The site requires two-step sign-in for your account. Please set it up first (Two-step sign-in) before doing anything else."),
  legacyNoSecondStep: plain("This account uses two-step sign-in, which connection.php cannot ask for. Please sign in through the admin panel at /admin-login/."),
  tooManyForms: (p: { minutes: number }) =>
    `Too many forms have been sent from your network in a short time. Please try again in about ${p.minutes} minute${p.minutes === 1 ? "" : "s"}.`,
  // Forgotten passwords by e-mail (auth/password-resets.ts, auth/reset-mail.ts).
  tooManyResetRequests: (p: { minutes: number }) =>
    `Too many password-reset e-mails have been asked for this address or from your network. Please try again in about ${p.minutes} minute${p.minutes === 1 ? "" : "s"}, or ask the website's administrator.`,
  noResetByEmail: plain("This site does not send password-reset e-mails. Please ask the website's administrator to set a new password for you."),
  resetLinkNotValid: plain(
    "This password-reset link no longer works: it was already used, it is too old, or it was copied incompletely. Please ask for a new link on the Forgot Password page.",
  ),
  resetMailSubject: (p: { site: string; link: string; minutes: number }) => `${p.site}: set a new password`,
  resetMailText: (p: { site: string; link: string; minutes: number }) =>
    [
      "Hello,",
      "",
      `Someone (probably you) asked to set a new password for your account in the administration panel of ${p.site}.`,
      "To choose a new password, open this link:",
      "",
      p.link,
      "",
      `The link works once, for ${p.minutes} minutes. Setting the new password signs your account out everywhere.`,
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  currentPasswordWrong: plain("The current password is not correct."),
  samePasswordAgain: plain("The new password must be different from the current one."),
  // The rule for new passwords (auth/password-rule.ts), in the panel's forms and on the server.
  passwordTooShort: (p: { min: number }) => `The password must have at least ${p.min} characters.`,
  passwordTooLong: (p: { max: number }) => `The password may have at most ${p.max} characters.`,
  passwordOneCharacter: plain("The password must not be one character repeated. Mix letters, numbers or words."),
  passwordIsEmail: plain("The password must not be the e-mail address. Choose something else."),
  adminEmailTaken: plain("An administrator with this e-mail already exists."),
  lastAdministrator: plain("There must always be at least one administrator."),
  firstAccountAdministrator: plain(
    "The site has no administrator yet, so this account must be an administrator (someone has to manage the accounts and the settings). Make an administrator first, then the other accounts.",
  ),
  newAdminEmail: plain("Please enter the new administrator's e-mail address."),
  notAnEmailAddress: plain("This is not a valid e-mail address. It should look like name@college.example."),
  nameTooLong: (p: { max: number }) => `The name may have at most ${p.max} characters.`,
  cannotDeleteYourself: plain("You cannot delete the account you are signed in with. Ask another administrator to do it."),
  ownPasswordElsewhere: plain("To change your own password, use Change my password: it asks for your current password first."),

  // Approval before publishing (services/approval/).
  onlyApprover: plain("Your account may not approve or reject changes. An approver of the same departments and types, or an administrator, can."),
  outsideApproverReach: plain("This change is outside what your account approves. An approver of its department and type, or an administrator, can approve it."),
  pendingChangeNotFound: (p: { id: number }) => `There is no change number ${p.id} waiting for approval: it may have been approved, rejected or withdrawn already.`,
  notYourPendingChange: plain("Only the person who made this change can withdraw it. An approver can reject it instead."),
  rejectionNoteNeeded: plain("Please write a note saying why, so that the editor knows what to change."),

  // Roles and their reach (auth/roles.ts).
  onlyAdministrator: (p: { deed: TypeName }) => `Your account may not ${p.deed.en}. Only an administrator can.`,
  viewerChangesNothing: plain("Your account is a viewer's: it may read the panel but not change anything. Only an administrator can change that."),
  outsideReachType: (p: { types: TypeName }) =>
    `Your account may not change ${p.types.en.toLowerCase()}. Only an administrator can, or can add them to what your account works on.`,
  outsideReachRead: (p: { types: TypeName }) =>
    `Your account may not read ${p.types.en.toLowerCase()}. Only an administrator can, or can add them to what your account works on.`,
  outsideReachDepartment: (p: { types: TypeName; departments: string }) =>
    `Your account may change ${p.types.en.toLowerCase()} of its own departments only (${p.departments}). Only an administrator can change another department's, or add that department to your account.`,
  chooseRole: plain("Choose a role: administrator, editor, approver or viewer."),
  notAContentType: (p: { value: string }) => `"${p.value}" is not a content type of this site. Choose one from the list.`,
  ownRoleElsewhere: plain("You cannot change the role of the account you are signed in with. Ask another administrator to do it."),

  // Versions, committee members, API tokens and webhooks (services/).
  versionSameAsSaved: (p: { version: number }) => `Version ${p.version} is the same as what is saved now: there is nothing to restore.`,
  versionNoLongerKept: (p: { version: number }) =>
    `Version ${p.version} is no longer kept: saves made while it was being restored pushed it out of the History, so nothing was restored. Open the History again and choose a version it lists.`,
  memberNotFound: (p: { id: number }) => `Member number ${p.id} was not found. It may have been deleted already.`,
  memberNothingToChange: plain("Nothing to change: give the member's name or mobile number."),
  tokenName: plain("Please give the token a name that says which tool uses it."),
  expiryInThePast: plain("The expiry date must be in the future."),
  webhookAddress: plain("Enter the address the site should send to, starting with https://."),
  webhookAddressTooLong: (p: { max: number }) => `The address is longer than ${p.max} characters. Use a shorter one.`,
  webhookEvents: plain("Choose at least one kind of change to be told of."),
  webhookUrlIncomplete: plain("The address is not a complete web address. Write it in full, starting with https:// (for example https://example.org/hooks)."),
  webhookUrlScheme: plain("A webhook address must start with https:// (or http://). Other kinds of address are not used."),
  webhookUrlCredentials: plain("Remove the user name and password from the address: the webhook's secret is how the receiver knows the message is from this site."),
  webhookTargetNever: (p: { host: string; kind: WebhookAddressKind }) =>
    `${p.host} is ${ADDRESS_KINDS[p.kind]}, so the site never sends webhooks there. Use the receiving service's public web address.`,
  webhookTargetPrivate: (p: { host: string; kind: WebhookAddressKind }) =>
    `${p.host} is ${ADDRESS_KINDS[p.kind]}, so the site does not send webhooks there. Use the receiving service's public web address, or, if it really is inside the college's network, tick "Allow webhooks to private addresses" in Site Settings first.`,
  tooManyWebhooks: (p: { max: number }) => `The site already has ${p.max} webhooks, the most it keeps. Delete one that is no longer used first.`,

  // The plain pages sent when a page cannot be (ssr/plain-pages.ts).
  pageFailedTitle: plain("This page could not be shown"),
  pageFailedText: plain(
    "Something in this page stopped it from being shown. The rest of the site works as usual. The college office has been told in the server's log; please try again later.",
  ),
  siteBusyTitle: plain("The site is very busy"),
  siteBusyText: plain("Too many pages are being prepared at this moment. Please try again in a few seconds."),
  slowDownTitle: plain("Please slow down"),
  slowDownText: plain("This address has asked for many different pages in a short time. Please wait a minute, then try again."),
  goHome: plain("Go to the home page"),

  // A fault of the server (graphql/errors.ts).
  internalError: plain("Something went wrong on the server. Please try again; if it keeps happening, tell the site's administrator."),
};

/** What an upload field takes, named in each catalogue's words. */
export type FileWanted = "pdf" | "image";

const FILE_WORDS: Record<FileWanted, string> = { pdf: "a PDF document", image: "a JPEG, PNG or WebP picture" };

/** A content type's name in each language (the registry's label, content/type-names-mr.ts). */
export interface TypeName {
  en: string;
  mr: string;
}
