import Foundation

/// A view whose symbol Control Center draws in a control's circle.
package protocol ControlIconLabel {}

extension Label: ControlIconLabel {}

/// A control as Control Center draws it at its medium size (two columns by one row): the symbol in a circle,
/// filled when a toggle is on, then the title and the value.
struct ControlTile: View {
    let template: ControlTemplateDescriptor

    var body: some View {
        let isOn = template.kind == .toggle(isOn: true)
        let accent = template.tint ?? .blue
        let icon = template.iconFromValueLabel ? (template.valueLabel ?? template.label) : template.label
        HStack(spacing: 10) {
            ZStack {
                Circle()
                    .fill(isOn ? Color.white : Color.white.opacity(0.18))
                icon
                    .labelStyle(.iconOnly)
                    .font(.system(size: 20, weight: .semibold))
                    .foregroundStyle(isOn ? accent : Color.white)
            }
            .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 1) {
                template.label
                    .labelStyle(.titleOnly)
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundStyle(Color.white)
                if let value = template.valueLabel {
                    value
                        .labelStyle(.titleOnly)
                        .font(.system(size: 13))
                        .foregroundStyle(Color.white.opacity(0.6))
                }
            }
            .lineLimit(1)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 12)
        .redacted(reason: template.isPrivacySensitive ? .privacy : [])
        .opacity(template.isDisabled ? 0.4 : 1)
        .containerBackground(for: .widget) {
            Color(white: 0.12).opacity(0.85)
        }
    }
}
