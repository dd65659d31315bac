"""CELU -> torch.subtract: synthesised by warpgym synth (seed 7, index 2377, torch#2, dim 0 x2048)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> torch.subtract"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x, x1):
        x = self.celu_0(x)
        x = torch.subtract(x, x1)
        return x


def get_inputs():
    return [torch.randn(131072, 1024), torch.randn(131072, 1024)]


def get_init_inputs():
    return []
