// The panel's words for two-step sign-in (admin/two-step/), in English; mr/admin-two-step.ts has
// the same in Marathi.
export const adminTwoStepMessages = {
  secondStep: {
    heading: "Two-step sign-in",
    intro:
      "Your password is right. Open the authenticator app on your phone and enter the 6-digit code it shows for this site. If you do not have your phone, enter one of your recovery codes instead.",
    code: "Code from the app, or a recovery code",
    submit: "Continue",
    submitting: "Checking…",
    required: "Please enter the code from your authenticator app, or a recovery code.",
    startAgain: "Sign in again with the password",
  },
  page: {
    heading: "Two-step sign-in",
    intro:
      "After your password, the panel also asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, FreeOTP, Aegis or any other). Someone who learns your password still cannot sign in without your phone.",
    loading: "Loading your two-step sign-in…",
    notLoaded: (reason: string) => `Your two-step sign-in could not be loaded. ${reason}`,
    isOn: "Two-step sign-in is on for your account.",
    isOff: "Two-step sign-in is off for your account.",
    requiredBySite: "The site's settings require two-step sign-in for your account.",
    codesLeft: (count: number) => `Recovery codes left unused: ${count}.`,
    start: "Set up two-step sign-in",
    starting: "Preparing…",
    step1: "1. In the authenticator app on your phone, add an account and scan this QR code.",
    qrAlt: "QR code to scan with the authenticator app",
    typeInstead: "If you cannot scan it, type this key into the app instead (time-based):",
    step2: "2. Enter the 6-digit code the app now shows, to check that it works.",
    code: "Code from the app",
    confirm: "Turn on two-step sign-in",
    confirming: "Checking…",
    codeRequired: "Please enter the 6-digit code the app shows.",
    codesHeading: "Your recovery codes",
    codesIntro:
      "Two-step sign-in is on. Write these ten codes down or print them, and keep them somewhere safe away from your phone. Each one works once, instead of a code from the app, if your phone is lost. They are shown only now.",
    codesDone: "I have kept my recovery codes",
    password: "Your password",
    passwordRequired: "Please enter your password.",
    turnOff: "Turn off two-step sign-in",
    turningOff: "Turning off…",
    turnedOff: "Two-step sign-in is now off for your account.",
    newCodes: "Make new recovery codes",
    makingCodes: "Making codes…",
    newCodesNote: "New codes replace the old ones: the old codes stop working.",
  },
  required: {
    heading: "Set up two-step sign-in",
    intro: "The site's settings require two-step sign-in for your account. Set it up now; after that the panel opens as usual.",
    signOut: "Sign out",
  },
  accounts: {
    status: "Two-step sign-in",
    on: "On",
    off: "Off",
    reset: "Reset two-step sign-in",
    confirm: (email: string) =>
      `Reset two-step sign-in of ${email}? They will sign in with their password alone (or set it up again if the site requires it), and their sessions end now.`,
    yes: "Yes, reset",
    no: "Cancel",
    done: (email: string) => `Two-step sign-in of ${email} was reset.`,
    failed: (email: string, reason: string) => `Two-step sign-in of ${email} was not reset. ${reason}`,
  },
};
