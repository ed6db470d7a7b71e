/// Several axis contents or axis marks in a block, in order (apart from chart content's, which is isolated
/// to the main actor as chart content is).
struct AxisBuilderTuple<each T> {
    var elements: (repeat each T)

    init(elements: (repeat each T)) {
        self.elements = elements
    }
}

/// No axis content or axis mark.
struct AxisBuilderEmpty: AxisContent, AxisMark {
    static func _makeAxisContent(_: AxisBuilderEmpty, _: _AxisContentInputs) -> _AxisContentOutputs {
        _AxisContentOutputs(axes: [])
    }

    static func _renderAxisMark(_: AxisBuilderEmpty, _: _AxisMarkRenderInputs) -> _AxisMarkRenderOutputs {
        _AxisMarkRenderOutputs(elements: [])
    }
}

extension AxisBuilderTuple: AxisContent where repeat each T: AxisContent {
    static func _makeAxisContent(
        _ content: AxisBuilderTuple<repeat each T>, _ inputs: _AxisContentInputs
    )
        -> _AxisContentOutputs
    {
        var axes: [AxisMarksSpec] = []
        func make<C: AxisContent>(_ element: C) { axes += C._makeAxisContent(element, inputs).axes }
        repeat make(each content.elements)
        return _AxisContentOutputs(axes: axes)
    }
}

extension AxisBuilderTuple: AxisMark where repeat each T: AxisMark {
    static func _renderAxisMark(
        _ content: AxisBuilderTuple<repeat each T>, _ inputs: _AxisMarkRenderInputs
    )
        -> _AxisMarkRenderOutputs
    {
        var elements: [AxisElement] = []
        func render<M: AxisMark>(_ element: M) { elements += M._renderAxisMark(element, inputs).elements }
        repeat render(each content.elements)
        return _AxisMarkRenderOutputs(elements: elements)
    }
}
