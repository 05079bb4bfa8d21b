import Foundation
import OpenUIKit

/// Writes a tour's event trace as JSON Lines and a self-contained HTML report: a timeline of
/// the steps with what each pipeline stage did, and the frames, all in one file that opens
/// offline in any browser.
enum TourReport {
    /// One trace line of `trace.jsonl`.
    private struct TraceLine: Encodable {
        let step: Int
        let time: Double
        let stage: String
        let message: String
    }

    /// The stages the timeline shows as lanes, in pipeline order.
    static let lanes: [EventTrace.Stage] = [
        .input, .hitTest, .gesture, .delivery, .responderChain, .control, .action, .scroll, .text, .layout,
        .display, .commit,
    ]

    /// Writes `trace.jsonl`, one object per trace entry with its step and time.
    static func writeTrace(_ run: TourRun, to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = Data()
        for step in run.steps {
            for entry in step.entries {
                data.append(
                    try encoder.encode(
                        TraceLine(step: step.index, time: step.time, stage: entry.stage.rawValue, message: entry.message)))
                data.append(0x0A)
            }
        }
        try data.write(to: url)
    }

    /// The report's HTML.
    static func html(_ run: TourRun) -> String {
        let duration = max(run.steps.last?.time ?? 1, 0.001)
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>OpenUIKit gallery tour</title>
            <script>
            window.reportErrors = [];
            window.addEventListener('error', function (e) { window.reportErrors.push(String(e.message)); });
            </script>
            <style>\(style)</style></head><body>
            <h1>OpenUIKit gallery tour</h1>
            <p class="summary">\(run.steps.count) steps over \(format(duration)) s of application time,
            \(run.steps.reduce(0) { $0 + $1.entries.count }) trace entries,
            \(run.recording.events.count) recorded inputs.</p>
            <div id="filters">Stages:
            """
        for lane in lanes {
            out += "<label><input type=\"checkbox\" checked data-stage=\"\(lane.rawValue)\"> \(lane.rawValue)</label> "
        }
        out += "</div>\n<section id=\"timeline\"><h2>Timeline</h2>\n<table class=\"lanes\"><tr><th>stage</th>"
        for step in run.steps {
            out += "<th><a href=\"#step-\(step.index)\" title=\"\(escape(step.title))\">\(step.index)</a><br><small>\(format(step.time)) s</small></th>"
        }
        out += "</tr>\n"
        let busiest = max(run.steps.map(\.entries.count).max() ?? 1, 1)
        for lane in lanes {
            out += "<tr data-stage=\"\(lane.rawValue)\"><td>\(lane.rawValue)</td>"
            for step in run.steps {
                let count = step.entries.filter { $0.stage == lane }.count
                guard count > 0 else {
                    out += "<td></td>"
                    continue
                }
                // Busier cells are darker.
                let strength = 0.25 + 0.75 * min(1, Double(count) / Double(max(busiest / 4, 1)))
                out += "<td><a class=\"mark\" href=\"#step-\(step.index)\" style=\"opacity:\(format(strength))\" title=\"step \(step.index): \(count) \(lane.rawValue) entries\">\(count)</a></td>"
            }
            out += "</tr>\n"
        }
        out += "</table></section>\n<section id=\"steps\"><h2>Steps</h2>\n"
        for step in run.steps {
            out += "<article class=\"step\" id=\"step-\(step.index)\">"
            if let frame = step.frame, let file = step.frameFile {
                out += "<img class=\"frame\" alt=\"frame after step \(step.index)\" title=\"\(file)\" src=\"data:image/png;base64,\(frame.base64EncodedString())\">\n"
            }
            out += "<div class=\"body\"><h3>\(step.index). \(escape(step.title))"
            out += " <span class=\"time\">t = \(format(step.time)) s</span></h3>\n"
            out += "<details><summary>\(step.entries.count) trace entries</summary><ol class=\"entries\">\n"
            for entry in step.entries {
                out += "<li data-stage=\"\(entry.stage.rawValue)\"><b>\(entry.stage.rawValue)</b> \(escape(entry.message))</li>\n"
            }
            out += "</ol></details></div></article>\n"
        }
        out += """
            </section>
            <script>
            document.querySelectorAll('#filters input').forEach(function (box) {
              box.addEventListener('change', function () {
                var stage = box.getAttribute('data-stage');
                document.querySelectorAll('[data-stage="' + stage + '"]').forEach(function (node) {
                  if (node !== box) { node.style.display = box.checked ? '' : 'none'; }
                });
              });
            });
            window.addEventListener('load', function () {
              var decoded = 0;
              document.querySelectorAll('img.frame').forEach(function (img) {
                if (img.complete && img.naturalWidth > 0) { decoded += 1; }
              });
              document.body.setAttribute('data-frames-decoded', String(decoded));
              document.body.setAttribute('data-report-ready', window.reportErrors.length === 0 ? 'ok' : 'errors');
            });
            </script>
            </body></html>

            """
        return out
    }

    private static let style = """
        body{font:14px system-ui,sans-serif;margin:24px;color:#222}
        .lanes{border-collapse:collapse}.lanes td,.lanes th{border-bottom:1px solid #eee;padding:3px 8px;text-align:center}
        .lanes td:first-child{text-align:left}.lanes small{color:#888;font-weight:normal}
        .mark{display:inline-block;min-width:18px;background:#3a7bd5;color:#fff;
        border-radius:9px;padding:0 6px;font-size:11px;text-decoration:none}
        .step{border-top:1px solid #ddd;padding:10px 0;display:flex;gap:16px;align-items:flex-start}
        .time{color:#888;font-weight:normal}.body{flex:1;min-width:0}.body h3{margin-top:0}
        .frame{border:1px solid #ccc;width:195px;flex:none}
        .entries{font:12px ui-monospace,monospace}.entries b{color:#3a7bd5}
        #filters label{margin-right:8px}
        """

    private static func format(_ value: Double) -> String { String(format: "%.3f", value) }

    /// Escapes text for HTML element content and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
