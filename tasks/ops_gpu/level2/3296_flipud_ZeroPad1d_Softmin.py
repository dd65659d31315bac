"""torch.flipud -> ZeroPad1d -> Softmin: synthesised by warpgym synth (seed 7, index 5197, torch#3, dim 0 x4007)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> ZeroPad1d -> Softmin"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)
        self.softmin_2 = nn.Softmin()

    def forward(self, x):
        x = torch.flipud(x)
        x = self.zeropad1d_1(x)
        x = self.softmin_2(x)
        return x


def get_inputs():
    return [torch.randn(512896, 256)]


def get_init_inputs():
    return []
