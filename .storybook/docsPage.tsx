import {
  Controls,
  Description,
  DocsContext,
  Primary,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks'
import { useContext } from 'react'

/**
 * A component's Docs page: its first story (the idle form) live with its props, and every other
 * story as a link to its own page. Rendering every live story at once froze the tab (each runs
 * its simulator, its wallet and its play).
 */
export function PrimaryFirstDocsPage() {
  const context = useContext(DocsContext)
  const [, ...others] = context.componentStories()
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      {others.length > 0 && (
        <>
          <h3>Every state, one page each</h3>
          <ul>
            {others.map((story) => (
              <li key={story.id}>
                <a href={`./?path=/story/${story.id}`} target="_top">
                  {story.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
