import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import AdminArea from "./admin-area.js";
import { rememberedAdminLanguage, selectAdminLanguage } from "../../messages/admin-language.js";

// The administration area as an application of its own, started by main.tsx on /admin-login/
// addresses. It has React Router's data router, which its unsaved-changes guard needs
// (useBlocker); vite.config.ts gives the admin code its own copy of React Router, so that router
// stays in this chunk and out of the visitor's download. Links to the public site are plain
// <a> links: the public site is the other application. It starts in the language the clerk
// chose last time in this browser (English until then).
export async function startAdmin(rootElement: HTMLElement): Promise<void> {
  await selectAdminLanguage(rememberedAdminLanguage());
  const router = createBrowserRouter([{ path: "/admin-login/*", Component: AdminArea }]);
  createRoot(rootElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
