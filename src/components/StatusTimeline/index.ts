export {
  StatusTimeline,
  type StatusTimelineProps,
  type StatusTimelineRootProps,
} from './StatusTimeline.js'
