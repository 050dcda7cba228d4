import { useNavigation } from "react-router-dom";
import { shell } from "../../messages/en/shell.js";

/** The 4 px bar at the top of the window while the router loads the next page. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <div className="navigation-progress" role="progressbar" aria-label={shell.loadingPage} />;
}
