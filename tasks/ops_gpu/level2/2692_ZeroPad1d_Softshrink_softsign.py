"""ZeroPad1d -> Softshrink -> F.softsign: synthesised by warpgym synth (seed 7, index 4258, torch#3, dim 0 x3814)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> Softshrink -> F.softsign"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.softshrink_1 = nn.Softshrink()

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.softshrink_1(x)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(61024, 32, 16, 16)]


def get_init_inputs():
    return []
