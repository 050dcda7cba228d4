import { expect } from "vitest";
import { GraphQLTestClient } from "./graphql.js";

/** A new panel account made by `admin` with this role (and departments/types), signed in on its own client. */
export async function signedInAccount(admin: GraphQLTestClient, url: string, email: string, password: string, role: Record<string, unknown>): Promise<GraphQLTestClient> {
  const made = await admin.request(`mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }`, { input: { email, password, role } });
  expect(made.errors).toBeUndefined();
  const client = new GraphQLTestClient(url);
  expect((await client.signIn(email, password)).errors).toBeUndefined();
  return client;
}
