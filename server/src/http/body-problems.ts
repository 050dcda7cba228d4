import type { Response } from "express";
import type { Language } from "../content/languages.js";

// A request body the server's parsers (Express's body-parser) could not read: too large, too
// many fields, a character set or compression it does not read, or broken on the way. These are
// the sender's mistakes, answered with their 4xx and words a visitor understands; they are not
// server errors and are not logged as such. The page is in the language of the form's address.

export interface BodyProblem {
  status: number;
  /** For the person who sent the form: what went wrong and what to do. */
  message: string;
}

const UNREADABLE = "The form could not be read: it was sent in a way this site does not accept. Please fill it in again on the form's page and send it.";
const UNREADABLE_MR = "फॉर्म वाचता आला नाही: तो हे संकेतस्थळ स्वीकारत नाही अशा प्रकारे पाठवला गेला. कृपया फॉर्मच्या पानावर तो पुन्हा भरा आणि पाठवा.";

const MESSAGES: Record<string, string> = {
  "entity.too.large": "The form is too long to be sent. Please shorten the longest answers and send it again.",
  "parameters.too.many": "The form has too many fields. Please fill it in on the form's page and send it from there.",
  "charset.unsupported": UNREADABLE,
  "encoding.unsupported": UNREADABLE,
  "entity.parse.failed": UNREADABLE,
  "request.aborted": "The form was not received completely. Please send it again.",
};

/** The same messages in Marathi, by the English one (the page of a form under /mr/). */
const MARATHI: Record<string, string> = {
  [MESSAGES["entity.too.large"]!]: "फॉर्म पाठवण्यासाठी खूप मोठा आहे. कृपया सर्वात मोठी उत्तरे लहान करा आणि पुन्हा पाठवा.",
  [MESSAGES["parameters.too.many"]!]: "फॉर्ममध्ये खूप जास्त रकाने आहेत. कृपया फॉर्मच्या पानावरच तो भरा आणि तेथूनच पाठवा.",
  [UNREADABLE]: UNREADABLE_MR,
  [MESSAGES["request.aborted"]!]: "फॉर्म पूर्णपणे मिळाला नाही. कृपया तो पुन्हा पाठवा.",
};

const PAGE_WORDS: Record<Language, { title: string; back: string }> = {
  en: { title: "The form could not be sent", back: "Back to the form" },
  mr: { title: "फॉर्म पाठवता आला नाही", back: "फॉर्मकडे परत जा" },
};

/**
 * What to answer for an error raised while reading a request body; null when the error is not
 * about the body (a real server error, to be handled as one).
 */
export function bodyProblem(error: unknown): BodyProblem | null {
  if (typeof error !== "object" || error === null) return null;
  const { type, status, expose } = error as { type?: unknown; status?: unknown; expose?: unknown };
  const known = typeof type === "string" ? MESSAGES[type] : undefined;
  const clientStatus = typeof status === "number" && status >= 400 && status < 500 ? status : null;
  // body-parser marks its client errors with a 4xx status that may be shown (a broken gzip
  // stream comes as a plain 400 without a type).
  if (known === undefined && !(clientStatus && expose === true)) return null;
  return { status: clientStatus ?? 400, message: known ?? UNREADABLE };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = "body{font:1.1rem/1.5 system-ui,sans-serif;max-width:38rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b4f8a}";

/** A small page for a form that could not be read, linking back to the form. Never cached. */
export function sendBodyProblemPage(res: Response, problem: BodyProblem, formPath: string, language: Language = "en"): void {
  const { title, back } = PAGE_WORDS[language];
  const message = language === "mr" ? (MARATHI[problem.message] ?? UNREADABLE_MR) : problem.message;
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${title}</title><style>${STYLE}</style></head><body><main><h1>${title}</h1><p>${escapeHtml(message)}</p>` +
    `<p><a href="${escapeHtml(formPath)}">${back}</a></p></main></body></html>`;
  res.status(problem.status);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(html);
}
