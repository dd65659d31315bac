"""torch.fmod -> torch.cummax -> F.leaky_relu -> torch.ceil: synthesised by warpgym synth (seed 7, index 841, torch#4, dim 0 x2462)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmod -> torch.cummax -> F.leaky_relu -> torch.ceil"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.fmod(x, x1)
        x = torch.cummax(x, -1)[0]
        x = F.leaky_relu(x)
        x = torch.ceil(x)
        return x


def get_inputs():
    return [torch.randn(630272, 512), torch.randn(630272, 512)]


def get_init_inputs():
    return []
