// The frame of every admin page: title, section navigation, content.
import type { ReactNode } from 'react';
import { AdminNav } from './admin-nav';
import '../admin.css';

export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="admin-page" aria-labelledby="admin-title">
      <h1 id="admin-title">{title}</h1>
      <AdminNav />
      {children}
    </section>
  );
}
