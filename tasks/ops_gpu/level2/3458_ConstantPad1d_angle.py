"""ConstantPad1d -> torch.angle: synthesised by warpgym synth (seed 7, index 5434, torch#2, dim 0 x14354)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> torch.angle"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(57416, 16, 8, 8, 8)]


def get_init_inputs():
    return []
