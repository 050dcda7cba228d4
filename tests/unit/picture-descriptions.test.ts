import { describe, expect, it } from "vitest";
import { altTextFieldName, missingPictureDescription, withAltTextFields } from "../../server/src/content/alt-text.js";
import type { FieldSpec } from "../../server/src/content/define.js";
import { CONTENT_TYPE_LIST, CONTENT_TYPES } from "../../server/src/content/registry.js";
import { inputSchema } from "../../server/src/content/validate.js";
import { createSchema } from "../../server/src/graphql/schema.js";
import { PNG_BYTES } from "../support/samples.js";

// Every picture carries a description (alt text): the image fields' `alt` option adds a text
// field beside the picture, and a description is needed whenever a picture is there.

const picture = new Blob([PNG_BYTES], { type: "image/png" });

describe("the alt option of image fields", () => {
  it("gives every image field of every content type a field that describes it", () => {
    const undescribed = CONTENT_TYPE_LIST.flatMap((spec) =>
      Object.entries(spec.fields)
        .filter(([, field]) => field.kind === "image")
        .filter(([name]) => !Object.values(spec.fields).some((other) => other.describes === name))
        .map(([name]) => `${spec.key}.${name}`),
    );
    expect(undescribed).toEqual([]);
  });

  it("places a text field named <field>AltText right after the picture, labelled from it", () => {
    const names = Object.keys(CONTENT_TYPES.facultyStaff.fields);
    expect(names[names.indexOf("photoImage") + 1]).toBe("photoImageAltText");
    const description = CONTENT_TYPES.facultyStaff.fields.photoImageAltText;
    expect(description).toMatchObject({ kind: "text", label: "Description of the photo", describes: "photoImage" });
    expect(description.required).toBeFalsy();
    expect(Object.keys(CONTENT_TYPES.event.fields)).toEqual(expect.arrayContaining(["imageAltText", "secondImageAltText", "thirdImageAltText", "fourthImageAltText"]));
  });

  it("takes its own words when the option gives them, and leaves fields without the option alone", () => {
    const fields = withAltTextFields({
      cover: { kind: "image", label: "Cover", alt: { label: "What the cover shows" } },
      plain: { kind: "image", label: "Plain" },
    } satisfies Record<string, FieldSpec>);
    expect(Object.keys(fields)).toEqual(["cover", altTextFieldName("cover"), "plain"]);
    expect((fields as Record<string, FieldSpec>).coverAltText!.label).toBe("What the cover shows");
  });
});

describe("the description of a required picture in the API (issue 34, item 9e)", () => {
  const schema = createSchema();
  const typeOf = (type: string, field: string) => String((schema.getType(type) as { getFields(): Record<string, { type: unknown }> }).getFields()[field]?.type);
  const companions = CONTENT_TYPE_LIST.flatMap((spec) =>
    Object.entries(spec.fields)
      .filter(([name, field]) => field.kind === "image" && field.alt && field.required && spec.fields[altTextFieldName(name)])
      .map(([name]) => [spec.graphql.type, altTextFieldName(name)] as const),
  );

  it("is non-null in the create input, as the add form needs it; nullable on update and on the rows, which may lack it", () => {
    expect(companions).toContainEqual(["Event", "imageAltText"]);
    for (const [type, field] of companions) {
      expect([type, field, typeOf(`Create${type}Input`, field), typeOf(`Update${type}Input`, field), typeOf(type, field)]).toEqual([
        type,
        field,
        "String!",
        "String",
        "String",
      ]);
    }
  });

  it("stays nullable beside an optional picture", () => {
    expect(typeOf("CreateEventInput", "secondImageAltText")).toBe("String");
  });
});

describe("a picture needs its description", () => {
  const fields = CONTENT_TYPES.event.fields;

  it("is refused, naming the description field, when a picture comes without one", () => {
    const missing = missingPictureDescription(fields, { image: picture, imageAltText: "  " });
    expect(missing?.field).toBe("imageAltText");
    expect(missing?.message).toContain("Please fill in Description of the photo");
  });

  it("is not asked for when there is no picture, and is satisfied by a description", () => {
    expect(missingPictureDescription(fields, { image: picture, imageAltText: "Students at the fair" })).toBeNull();
    expect(missingPictureDescription(fields, { image: picture, imageAltText: "Students", secondImage: null })).toBeNull();
    expect(missingPictureDescription(fields, { image: picture, imageAltText: "Students", secondImage: picture })?.field).toBe("secondImageAltText");
  });

  it("checks only the pairs a change touches, so an older row's other fields stay editable", () => {
    const older = { image: "event/old.png", imageAltText: null, name: "Fair" };
    expect(missingPictureDescription(fields, { ...older, name: "Science fair" }, new Set(["name"]))).toBeNull();
    expect(missingPictureDescription(fields, { ...older, image: picture }, new Set(["image"]))?.field).toBe("imageAltText");
    expect(missingPictureDescription(fields, { ...older, imageAltText: "" }, new Set(["imageAltText"]))?.field).toBe("imageAltText");
  });

  it("is part of the add form's schema, the one the browser and the server share", () => {
    // As the add form sends it: every field, the empty ones null.
    const empty = Object.fromEntries(Object.keys(fields).map((name) => [name, null]));
    const base = { ...empty, session: "2025-2026", department: "computer", name: "Fair", dateOfEvent: "2025-01-15", description: "A fair." };
    const refused = inputSchema(CONTENT_TYPES.event, "create").safeParse({ ...base, image: picture });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([["imageAltText"]]);
    expect(inputSchema(CONTENT_TYPES.event, "create").safeParse({ ...base, image: picture, imageAltText: "Students at the fair" }).success).toBe(true);
    // Said together with the other fields' problems, not only once they are fixed.
    const alongside = inputSchema(CONTENT_TYPES.event, "create").safeParse({ ...empty, image: picture });
    expect(alongside.error?.issues.map((issue) => issue.path[0])).toEqual(expect.arrayContaining(["name", "imageAltText"]));
  });
});
