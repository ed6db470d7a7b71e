"""The occurrences python-dateutil's RFC 5545 expander gives, as a reference for TaskRecurrence's.

Reads a JSON list of [rule, "YYYY-MM-DD" (DTSTART, an occurrence), n] from stdin; writes, for each, the
first n occurrences after DTSTART as "YYYY-MM-DD" strings (fewer when the series ends), as JSON.
"""
import datetime
import json
import sys

from dateutil import rrule


def occurrences(rule, start, count):
    dtstart = datetime.datetime.strptime(start, "%Y-%m-%d")
    series = rrule.rrulestr("RRULE:" + rule, dtstart=dtstart)
    days = []
    for index, moment in enumerate(series):
        if index == 0:
            # The case must start on an occurrence: a task's due day is one.
            if moment != dtstart:
                raise SystemExit(f"{rule} from {start}: the start is not an occurrence (first: {moment:%Y-%m-%d})")
            continue
        days.append(moment.strftime("%Y-%m-%d"))
        if len(days) == count:
            break
    return days


cases = json.load(sys.stdin)
json.dump([occurrences(rule, start, count) for rule, start, count in cases], sys.stdout)
