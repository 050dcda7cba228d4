import { createContext, useContext } from "react";

// The HTTP status of a server-rendered page. The server gives each render a fresh recorder; a
// page that finds nothing to show (an unknown route, an unknown committee key) calls
// `useHttpStatus(404)` while rendering, so the HTML goes out as 404, not as a 200 page saying
// "not found". In the browser there is no recorder and the call does nothing.
export interface HttpStatusRecorder {
  status: number;
}

export const HttpStatusContext = createContext<HttpStatusRecorder | null>(null);

export function useHttpStatus(status: number): void {
  const recorder = useContext(HttpStatusContext);
  if (recorder) recorder.status = status;
}
