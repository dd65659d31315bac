"""torch.geqrf -> ConstantPad1d -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 4066, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.geqrf -> ConstantPad1d -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)
        self.constantpad1d_2 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = torch.geqrf(x)[0]
        x = self.constantpad1d_1(x)
        x = self.constantpad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(64, 1024)]


def get_init_inputs():
    return []
