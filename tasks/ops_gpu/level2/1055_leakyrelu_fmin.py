"""F.leaky_relu -> torch.fmin: synthesised by warpgym synth (seed 7, index 1714, torch#2, dim 0 x1307)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.fmin"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.leaky_relu(x)
        x = torch.fmin(x, x1)
        return x


def get_inputs():
    return [torch.randn(669184, 256), torch.randn(669184, 256)]


def get_init_inputs():
    return []
