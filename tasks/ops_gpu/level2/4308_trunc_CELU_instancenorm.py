"""torch.trunc -> CELU -> F.instance_norm: synthesised by warpgym synth (seed 7, index 6767, torch#3, dim 0 x1002)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.trunc -> CELU -> F.instance_norm"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = torch.trunc(x)
        x = self.celu_1(x)
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(16032, 32, 16, 16)]


def get_init_inputs():
    return []
