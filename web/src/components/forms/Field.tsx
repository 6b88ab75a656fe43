import type { ReactNode } from 'react';

/** One labelled form control: the label names the control by id (ui.md: labels on every control). */
export function Field({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
