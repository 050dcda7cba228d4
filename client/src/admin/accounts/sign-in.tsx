import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { errorText } from "../shell/errors.js";
import { AdminMeDocument, AdminSignInDocument } from "../../graphql/generated/graphql.js";

/** The sign-in screen (spec: admin-area.md, sign-in screen). */
export function SignIn() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState("");
  const [signIn, { loading }] = useMutation(AdminSignInDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AdminMeDocument, data: { me: data.signIn } });
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setProblem("Username and password required");
      return;
    }
    setProblem("");
    try {
      await signIn({ variables: { email: email.trim(), password } });
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  return (
    <main id="main" className="admin-signin">
      <form className="admin-signin-form" onSubmit={submit} noValidate>
        <h1>Welcome Back!</h1>
        <p>Please provide your official username ID to proceed.</p>
        <label htmlFor="signin-email">E-mail</label>
        <input id="signin-email" type="text" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="signin-password">Password</label>
        <input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p role="alert" className="admin-error">
          {problem}
        </p>
        <button type="submit" disabled={loading}>
          {loading ? "Signing in…" : "Sign in"}
        </button>
        <p>
          <Link to="/forgot-password">Forgot Password</Link>
        </p>
      </form>
    </main>
  );
}
