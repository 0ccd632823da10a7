export {
  type StepExecution,
  StepRunner,
  type StepRunnerProps,
  type StepRunnerRootProps,
} from './StepRunner.js'
