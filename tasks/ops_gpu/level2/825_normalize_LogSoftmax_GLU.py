"""F.normalize -> LogSoftmax -> GLU: synthesised by warpgym synth (seed 7, index 1346, torch#3, dim 0 x978)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> LogSoftmax -> GLU"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()
        self.glu_2 = nn.GLU()

    def forward(self, x):
        x = F.normalize(x)
        x = self.logsoftmax_1(x)
        x = self.glu_2(x)
        return x


def get_inputs():
    return [torch.randn(250368, 512)]


def get_init_inputs():
    return []
