/** A route whose screen is not built yet says so; it never shows made-up data. */
export function Placeholder({ title }: { title: string }) {
  return (
    <section className="placeholder" aria-labelledby="screen-title">
      <h1 id="screen-title">{title}</h1>
      <p>Экран «{title}» ещё не готов.</p>
    </section>
  );
}
