"""F.silu -> torch.kthvalue -> F.conv1d -> F.sigmoid: synthesised by warpgym synth (seed 7, index 1532, torch#4, dim 0 x360)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.silu -> torch.kthvalue -> F.conv1d -> F.sigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.silu(x)
        x = torch.kthvalue(x, 2)[0]
        x = F.conv1d(x, x1)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(2880, 16, 32, 32), torch.randn(2880, 16, 32)]


def get_init_inputs():
    return []
