import { parsePostBody } from './post-body.ts';

/** Renders a post body as elements (see post-body.ts for the format). */
export function PostBody({ body }: { body: string }) {
  const blocks = parsePostBody(body);
  return (
    <div className="grid gap-5 text-lg leading-relaxed">
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          const Heading = block.level === 2 ? 'h2' : 'h3';
          return (
            <Heading key={index} className={block.level === 2 ? 'mt-6 text-2xl font-bold' : 'mt-4 text-xl font-bold'}>
              {block.text}
            </Heading>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index} className="grid list-disc gap-2 pl-6 marker:text-primary">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
