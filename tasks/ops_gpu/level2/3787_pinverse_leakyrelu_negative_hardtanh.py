"""torch.pinverse -> F.leaky_relu -> torch.negative -> F.hardtanh: synthesised by warpgym synth (seed 7, index 5942, torch#4, dim 0 x1321)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pinverse -> F.leaky_relu -> torch.negative -> F.hardtanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.pinverse(x)
        x = F.leaky_relu(x)
        x = torch.negative(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(84544, 1024)]


def get_init_inputs():
    return []
