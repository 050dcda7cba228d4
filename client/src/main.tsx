import { ApolloProvider } from "@apollo/client/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { createApolloClient } from "./apollo.js";
import { router } from "./router.js";
import "./styles.css";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element.");

createRoot(rootElement).render(
  <StrictMode>
    <ApolloProvider client={createApolloClient()}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>,
);
