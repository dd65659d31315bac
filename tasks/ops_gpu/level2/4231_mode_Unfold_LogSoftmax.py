"""torch.mode -> Unfold -> LogSoftmax: synthesised by warpgym synth (seed 7, index 6647, torch#3, dim 0 x6343)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mode -> Unfold -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.unfold_1 = nn.Unfold(kernel_size=3)
        self.logsoftmax_2 = nn.LogSoftmax()

    def forward(self, x):
        x = torch.mode(x)[0]
        x = self.unfold_1(x)
        x = self.logsoftmax_2(x)
        return x


def get_inputs():
    return [torch.randn(25372, 32, 32, 32)]


def get_init_inputs():
    return []
