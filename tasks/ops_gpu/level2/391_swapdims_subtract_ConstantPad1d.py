"""torch.swapdims -> torch.subtract -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 607, torch#3, dim 0 x2044)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapdims -> torch.subtract -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_2 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = torch.swapdims(x, -1, -2)
        x = torch.subtract(x, x1)
        x = self.constantpad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(32704, 32, 16, 16), torch.randn(32704, 32, 16, 16)]


def get_init_inputs():
    return []
