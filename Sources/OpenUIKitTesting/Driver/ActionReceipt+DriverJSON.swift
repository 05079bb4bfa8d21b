import Foundation
import OpenUIKit

extension ActionReceipt {
    /// Writes the receipt as the driver's `receipt` object.
    func write(to json: inout DriverJSONWriter) {
        json.beginObject()
        json.field("action", action)
        json.field("target", optional: target)
        json.field("performed", wasPerformed)
        if let failure {
            json.field("reason", failure.reason.rawValue)
            json.field("message", failure.message)
        }
        if let point { json.point("point", point) }
        json.field("viewHit", optional: viewHit)
        json.key("gestureStates")
        json.beginArray()
        for change in gestureStates {
            json.beginObject()
            json.field("recognizer", change.recognizer)
            json.field("from", change.from.description)
            json.field("to", change.to.description)
            json.endObject()
        }
        json.endArray()
        json.key("controlEvents")
        json.beginArray()
        for event in controlEvents {
            json.beginObject()
            json.field("control", event.control)
            json.field("event", event.event)
            json.key("actions")
            writeActions(event.actions, to: &json)
            json.endObject()
        }
        json.endArray()
        json.key("actions")
        writeActions(actions, to: &json)
        json.key("cancelledTouches")
        json.beginArray()
        for cancelled in cancelledTouches {
            json.beginObject()
            json.field("view", cancelled.view)
            json.key("fingers")
            json.beginArray()
            for finger in cancelled.fingers { json.number(Double(finger)) }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.key("firstResponder")
        if let change = firstResponderChange {
            json.beginObject()
            json.field("from", optional: change.from)
            json.field("to", optional: change.to)
            json.endObject()
        } else {
            json.null()
        }
        json.field("frames", Double(frames))
        json.field("duration", duration)
        json.endObject()
    }

    private func writeActions(_ actions: [SentAction], to json: inout DriverJSONWriter) {
        json.beginArray()
        for sent in actions {
            json.beginObject()
            json.field("action", sent.action)
            json.field("sender", sent.sender)
            json.field("target", optional: sent.target)
            json.field("performed", sent.performed)
            json.endObject()
        }
        json.endArray()
    }
}
