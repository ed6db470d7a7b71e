#!/usr/bin/env python3
"""The rules strict CalDAV servers apply to an uploaded calendar object, for the sync tests.

    strict_ics.py < OBJECTS.json
        OBJECTS.json is a JSON list of iCalendar texts. Prints a JSON list with, for each object, the list of
        the rules it breaks (empty when a strict server would take it).

SabreDAV (Nextcloud, ownCloud, Baïkal) runs every PUT through sabre/vobject's validator and answers 415 for
what it calls an error; Radicale reads it with vobject. The checks here are the ones that matter for what
TaskKit writes, written from RFC 5545 and those validators' documented behaviour:
- RFC 5545 §3.1: every line ends with CRLF, no bare LF or CR; no control character but HTAB in content;
- the text parses as iCalendar (the `icalendar` library, which the `caldav` library brings);
- one VCALENDAR with VERSION and PRODID; each VTODO has one UID and one DTSTAMP, and at most one of the
  properties RFC 5545 allows once (SUMMARY, STATUS, DUE, DTSTART, …);
- RFC 5545 §3.6.2: not both DUE and DURATION; and sabre/vobject's VTodo::validate, which SabreDAV answers 415
  for (in its words): "The value type (DATE or DATE-TIME) must be identical for DUE and DTSTART", "DUE must
  occur after DTSTART" (said when DUE is before DTSTART; equal is accepted).
"""

import datetime
import json
import sys

import icalendar

ONCE = [
    "UID", "DTSTAMP", "SUMMARY", "STATUS", "DUE", "DTSTART", "COMPLETED", "PERCENT-COMPLETE", "PRIORITY",
    "CREATED", "LAST-MODIFIED", "CLASS", "DESCRIPTION", "DURATION", "SEQUENCE", "RECURRENCE-ID",
]


def line_problems(text):
    problems = []
    data = text.encode("utf-8")
    for index, byte in enumerate(data):
        if byte == 0x0A and (index == 0 or data[index - 1] != 0x0D):
            problems.append("a line ends with LF alone (RFC 5545 §3.1 wants CRLF)")
            break
    for index, byte in enumerate(data):
        if byte == 0x0D and (index + 1 >= len(data) or data[index + 1] != 0x0A):
            problems.append("a CR that does not end a line")
            break
    for byte in data:
        if (byte < 0x20 and byte not in (0x09, 0x0A, 0x0D)) or byte == 0x7F:
            problems.append(f"the control character 0x{byte:02X} in content")
            break
    if not data.endswith(b"\r\n"):
        problems.append("the object does not end with CRLF")
    return problems


def kind(value):
    """'DATE' or 'DATE-TIME' for a decoded DUE/DTSTART."""
    return "DATE-TIME" if isinstance(value.dt, datetime.datetime) else "DATE"


def comparable(value, other):
    """The two values as datetimes that compare (a floating time beside a zoned one is read in UTC)."""
    def convert(v):
        d = v.dt
        if not isinstance(d, datetime.datetime):
            d = datetime.datetime(d.year, d.month, d.day)
        if d.tzinfo is None:
            d = d.replace(tzinfo=datetime.timezone.utc)
        return d
    return convert(value), convert(other)


def todo_problems(todo):
    problems = []
    for name in ("UID", "DTSTAMP"):
        if name not in todo:
            problems.append(f"a VTODO without {name}")
    for name in ONCE:
        values = todo.get(name)
        if isinstance(values, list) and len(values) > 1:
            problems.append(f"{name} more than once")
    if "DUE" in todo and "DURATION" in todo:
        problems.append("both DUE and DURATION")
    if "DUE" in todo and "DTSTART" in todo:
        due, start = todo.get("DUE"), todo.get("DTSTART")
        if kind(due) != kind(start):
            problems.append("The value type (DATE or DATE-TIME) must be identical for DUE and DTSTART")
        else:
            due_time, start_time = comparable(due, start)
            if start_time > due_time:
                problems.append("DUE must occur after DTSTART")
    return problems


def problems(text):
    found = line_problems(text)
    try:
        calendar = icalendar.Calendar.from_ical(text)
    except Exception as error:  # the message is the finding
        return found + [f"does not parse: {error}"]
    if calendar.name != "VCALENDAR":
        found.append("not a VCALENDAR")
    for name in ("VERSION", "PRODID"):
        if name not in calendar:
            found.append(f"a VCALENDAR without {name}")
    todos = [c for c in calendar.walk() if c.name == "VTODO"]
    if not todos:
        found.append("no VTODO")
    for todo in todos:
        found += todo_problems(todo)
    for component in calendar.walk():
        for error in getattr(component, "errors", []) or []:
            found.append(f"{component.name}: {error}")
    return found


if __name__ == "__main__":
    print(json.dumps([problems(text) for text in json.load(sys.stdin)]))
