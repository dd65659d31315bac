"""ConstantPad1d -> torch.qr: synthesised by warpgym synth (seed 7, index 496, torch#2, dim 0 x15274)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> torch.qr"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(1955072, 256)]


def get_init_inputs():
    return []
