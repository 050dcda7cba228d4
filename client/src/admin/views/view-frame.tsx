import type { ReactNode } from "react";
import type { FormStatus } from "../../ui/form-status.js";
import { StatusLines } from "../forms/status-lines.js";

/**
 * How every admin view opens: its one h1, a line under it (what the view is for, or links to the
 * views beside it) and, for a view whose row actions report at its top, the lines about the last
 * action. `headingId` names the section by its heading, which makes it a region landmark: only
 * the views that are one pass it.
 */
export function ViewFrame(props: { heading: string; headingId?: string; intro?: ReactNode; status?: FormStatus; children?: ReactNode }) {
  return (
    <section aria-labelledby={props.headingId}>
      <h1 id={props.headingId}>{props.heading}</h1>
      {props.intro === undefined ? null : <p>{props.intro}</p>}
      {props.status ? <StatusLines status={props.status} /> : null}
      {props.children}
    </section>
  );
}
