"""ConstantPad1d -> F.hardtanh: synthesised by warpgym synth (seed 7, index 5624, torch#2, dim 0 x2946)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> F.hardtanh"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(11784, 32, 32, 32)]


def get_init_inputs():
    return []
