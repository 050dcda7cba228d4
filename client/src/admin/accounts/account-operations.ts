import { gql, type TypedDocumentNode } from "@apollo/client";

// Administrator accounts (schema/auth.graphql): the panel's hand-written documents for them.

export interface AdminAccountRow {
  id: string;
  email: string;
  displayName: string;
  createdAt: string;
}

export const ADMINISTRATORS: TypedDocumentNode<{ administrators: AdminAccountRow[] }, Record<string, never>> = gql`
  query AdminAccounts {
    administrators { id email displayName createdAt }
  }
`;

export const CREATE_ADMINISTRATOR: TypedDocumentNode<
  { createAdministrator: AdminAccountRow },
  { input: { email: string; password: string; displayName?: string | null } }
> = gql`
  mutation AdminCreateAdministrator($input: CreateAdministratorInput!) {
    createAdministrator(input: $input) { id email displayName createdAt }
  }
`;

export const DELETE_ADMINISTRATOR: TypedDocumentNode<{ deleteAdministrator: string }, { id: string }> = gql`
  mutation AdminDeleteAdministrator($id: ID!) {
    deleteAdministrator(id: $id)
  }
`;

export const RESET_ADMINISTRATOR_PASSWORD: TypedDocumentNode<{ resetAdministratorPassword: boolean }, { id: string; newPassword: string }> = gql`
  mutation AdminResetPassword($id: ID!, $newPassword: String!) {
    resetAdministratorPassword(id: $id, newPassword: $newPassword)
  }
`;

export const CHANGE_MY_PASSWORD: TypedDocumentNode<{ changeMyPassword: boolean }, { currentPassword: string; newPassword: string }> = gql`
  mutation AdminChangeMyPassword($currentPassword: String!, $newPassword: String!) {
    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`;
