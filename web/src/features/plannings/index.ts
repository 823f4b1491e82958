// Public entry point of the plannings feature: the planning page's journey (stepper), phases and
// competitions.
import './plannings.css';

export { PlanningCompetitions } from './components/planning-competitions';
export { PlanningPhases } from './components/planning-phases';
export { PurchaseStepper } from './components/purchase-stepper';
