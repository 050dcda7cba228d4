import express, { type RequestHandler } from "express";
import type { ExecuteAsVisitor } from "../graphql/middleware.js";
import { CROSS_SITE_MESSAGE, isCrossSite } from "../legacy/request-guard.js";
import { endPage, preferredEncoding, rawPathOf, setPageHeaders } from "./page-cache.js";
import type { PageRenderer } from "./page-renderer.js";
import { PLAIN_PAGES, sendPlainPage } from "./plain-pages.js";
import { RenderBusyError, RenderFailedError } from "./render-pool.js";
import { bodyProblem, sendBodyProblemPage } from "../http/body-problems.js";
import { languageOfPath } from "../content/languages.js";
import { sharedLogger } from "../base/logger.js";

// POST of a public form to its own page, as a browser without JavaScript sends it: the render
// module sends it through the public API as this visitor (the same checks, limits and messages
// as the page's script meets), and the answer is the page showing the outcome. Never cached:
// the answer is this visitor's.

/** A form's few short fields; anything larger is not this site's form. */
const FORM_BODY_LIMIT = "32kb";

export function servePublicFormPosts(renderer: PageRenderer, executeFrom: (ip: string) => ExecuteAsVisitor): RequestHandler[] {
  const parseForm = express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT, parameterLimit: 50 });
  // A body no form of this site sends (too large, too many fields, another character set or
  // compression, broken) gets its 4xx and a page saying so, linking back to the form.
  const readForm: RequestHandler = (req, res, next) =>
    parseForm(req, res, (error?: unknown) => {
      const problem = error ? bodyProblem(error) : null;
      if (problem) return sendBodyProblemPage(res, problem, req.path, languageOfPath(req.path.toLowerCase()));
      next(error);
    });
  const send: RequestHandler = async (req, res, next) => {
    try {
      if (isCrossSite(req)) {
        res.status(403).type("text/plain").send(CROSS_SITE_MESSAGE);
        return;
      }
      const fields: Record<string, string> = {};
      for (const [name, value] of Object.entries((req.body ?? {}) as Record<string, unknown>)) {
        if (typeof value === "string") fields[name] = value;
      }
      const pathname = rawPathOf(req.originalUrl);
      const posted = await renderer.submit(pathname, fields, executeFrom(req.ip ?? "unknown"));
      if (!posted) return next();
      const page = await renderer.render(pathname, posted);
      const encoding = preferredEncoding(req.headers["accept-encoding"]);
      // 422: the form was understood and refused; the page says why.
      setPageHeaders(res, posted.outcome.kind === "success" ? 200 : 422, "no-store");
      endPage(res, page.bodies, encoding);
    } catch (error) {
      const language = languageOfPath(rawPathOf(req.originalUrl).toLowerCase());
      if (error instanceof RenderBusyError) return sendPlainPage(res, 503, PLAIN_PAGES[language].busy, 5);
      if (error instanceof RenderFailedError) {
        sharedLogger().error(`The form page ${rawPathOf(req.originalUrl)} could not be rendered: ${error.message}.`);
        return sendPlainPage(res, 500, PLAIN_PAGES[language].failed);
      }
      next(error);
    }
  };
  return [readForm, send];
}
