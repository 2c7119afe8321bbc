import { Link } from 'wouter';

export function NotFound() {
  return (
    <section className="placeholder" aria-labelledby="screen-title">
      <h1 id="screen-title">Страница не найдена</h1>
      <p>Такой страницы нет. Проверьте адрес или найдите экран через палитру (Ctrl+K).</p>
      <Link href="/orders">К заказам</Link>
    </section>
  );
}
