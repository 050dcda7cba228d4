// Interface words of the public page about a forgotten administrator password.
export const accountMessages = {
  forgotPassword: {
    heading: "Forgot Password",
    askColleague: "Please ask another administrator of the website to reset your password. They can also do it on the server with this command:",
    command: "npm run admin -- reset-password --email you@college.example --password 'a new long password'",
    backToSignIn: "Back to sign-in",
  },
} as const;
