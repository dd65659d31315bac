"""F.softmin -> ZeroPad1d -> torch.cummax: synthesised by warpgym synth (seed 7, index 5106, torch#3, dim 0 x15316)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> ZeroPad1d -> torch.cummax"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = F.softmin(x)
        x = self.zeropad1d_1(x)
        x = torch.cummax(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(1960448, 256)]


def get_init_inputs():
    return []
