// Where the sign-in screen's "Forgot Password" link leads. Passwords are never sent by e-mail:
// another administrator, or whoever runs the server, sets a new one.
export function ForgotPasswordPage() {
  return (
    <section className="forgot-password">
      <h1>Forgot Password</h1>
      <p>
        Please ask another administrator of the website to reset your password. They can also do it on the server
        with this command:
      </p>
      <pre>
        <code>npm run admin -- reset-password --email you@college.example --password 'a new long password'</code>
      </pre>
      <p>
        <a href="/admin-login/">Back to sign-in</a>
      </p>
    </section>
  );
}
