import Foundation
import HomeScreen
import WidgetRuntime

/// Plain-HTML drawings of the fake widgets of ``DemoHomeScreenBackend`` (inline styles, like the real renderer).
struct DemoWidgetStyle {
    let dark: Bool

    init(settings: PageSettings) { dark = settings.isDark }

    private var background: String { dark ? "#1c1c1e" : "#ffffff" }
    private var primary: String { dark ? "#ffffff" : "#000000" }
    private var secondary: String { dark ? "rgba(235,235,245,.6)" : "rgba(60,60,67,.6)" }
    private var accent: String { dark ? "#7c93ff" : "#3b5bdb" }
    private var separator: String { dark ? "rgba(84,84,88,.6)" : "rgba(60,60,67,.16)" }

    private func intent(_ json: String) -> String { "data-intent=\"\(HTMLWriter.escape(json))\"" }

    private func circle(done: Bool, id: UUID) -> String {
        let symbol =
            done
            ? "<svg viewBox=\"0 0 22 22\" width=\"22\" height=\"22\"><circle cx=\"11\" cy=\"11\" r=\"10\" fill=\"\(accent)\"/>"
                + "<path d=\"M6.5 11.5l3 3 6-6.5\" fill=\"none\" stroke=\"#fff\" stroke-width=\"2\" stroke-linecap=\"round\" "
                + "stroke-linejoin=\"round\"/></svg>"
            : "<svg viewBox=\"0 0 22 22\" width=\"22\" height=\"22\"><circle cx=\"11\" cy=\"11\" r=\"9.5\" fill=\"none\" "
                + "stroke=\"\(secondary)\" stroke-width=\"1.6\"/></svg>"
        return "<button type=\"button\" \(intent("{\"type\":\"ToggleTask\",\"task\":\"\(id.uuidString)\"}")) "
            + "aria-label=\"\(done ? "Mark as not done" : "Mark as done")\" style=\"border:0;padding:0;margin:0;"
            + "background:none;width:22px;height:22px;display:flex;flex:none\">"
            + "<span data-content-transition=\"symbol-replace\" data-id=\"check-\(id.uuidString)\" "
            + "style=\"display:flex\">\(symbol)</span></button>"
    }

    func list(title: String, tasks: [AppTask], remaining: Int, family: WidgetFamily, filter: String?) -> String {
        let e: (String) -> String = HTMLWriter.escape
        let small = family == .systemSmall
        let rows = tasks.map { task in
            "<div data-id=\"row-\(task.id.uuidString)\" data-url=\"taskwidgets://task/\(task.id.uuidString)\" "
                + "style=\"display:flex;align-items:center;gap:8px;min-height:\(small ? 26 : 30)px;"
                + "border-bottom:0.5px solid \(separator)\">"
                + circle(done: task.isCompleted, id: task.id)
                + "<span data-invalidatable style=\"flex:1;min-width:0;font-size:\(small ? 13 : 14)px;white-space:nowrap;"
                + "overflow:hidden;text-overflow:ellipsis;\(task.isCompleted ? "color:\(secondary);text-decoration:line-through" : "")\">"
                + e(task.title) + "</span>"
                + (small || task.priority == "none" || filter != nil
                    ? "" : "<span style=\"font-size:11px;color:\(priorityColor(task.priority))\">●</span>")
                + "</div>"
        }.joined()
        let empty =
            tasks.isEmpty
            ? "<div style=\"flex:1;display:flex;align-items:center;justify-content:center;color:\(secondary);"
                + "font-size:13px\">All done 🎉</div>" : ""
        return "<div data-url=\"taskwidgets://add\" style=\"width:100%;height:100%;padding:\(small ? 14 : 16)px;"
            + "display:flex;flex-direction:column;gap:2px;background:\(background);color:\(primary)\">"
            + "<div style=\"display:flex;align-items:baseline;justify-content:space-between;margin-bottom:4px\">"
            + "<span style=\"font-size:\(small ? 15 : 17)px;font-weight:700;color:\(accent)\">\(e(title))</span>"
            + "<span style=\"font-size:13px;color:\(secondary)\"><span data-content-transition=\"numeric-text\" "
            + "data-id=\"remaining\" style=\"font-weight:600;font-variant-numeric:tabular-nums\">\(remaining)</span>"
            + " left</span></div>" + rows + empty + "</div>"
    }

    private func priorityColor(_ priority: String) -> String {
        switch priority {
        case "high": "#ff3b30"
        case "medium": "#ff9500"
        default: "#0a84ff"
        }
    }

    private static let hues = [214, 262, 330, 24, 146]

    func counter(_ value: Int) -> String {
        let hue = Self.hues[abs(value) % Self.hues.count]
        let symbol =
            value % 2 == 0
            ? "<path d=\"M13 2L4 14h7l-1 8 9-12h-7z\" fill=\"#fff\"/>"
            : "<path d=\"M12 21c-5-3-8-6-8-10a5 5 0 0 1 8-3 5 5 0 0 1 8 3c0 4-3 7-8 10z\" fill=\"#fff\"/>"
        return "<div data-animation=\"easeInOut 0.45\" data-id=\"counter-bg\" style=\"width:100%;height:100%;"
            + "padding:16px;display:flex;flex-direction:column;justify-content:space-between;color:#fff;"
            + "background-color:hsl(\(hue) 70% 52%)\">"
            + "<div style=\"display:flex;justify-content:space-between;align-items:center\">"
            + "<span style=\"font-size:15px;font-weight:600;opacity:.9\">Focus</span>"
            + "<span data-content-transition=\"symbol-replace\" data-id=\"counter-symbol\" style=\"display:flex\">"
            + "<svg viewBox=\"0 0 24 24\" width=\"24\" height=\"24\">\(symbol)</svg></span></div>"
            + "<div data-content-transition=\"numeric-text\" data-id=\"counter\" data-invalidatable style=\"font-size:52px;"
            + "font-weight:700;line-height:1;letter-spacing:-1px;font-variant-numeric:tabular-nums\">\(value)</div>"
            + "<div style=\"display:flex;gap:8px\">"
            + "<button type=\"button\" \(intent("{\"type\":\"Increment\"}")) aria-label=\"Add one\" "
            + "style=\"flex:1;border:0;border-radius:14px;height:30px;background:rgba(255,255,255,.25);color:#fff;"
            + "font-size:18px;font-weight:600\">+1</button>"
            + "<button type=\"button\" \(intent("{\"type\":\"Reset\"}")) aria-label=\"Reset\" "
            + "style=\"width:44px;border:0;border-radius:14px;height:30px;background:rgba(0,0,0,.15);color:#fff;"
            + "font-size:16px\">↺</button></div></div>"
    }

    private var vibrant: String { "background:rgba(255,255,255,.2);color:#fff;backdrop-filter:blur(10px)" }

    func counterCircular(_ value: Int) -> String {
        "<button type=\"button\" \(intent("{\"type\":\"Increment\"}")) aria-label=\"Add one\" style=\"border:0;"
            + "width:100%;height:100%;border-radius:50%;display:flex;flex-direction:column;align-items:center;"
            + "justify-content:center;\(vibrant)\"><span style=\"font-size:11px;font-weight:600;opacity:.8\">FOCUS</span>"
            + "<span data-content-transition=\"numeric-text\" data-id=\"counter\" style=\"font-size:24px;font-weight:700;"
            + "line-height:1;font-variant-numeric:tabular-nums\">\(value)</span></button>"
    }

    func progressCircular(done: Int, total: Int) -> String {
        let fraction = total == 0 ? 0 : Double(done) / Double(total)
        let length = 2 * Double.pi * 30
        return "<div style=\"width:100%;height:100%;border-radius:50%;position:relative;display:flex;"
            + "align-items:center;justify-content:center;\(vibrant)\">"
            + "<svg viewBox=\"0 0 72 72\" style=\"position:absolute;inset:0;width:100%;height:100%;transform:rotate(-90deg)\">"
            + "<circle cx=\"36\" cy=\"36\" r=\"30\" fill=\"none\" stroke=\"rgba(255,255,255,.3)\" stroke-width=\"6\"/>"
            + "<circle data-animation=\"easeInOut 0.4\" data-id=\"ring\" cx=\"36\" cy=\"36\" r=\"30\" fill=\"none\" "
            + "stroke=\"#fff\" stroke-width=\"6\" stroke-linecap=\"round\" stroke-dasharray=\"\(Int(length))\" "
            + "stroke-dashoffset=\"\(Int(length * (1 - fraction)))\"/></svg>"
            + "<span style=\"font-size:17px;font-weight:700\"><span data-content-transition=\"numeric-text\" "
            + "data-id=\"done\">\(done)</span><span style=\"font-size:11px;opacity:.7\">/\(total)</span></span></div>"
    }

    func inline(open: Int) -> String {
        "<span style=\"display:flex;align-items:center;gap:4px;color:rgba(255,255,255,.9);font-size:17px;"
            + "font-weight:600;white-space:nowrap\">· <span data-content-transition=\"numeric-text\" data-id=\"open\">"
            + "\(open)</span> \(open == 1 ? "task" : "tasks") left</span>"
    }

    func tasksRectangular(_ tasks: [AppTask]) -> String {
        let open = tasks.filter { !$0.isCompleted }
        let next = open.first.map { HTMLWriter.escape($0.title) } ?? "All done"
        let url = open.first.map { "taskwidgets://task/\($0.id.uuidString)" } ?? "taskwidgets://add"
        return "<div data-url=\"\(url)\" style=\"width:100%;height:100%;border-radius:14px;padding:8px 10px;"
            + "display:flex;flex-direction:column;justify-content:center;\(vibrant)\">"
            + "<span style=\"font-size:13px;font-weight:700\">Up next · <span data-content-transition=\"numeric-text\" "
            + "data-id=\"open\">\(open.count)</span></span>"
            + "<span data-invalidatable style=\"font-size:15px;white-space:nowrap;overflow:hidden;"
            + "text-overflow:ellipsis\">\(next)</span></div>"
    }
}
