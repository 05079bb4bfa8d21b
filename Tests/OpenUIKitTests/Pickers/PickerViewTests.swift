import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UIPickerView: the data source's counts, programmatic selection, drags and flicks that glide
/// on the clock and snap to a row with one `didSelectRow`, taps on a row, and row views.
@MainActor
@Suite struct PickerViewTests {
    @Test("The picker reads its components and rows from the data source and is 320 × 216 by default")
    func countsAndSize() {
        let stage = PickerStage(rowCounts: [20, 5])
        #expect(stage.picker.numberOfComponents == 2)
        #expect(stage.picker.numberOfRows(inComponent: 0) == 20)
        #expect(stage.picker.numberOfRows(inComponent: 1) == 5)
        #expect(stage.picker.numberOfRows(inComponent: 2) == 0)
        #expect(stage.picker.rowSize(forComponent: 1).height == 32)
        #expect(stage.picker.selectedRow(inComponent: 0) == 0)
        #expect(stage.picker.selectedRow(inComponent: 3) == -1)
        #expect(UIPickerView().intrinsicContentSize == CGSize(width: 320, height: 216))
        stage.probe.rowCounts = [20, 9]
        stage.picker.reloadComponent(1)
        #expect(stage.picker.numberOfRows(inComponent: 1) == 9)
    }

    @Test("Rows show the delegate's titles in labels, the attributed title winning over the plain one")
    func titles() {
        let stage = PickerStage()
        let label = stage.picker.view(forRow: 0, forComponent: 0) as? UILabel
        #expect(label?.text == "C0 R0")
        #expect((stage.picker.view(forRow: 3, forComponent: 0) as? UILabel)?.text == "C0 R3")
        // Rows far from the centre are not on screen.
        #expect(stage.picker.view(forRow: 12, forComponent: 0) == nil)

        final class Attributed: UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                "plain"
            }
            func pickerView(
                _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
            ) -> NSAttributedString? {
                NSAttributedString(string: "styled \(row)")
            }
        }
        let attributed = Attributed()
        stage.picker.dataSource = attributed
        stage.picker.delegate = attributed
        #expect((stage.picker.view(forRow: 1, forComponent: 0) as? UILabel)?.attributedText?.string == "styled 1")
    }

    @Test("viewForRow's views are shown and handed back for reuse once they scroll away")
    func customViews() {
        final class Views: UIPickerViewDataSource, UIPickerViewDelegate {
            var made = 0
            var reused = 0
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 100 }
            func pickerView(
                _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
            ) -> UIView {
                if view != nil { reused += 1 } else { made += 1 }
                let shown = view ?? UIView()
                shown.tag = row
                return shown
            }
        }
        let stage = PickerStage()
        let views = Views()
        stage.picker.dataSource = views
        stage.picker.delegate = views
        stage.app.runUntilIdle()
        #expect(stage.picker.view(forRow: 2, forComponent: 0)?.tag == 2)
        let madeAtFirst = views.made
        #expect(madeAtFirst == 4)
        stage.picker.selectRow(50, inComponent: 0, animated: false)
        stage.app.runUntilIdle()
        #expect(stage.picker.view(forRow: 50, forComponent: 0)?.tag == 50)
        #expect(views.made == madeAtFirst + 3)
        #expect(views.reused == 4)
    }

    @Test("selectRow moves the wheel (at once, or gliding when animated) and never tells the delegate")
    func programmaticSelection() {
        let stage = PickerStage()
        stage.picker.selectRow(5, inComponent: 0, animated: false)
        #expect(stage.picker.selectedRow(inComponent: 0) == 5)
        #expect(stage.wheelOffset() == 160)
        stage.picker.selectRow(9, inComponent: 0, animated: true)
        #expect(stage.picker.selectedRow(inComponent: 0) == 9)
        stage.app.advance(by: 0.1)
        #expect(stage.wheelOffset() > 160 && stage.wheelOffset() < 288)
        stage.app.advance(by: 1)
        #expect(stage.wheelOffset() == 288)
        // Out of range: logged and ignored.
        stage.picker.selectRow(40, inComponent: 0, animated: false)
        #expect(stage.picker.selectedRow(inComponent: 0) == 9)
        #expect(stage.probe.log.isEmpty)
    }

    @Test("A slow drag snaps to the nearest row and tells the delegate once")
    func slowDragSnaps() {
        let stage = PickerStage()
        // 70 points of finger travel less the 10-point pan threshold: 60 points, nearer row 2.
        stage.slowDrag(by: -70)
        stage.app.advance(by: 1)
        #expect(stage.wheelOffset() == 64)
        #expect(stage.picker.selectedRow(inComponent: 0) == 2)
        #expect(stage.probe.log == ["select 0 2"])
        // Dragging back to the same row tells nothing.
        stage.slowDrag(by: -4)
        stage.app.advance(by: 1)
        #expect(stage.wheelOffset() == 64)
        #expect(stage.probe.log == ["select 0 2"])
    }

    @Test("A flick glides past the finger's travel on the clock, settles on a row, and selects it once")
    func flickSettles() {
        let stage = PickerStage(rowCounts: [60])
        stage.app.flick(from: CGPoint(x: 160, y: 250), velocity: CGPoint(x: 0, y: -800))
        let released = stage.wheelOffset()
        #expect(stage.probe.log.isEmpty)
        stage.app.advance(by: 0.2)
        #expect(stage.wheelOffset() > released)
        #expect(stage.probe.log.isEmpty)
        stage.app.advance(by: 4)
        let row = stage.picker.selectedRow(inComponent: 0)
        #expect(row > 3)
        #expect(stage.wheelOffset() == CGFloat(row) * 32)
        #expect(stage.probe.log == ["select 0 \(row)"])
    }

    @Test("A flick past the last row comes back to it; each wheel reports its own component")
    func flickToTheEnd() {
        let stage = PickerStage(rowCounts: [5, 8])
        // The two wheels are 150 points wide: x 8…158 and 162…312.
        stage.app.flick(from: CGPoint(x: 230, y: 300), velocity: CGPoint(x: 0, y: -2000))
        stage.app.advance(by: 4)
        #expect(stage.picker.selectedRow(inComponent: 1) == 7)
        #expect(stage.wheelOffset(1) == 224)
        #expect(stage.picker.selectedRow(inComponent: 0) == 0)
        #expect(stage.probe.log == ["select 1 7"])
    }

    @Test("A tap on a row below the centre turns the wheel to it and selects it once")
    func tapTurns() {
        let stage = PickerStage()
        // Two rows below the centre row (centre 208, rows 32 high).
        stage.app.tap(at: CGPoint(x: 160, y: 272))
        stage.app.advance(by: 1)
        #expect(stage.picker.selectedRow(inComponent: 0) == 2)
        #expect(stage.wheelOffset() == 64)
        #expect(stage.probe.log == ["select 0 2"])
    }

    @Test("Rows fade and shrink away from the centre")
    func rowsFade() {
        let stage = PickerStage()
        stage.picker.selectRow(5, inComponent: 0, animated: false)
        stage.app.runUntilIdle()
        let centre = stage.picker.view(forRow: 5, forComponent: 0)
        let far = stage.picker.view(forRow: 8, forComponent: 0)
        #expect(centre?.alpha == 1)
        #expect((far?.alpha ?? 1) < 0.6)
        #expect((far?.transform.a ?? 1) < 0.95)
    }
}
