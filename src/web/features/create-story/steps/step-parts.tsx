/** Small pieces the wizard's steps share. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-3 font-medium text-danger">
      {message}
    </p>
  );
}
