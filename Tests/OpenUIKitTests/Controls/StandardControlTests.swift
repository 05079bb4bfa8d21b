import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Receives a superview tap recognizer's action.
@MainActor
private final class SuperviewTapRecorder {
    let recorder: EventRecorder
    init(recorder: EventRecorder) { self.recorder = recorder }
    func tapped() { recorder.record(.action("superview.tap")) }
}

@MainActor
@Suite struct StandardControlTests {
    @Test("A tap flips a switch and sends valueChanged before touchUpInside")
    func switchTap() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        ControlEventRecorder(toggle, name: "switch", events: [.valueChanged, .touchUpInside], into: recorder)
        stage.root.addSubview(toggle)
        #expect(toggle.frame.size == ControlConstants.switchSize)
        stage.app.tap(at: CGPoint(x: 125, y: 115))
        #expect(toggle.isOn)
        stage.app.advance(by: 1)
        stage.app.tap(at: CGPoint(x: 125, y: 115))
        #expect(!toggle.isOn)
        let changeThenUp: [RecordedEvent] = [
            .controlEvent("switch", .valueChanged), .controlEvent("switch", .touchUpInside),
        ]
        #expect(recorder.take() == changeThenUp + changeThenUp)
    }

    @Test("Dragging a switch's knob sets it by the side the finger lifts on")
    func switchKnobDrag() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        toggle.setOn(true, animated: false)
        ControlEventRecorder(toggle, name: "switch", events: .valueChanged, into: recorder)
        stage.root.addSubview(toggle)
        stage.app.drag(from: CGPoint(x: 140, y: 115), to: CGPoint(x: 105, y: 115))
        #expect(!toggle.isOn)
        stage.app.advance(by: 1)
        stage.app.drag(from: CGPoint(x: 110, y: 115), to: CGPoint(x: 112, y: 115))
        #expect(toggle.isOn, "a small movement is still a tap, which flips it")
        #expect(recorder.take() == [.controlEvent("switch", .valueChanged), .controlEvent("switch", .valueChanged)])
    }

    @Test("Dragging a slider's thumb moves the value continuously and sends valueChanged each move")
    func sliderDrag() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        // 228 wide with a 28 pt thumb: the thumb centre travels 200 pt, from x = 34 to 234.
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 40))
        slider.maximumValue = 100
        let events = ControlEventRecorder(slider, name: "slider", events: .valueChanged, into: recorder)
        var values: [Int] = []
        slider.addAction(UIAction { action in values.append(Int((action.sender as! UISlider).value)) }, for: .valueChanged)
        stage.root.addSubview(slider)
        stage.app.drag(from: CGPoint(x: 34, y: 120), to: CGPoint(x: 134, y: 120), steps: 4)
        #expect(events.events == Array(repeating: .valueChanged, count: 4))
        #expect(values == [12, 25, 37, 50])
        #expect(slider.value == 50)
    }

    @Test("A non-continuous slider sends one valueChanged when the drag ends")
    func sliderNotContinuous() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 40))
        slider.maximumValue = 100
        slider.isContinuous = false
        ControlEventRecorder(slider, name: "slider", events: [.valueChanged, .touchUpInside], into: recorder)
        stage.root.addSubview(slider)
        stage.app.drag(from: CGPoint(x: 34, y: 120), to: CGPoint(x: 300, y: 120), steps: 4)
        // x = 300 is 52 pt past the slider's right edge: within the tracking margin.
        #expect(recorder.take() == [.controlEvent("slider", .valueChanged), .controlEvent("slider", .touchUpInside)])
        #expect(slider.value == 100)
    }

    @Test("A touch on a slider's track away from the thumb is not tracked")
    func sliderTrackTouch() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 40))
        ControlEventRecorder(slider, name: "slider", into: recorder)
        stage.root.addSubview(slider)
        stage.app.drag(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 100, y: 120), steps: 2)
        #expect(recorder.take() == [])
        #expect(slider.value == 0)
    }

    @Test("Holding a stepper's plus half steps at once, then repeats on the clock until lifted")
    func stepperAutorepeat() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        let events = ControlEventRecorder(stepper, name: "stepper", events: .valueChanged, into: recorder)
        var values: [Int] = []
        stepper.addAction(UIAction { action in values.append(Int((action.sender as! UIStepper).value)) }, for: .valueChanged)
        stage.root.addSubview(stepper)
        stage.app.touchDown(at: CGPoint(x: 180, y: 116))
        stage.app.advance(by: 0.49)
        #expect(stepper.value == 1)
        stage.app.advance(by: 0.31)
        #expect(stepper.value == 5)
        stage.app.touchUp()
        stage.app.advance(by: 1)
        #expect(stepper.value == 5)
        #expect(events.events == Array(repeating: .valueChanged, count: 5))
        #expect(values == [1, 2, 3, 4, 5])
    }

    @Test("A stepper clamps at its ends, or wraps to the other end when asked")
    func stepperWraps() {
        let stage = ControlStage()
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        stepper.maximumValue = 2
        stepper.value = 2
        stage.root.addSubview(stepper)
        stage.app.tap(at: CGPoint(x: 180, y: 116))
        #expect(stepper.value == 2)
        stepper.wraps = true
        stage.app.advance(by: 1)
        stage.app.tap(at: CGPoint(x: 180, y: 116))
        #expect(stepper.value == 0)
        stage.app.advance(by: 1)
        stage.app.tap(at: CGPoint(x: 110, y: 116))
        #expect(stepper.value == 2)
    }

    @Test("Lifting in a segment selects it and sends valueChanged only when the selection changes")
    func segmentedControl() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
        ControlEventRecorder(segments, name: "segments", events: .valueChanged, into: recorder)
        stage.root.addSubview(segments)
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        stage.app.tap(at: CGPoint(x: 250, y: 116))
        #expect(segments.selectedSegmentIndex == 2)
        stage.app.advance(by: 1)
        stage.app.tap(at: CGPoint(x: 250, y: 116))
        stage.app.advance(by: 1)
        segments.setEnabled(false, forSegmentAt: 0)
        stage.app.tap(at: CGPoint(x: 50, y: 116))
        #expect(segments.selectedSegmentIndex == 2)
        #expect(recorder.take() == [.controlEvent("segments", .valueChanged)])
        #expect(segments.titleForSegment(at: 1) == "Two" && segments.numberOfSegments == 3)
    }

    @Test("A page control steps one page towards the tapped half, stopping at the ends")
    func pageControl() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let pages = UIPageControl(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        pages.numberOfPages = 3
        let events = ControlEventRecorder(pages, name: "pages", events: .valueChanged, into: recorder)
        var currentPages: [Int] = []
        pages.addAction(UIAction { action in currentPages.append((action.sender as! UIPageControl).currentPage) }, for: .valueChanged)
        stage.root.addSubview(pages)
        for x: CGFloat in [150, 150, 150, 50, 50, 50] {
            stage.app.tap(at: CGPoint(x: x, y: 115))
            stage.app.advance(by: 1)
        }
        #expect(events.events == Array(repeating: .valueChanged, count: 4))
        #expect(currentPages == [1, 2, 1, 0])
    }

    @Test("Switches, steppers, segmented and page controls keep single taps from a superview recognizer", arguments: [0, 1, 2, 3])
    func keepTheirTaps(kind: Int) {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let superviewTap = SuperviewTapRecorder(recorder: recorder)
        container.addGestureRecognizer(UITapGestureRecognizer(target: superviewTap, action: SuperviewTapRecorder.tapped))
        stage.root.addSubview(container)
        let control: UIControl
        let tapX: CGFloat
        var expected: [RecordedEvent] = [
            .controlEvent("control", .touchDown), .controlEvent("control", .valueChanged),
            .controlEvent("control", .touchUpInside),
        ]
        switch kind {
        case 0:
            control = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
            tapX = 125
        case 1:
            control = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
            tapX = 180
            // The stepper steps inside beginTracking, before touchDown is sent.
            expected = [
                .controlEvent("control", .valueChanged), .controlEvent("control", .touchDown),
                .controlEvent("control", .touchUpInside),
            ]
        case 2:
            control = UISegmentedControl(items: ["A", "B"])
            control.frame = CGRect(x: 100, y: 100, width: 94, height: 32)
            tapX = 170
        default:
            let pages = UIPageControl(frame: CGRect(x: 100, y: 100, width: 94, height: 32))
            pages.numberOfPages = 3
            control = pages
            tapX = 170
        }
        ControlEventRecorder(control, name: "control", events: [.touchDown, .touchUpInside, .valueChanged, .touchCancel], into: recorder)
        container.addSubview(control)
        stage.app.tap(at: CGPoint(x: tapX, y: 115))
        #expect(recorder.take() == expected)
        _ = superviewTap
    }
}
