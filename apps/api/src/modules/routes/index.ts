/**
 * The routes module's front door. It owns routes and route_stops; it reads orders (through their
 * tables, for the planner) and the delivery module's vehicles and hubs. Orders move on and off
 * routes only through the workflows route-orders.ts and run-route.ts and the orders module's moveOrder.
 */
export { type PlanningOrder, planningOrdersOf, routableOrders } from './planning-orders.ts';
export { planRoute, suggestStops } from './route-plan.ts';
export {
  activeStops,
  insertRoute,
  lockRoute,
  markStopDelivered,
  releaseOrderFromRoute,
  releaseStops,
  type RouteRow,
  routeByKey,
  routeOf,
  type StopRow,
  routeWrongStatus,
  saveStops,
  updateRoute,
  vehicleOfRoute,
  vendorHub,
  vendorVehicle,
} from './route-store.ts';
export { routeDetail } from './route-views.ts';
export { default as routesHttp } from './routes.http.ts';
