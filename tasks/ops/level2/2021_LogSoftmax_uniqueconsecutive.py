"""LogSoftmax -> torch.unique_consecutive: synthesised by warpgym synth (seed 7, index 2664, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> torch.unique_consecutive"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = torch.unique_consecutive(x)
        return x


def get_inputs():
    return [torch.randn(8, 256, 128)]


def get_init_inputs():
    return []
