import type { ReactNode } from "react";
import { PageTitle } from "./page-title.js";

/** A short page of the site's own (not found, under development, forgotten password): its title as the h1, one paragraph, then whatever follows. */
export function SmallPage(props: { title: string; text: string; className?: string; children: ReactNode }) {
  return (
    <section className={props.className ?? "page small-page"}>
      <PageTitle page={props.title} />
      <h1>{props.title}</h1>
      <p>{props.text}</p>
      {props.children}
    </section>
  );
}
