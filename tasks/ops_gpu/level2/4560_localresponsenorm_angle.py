"""F.local_response_norm -> torch.angle: synthesised by warpgym synth (seed 8, index 194, torch#2, dim 0 x330)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> torch.angle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.local_response_norm(x, size=4)
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(5280, 32, 256)]


def get_init_inputs():
    return []
