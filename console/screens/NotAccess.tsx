import { Link } from 'wouter';

export function NotAccess() {
  return (
    <section className="placeholder" aria-labelledby="screen-title">
      <h1 id="screen-title">Нет доступа</h1>
      <p>У вас нет прав на этот раздел. Обратитесь к администратору.</p>
      <Link href="/orders">К заказам</Link>
    </section>
  );
}
