import type { QuizWithProgress } from '@pantry/domain';

/** The quiz's transitions (welcome, gpt) shown before the question at their position. */
export function TransitionNote({ quiz, position }: { quiz: QuizWithProgress; position: number }) {
  const notes = quiz.transitions.filter((t) => t.position === position);
  if (notes.length === 0) return null;
  return (
    <>
      {notes.map((note) => (
        <aside
          key={note.id}
          className={`quiz-transition quiz-transition-${note.type}`}
          aria-label={note.title}
        >
          <p className="quiz-transition-title">{note.title}</p>
          <p>{note.body}</p>
        </aside>
      ))}
    </>
  );
}
