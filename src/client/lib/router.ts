// The routing primitives screens may use. Screens import them from here, not from the router
// package, so the router behind them can change in one file (docs/architecture.md).
export {
  generatePath,
  Link,
  NavLink,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
