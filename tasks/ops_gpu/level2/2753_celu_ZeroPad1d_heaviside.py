"""F.celu -> ZeroPad1d -> torch.heaviside: synthesised by warpgym synth (seed 7, index 4348, torch#3, dim 0 x340)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> ZeroPad1d -> torch.heaviside"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x, x1):
        x = F.celu(x)
        x = self.zeropad1d_1(x)
        x = torch.heaviside(x, x1)
        return x


def get_inputs():
    return [torch.randn(2720, 256, 128), torch.randn(2720, 256, 130)]


def get_init_inputs():
    return []
