"""F.local_response_norm -> torch.flatten: synthesised by warpgym synth (seed 7, index 4472, torch#2, dim 0 x272)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> torch.flatten"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.local_response_norm(x, size=4)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(4352, 32, 256)]


def get_init_inputs():
    return []
