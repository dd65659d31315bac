"""ConstantPad1d -> torch.fmod: synthesised by warpgym synth (seed 7, index 2910, torch#2, dim 0 x2384)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> torch.fmod"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = self.constantpad1d_0(x)
        x = torch.fmod(x, x1)
        return x


def get_inputs():
    return [torch.randn(19072, 64, 16, 16), torch.randn(19072, 64, 16, 18)]


def get_init_inputs():
    return []
