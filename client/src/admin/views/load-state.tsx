/**
 * What a view shows before its data: a progress bar while it loads, and the reason it could not
 * be loaded (in the panel's words) as an alert. The view passes `loading` and `failure` only while
 * it has no data to show.
 */
export function LoadState(props: { loading: boolean; label: string; failure: string | null }) {
  return (
    <>
      {props.loading ? <div className="admin-progress" role="progressbar" aria-label={props.label} /> : null}
      {props.failure !== null ? (
        <p role="alert" className="admin-error">
          {props.failure}
        </p>
      ) : null}
    </>
  );
}
