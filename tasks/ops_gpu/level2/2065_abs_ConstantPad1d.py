"""torch.abs -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 3253, torch#2, dim 0 x3536)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = torch.abs(x)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(56576, 64, 128)]


def get_init_inputs():
    return []
