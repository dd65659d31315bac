"""SiLU -> torch.min -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 2942, torch#3, dim 0 x1922)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> torch.min -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.constantpad1d_2 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = self.silu_0(x)
        x = torch.min(x, x1)
        x = self.constantpad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(246016, 256), torch.randn(246016, 256)]


def get_init_inputs():
    return []
