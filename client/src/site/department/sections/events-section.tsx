import { HeadedList, type ListSection } from "../../../ui/headed-list.js";
import type { DepartmentPageQuery } from "../../../graphql/generated/graphql.js";
import { DepartmentEventsIsland } from "../../../islands/islands.js";

type DepartmentEvent = NonNullable<DepartmentPageQuery["events"]>["items"][number];

/**
 * Various Events: a titled group per event with up to four pictures. A picture is a link to the
 * full image (so it works without JavaScript); with JavaScript it opens a full-screen overlay.
 */
export function EventsSection(section: ListSection<DepartmentEvent>) {
  return <HeadedList {...section}>{(items) => <DepartmentEventsIsland items={items} />}</HeadedList>;
}
