import { setProjectAnnotations } from '@storybook/react-vite'
import * as preview from '../../.storybook/preview'

// Stories render as Storybook renders them: the simulator's loader, the providers, the styles.
setProjectAnnotations([preview])
