import * as a11y from '@storybook/addon-a11y/preview'
import { setProjectAnnotations } from '@storybook/react-vite'
import * as preview from '../../.storybook/preview'

// Stories render as Storybook renders them: the simulator's loader, the providers, the styles.
// Storybook's accessibility check is there too, off unless a test asks for it on a story
// (`a11yChecked`: the widget's states at 420 px, light and dark; the drawer at every size).
setProjectAnnotations([a11y, preview, { parameters: { a11y: { test: 'off' } } }])
