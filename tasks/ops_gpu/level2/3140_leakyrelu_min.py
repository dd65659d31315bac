"""F.leaky_relu -> torch.min: synthesised by warpgym synth (seed 7, index 4951, torch#2, dim 0 x8493)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.min"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.leaky_relu(x)
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(16986, 8, 8, 16, 16), torch.randn(16986, 8, 8, 16, 16)]


def get_init_inputs():
    return []
