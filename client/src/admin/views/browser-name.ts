// A browser's identification string (its User-Agent) as a clerk says it: "Chrome on Android",
// "Safari on iPhone", "Firefox on Windows". A few rules in order, the first that matches wins:
// browsers built on Chrome name "Chrome" in their string too, so they are asked for first.
// Unknown strings (scripts, the API, old phones) answer undefined: the view then shows none.

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bUCBrowser\//, "UC Browser"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|Chrome\/|\bChromium\//, "Chrome"], // also HeadlessChrome/
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

const first = (rules: readonly [RegExp, string][], text: string) => rules.find(([rule]) => rule.test(text))?.[1];

/** The browser and the system it runs on, or undefined when the string is not a known browser's. */
export function browserOf(userAgent: string): { browser: string; system?: string } | undefined {
  const browser = first(BROWSERS, userAgent);
  return browser ? { browser, system: first(SYSTEMS, userAgent) } : undefined;
}
