import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

/// A group's children take the group's duration when they have none of their own, as Core
/// Animation's timing hierarchy does; a child with its own duration keeps it.
@MainActor @Suite struct CAAnimationGroupTimingTests {
    @Test("A child without a duration runs for the group's whole duration, not 0.25 s")
    func childInheritsDuration() {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = 2
        group.beginTime = 10
        let layer = CALayer()
        layer.add(group, forKey: "group")
        CALayer.advanceAnimations(in: layer, to: 10.5)
        #expect(layer.presented("position.x") == 25)
        CALayer.advanceAnimations(in: layer, to: 11.5)
        #expect(layer.presented("position.x") == 75)
    }

    @Test("A child with its own duration keeps it inside a longer group")
    func childKeepsItsDuration() {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 0.5
        move.fillMode = .forwards
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = 2
        group.beginTime = 1
        let layer = CALayer()
        layer.add(group, forKey: "group")
        CALayer.advanceAnimations(in: layer, to: 1.25)
        #expect(layer.presented("position.x") == 50)
        CALayer.advanceAnimations(in: layer, to: 2)
        #expect(layer.presented("position.x") == 100)
    }

    @Test("A nested group without a duration passes the outer group's on to its children")
    func nestedGroupsInherit() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let inner = CAAnimationGroup()
        inner.animations = [fade]
        let outer = CAAnimationGroup()
        outer.animations = [inner]
        outer.duration = 4
        outer.beginTime = 1
        let layer = CALayer()
        layer.add(outer, forKey: "outer")
        CALayer.advanceAnimations(in: layer, to: 2)
        #expect(layer.presented("opacity") == 0.25)
    }
}
