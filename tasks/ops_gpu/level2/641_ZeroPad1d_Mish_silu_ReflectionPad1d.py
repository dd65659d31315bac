"""ZeroPad1d -> Mish -> F.silu -> ReflectionPad1d: synthesised by warpgym synth (seed 7, index 1027, torch#4, dim 0 x719)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> Mish -> F.silu -> ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.mish_1 = nn.Mish()
        self.reflectionpad1d_3 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.mish_1(x)
        x = F.silu(x)
        x = self.reflectionpad1d_3(x)
        return x


def get_inputs():
    return [torch.randn(368128, 256)]


def get_init_inputs():
    return []
