"""ConstantPad1d -> F.local_response_norm: synthesised by warpgym synth (seed 7, index 2873, torch#2, dim 0 x598)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> F.local_response_norm"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(19136, 128, 64)]


def get_init_inputs():
    return []
