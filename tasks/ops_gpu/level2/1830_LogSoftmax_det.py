"""LogSoftmax -> torch.det: synthesised by warpgym synth (seed 7, index 2896, torch#2, dim 0 x7697)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> torch.det"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = torch.det(x)
        return x


def get_inputs():
    return [torch.randn(123152, 32, 16, 16)]


def get_init_inputs():
    return []
