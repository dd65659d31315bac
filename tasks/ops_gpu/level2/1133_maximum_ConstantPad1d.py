"""torch.maximum -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 1844, torch#2, dim 0 x2249)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(35984, 64, 128), torch.randn(35984, 64, 128)]


def get_init_inputs():
    return []
