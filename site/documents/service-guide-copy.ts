/**
 * Copy that only the service process guide needs. The service and support page describes the guide as
 * covering "what happens during a preventive maintenance visit and how to prepare a system for service",
 * and site/app/content/pages/service-support.ts has no text for those two parts, so it lives here.
 * If the page should show it too, move it into that module and import it from there.
 */
export const serviceGuideCopy = {
  maintenanceVisit: {
    title: 'What happens during a preventive maintenance visit',
    lead: 'What an engineer checks depends on the system. For a plasma or vacuum system, a visit typically covers the following, and you receive a written report with the measured values and the parts replaced.',
    items: [
      'A review of the service history, alarm log and recent run data with your staff before work starts.',
      'Vacuum: pump-down time and base pressure compared with the values recorded at acceptance, a rate-of-rise leak check, and the condition and service intervals of the dry and turbomolecular pumps.',
      'Chamber: inspection and cleaning of the chamber, electrodes or showerhead and liners, and replacement of worn consumables such as O-rings and quartz or ceramic parts.',
      'RF: forward and reflected power, the tuning range of the matching network, cables, connections and grounding.',
      'Gas and pressure control: mass-flow controller checks, a leak check of the gas lines, pressure gauges and the pressure-control valve.',
      'Temperature control: stage or platen temperature, chiller or heater, helium backside cooling and cooling-water flow.',
      'Safety: interlocks, emergency off, and the exhaust and gas-detection signals the system relies on.',
      'A reference process run, with rate and uniformity compared with the baseline recorded at installation.',
    ],
  },
  preparation: {
    title: 'How to prepare a system for service',
    lead: 'A little preparation lets the engineer start work on arrival and often shortens a visit.',
    items: [
      'Describe what happened: when it started, which recipe was running and the exact alarm messages. Send the run logs, screenshots and the system serial number to the support mailbox.',
      'Keep the system in a safe state. Do not keep retrying a failing process, and leave the chamber under vacuum unless the engineer asks you to vent it.',
      'After toxic, corrosive or pyrophoric processes (for example Cl2, BCl3 or SiH4), run the chamber purge cycles and have the gas lines purged and isolated under your facility’s procedure before the visit.',
      'Let heated stages, platens and hotplates cool down before the visit starts.',
      'Arrange access: cleanroom entry and gowning, any safety induction, lockout and tagout under your facility’s rules, and a contact in the lab on the day.',
      'Have the spare parts and consumables delivered with the system at hand, and the contacts of the people responsible for gases, exhaust and electrical power.',
    ],
  },
} as const;
