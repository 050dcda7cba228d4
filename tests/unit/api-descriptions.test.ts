import { isEnumType, isInputObjectType, isInterfaceType, isObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { createSchema } from "../../server/src/graphql/schema.js";

// Issue 21, item 4: the API explorer and /graphql/schema.graphql describe everything a tool
// reads: every type, field, input field and enum value of the schema has a description (the
// content types' from the registry's labels and help texts, the others written in schema/).
// Issue 34, item 9a: every argument of every field too.

describe("the API's descriptions", () => {
  const schema = createSchema();
  const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith("__"));

  it("describe every type", () => {
    expect(types.filter((type) => !type.description?.trim()).map((type) => type.name)).toEqual([]);
  });

  it("describe every field, input field and enum value", () => {
    const missing: string[] = [];
    for (const type of types) {
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
      }
      if (isEnumType(type)) for (const value of type.getValues()) if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
    }
    expect(missing).toEqual([]);
  });

  it("describe every argument", () => {
    const missing: string[] = [];
    for (const type of types) {
      if (!isObjectType(type) && !isInterfaceType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
