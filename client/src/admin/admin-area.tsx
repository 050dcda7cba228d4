// Placeholder for the administration area (sign-in, forms and tables come later).
export default function AdminArea() {
  return (
    <main id="main" className="admin-placeholder">
      <h1>Administration area</h1>
      <p>The administration area is coming soon. Please check back later.</p>
      <p>
        <a href="/">Back to the public website</a>
      </p>
    </main>
  );
}
