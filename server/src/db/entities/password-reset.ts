import { Entity } from "typeorm";
import { accountSecretColumns } from "./account-secret.js";

// A password-reset link sent by e-mail (auth/password-resets.ts). The link holds a random token;
// only its SHA-256 is stored here, like a session's, so a copy of the database resets nothing.
// A row is deleted when its link is used, so a link works once.
@Entity("password_reset")
export class PasswordReset extends accountSecretColumns("password_reset") {}
