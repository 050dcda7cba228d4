import type { ListSection } from "../../../ui/headed-list.js";
import type { DepartmentPageQuery } from "../../../graphql/generated/graphql.js";
import { EmptyMessage } from "../../../ui/query-state.js";
import { DepartmentEventsIsland } from "../../../islands/islands.js";

type DepartmentEvent = NonNullable<DepartmentPageQuery["events"]>["items"][number];

/**
 * Various Events: a titled group per event with up to four pictures. A picture is a link to the
 * full image (so it works without JavaScript); with JavaScript it opens a full-screen overlay.
 */
export function EventsSection({ heading, items, empty }: ListSection<DepartmentEvent>) {
  return (
    <>
      {heading}
      {items.length === 0 ? <EmptyMessage text={empty} /> : <DepartmentEventsIsland items={items} />}
    </>
  );
}
