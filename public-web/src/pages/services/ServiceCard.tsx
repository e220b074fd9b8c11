import { formatAud, unitLabel, type ServiceDto } from '@homeward/domain';
import { Icon } from '../../components/content/Icon.js';
import { serviceIconPaths } from '../../components/content/service-icons.js';

/** One service: icon, category badge, name, description, hourly rate and whether you pay a contribution. */
export function ServiceCard({ service }: { service: ServiceDto }) {
  return (
    <article className="hw-service-card" aria-labelledby={`service-${service.id}`}>
      <div className="hw-service-card__top">
        <span className="hw-service-card__icon" aria-hidden="true">
          <Icon path={serviceIconPaths(service.icon)} />
        </span>
        <span className="hw-service-card__badge">{service.category}</span>
      </div>
      <h3 id={`service-${service.id}`} className="hw-service-card__name">
        {service.name}
      </h3>
      <p className="hw-service-card__description">{service.description}</p>
      <dl className="hw-service-card__facts">
        <div className="hw-service-card__pair">
          <dt>Typical price</dt>
          <dd>
            {formatAud(Number(service.hourlyRate), 0)} {unitLabel(service.unit)}
          </dd>
        </div>
        <div className="hw-service-card__pair">
          <dt>Your contribution</dt>
          <dd className={service.isContributable ? undefined : 'hw-service-card__free'}>
            {service.isContributable ? 'You pay a share' : 'None, fully funded'}
          </dd>
        </div>
      </dl>
    </article>
  );
}
