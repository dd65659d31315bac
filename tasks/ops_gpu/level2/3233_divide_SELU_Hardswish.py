"""torch.divide -> SELU -> Hardswish: synthesised by warpgym synth (seed 7, index 5096, torch#3, dim 0 x564)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.divide -> SELU -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()
        self.hardswish_2 = nn.Hardswish()

    def forward(self, x, x1):
        x = torch.divide(x, x1)
        x = self.selu_1(x)
        x = self.hardswish_2(x)
        return x


def get_inputs():
    return [torch.randn(144384, 512), torch.randn(144384, 512)]


def get_init_inputs():
    return []
