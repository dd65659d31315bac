"""ConstantPad1d -> F.silu: synthesised by warpgym synth (seed 8, index 336, torch#2, dim 0 x850)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> F.silu"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(6800, 16, 32, 32)]


def get_init_inputs():
    return []
