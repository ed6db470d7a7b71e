import TasksCLI

TasksCLI.runProcess()
