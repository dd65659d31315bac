"""torch.mul -> Hardswish -> torch.negative: synthesised by warpgym synth (seed 7, index 5031, torch#3, dim 0 x1068)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mul -> Hardswish -> torch.negative"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()

    def forward(self, x, x1):
        x = torch.mul(x, x1)
        x = self.hardswish_1(x)
        x = torch.negative(x)
        return x


def get_inputs():
    return [torch.randn(4272, 32, 32, 32), torch.randn(4272, 32, 32, 32)]


def get_init_inputs():
    return []
